import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { MongoVisitStore } from './mongo-visit-store';
import { SqliteVisitStore } from './sqlite-visit-store';
import type { VisitStore } from './visit-store';

/** The visit figures kept in the database in use. */
export function openVisitStore({ database }: PersistenceAdapter): VisitStore {
  return database.kind === 'sqlite' ? new SqliteVisitStore(database.db) : new MongoVisitStore(database.models);
}
