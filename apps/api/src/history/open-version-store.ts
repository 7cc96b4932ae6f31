import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { MongoVersionStore } from './mongo-version-store';
import { SqliteVersionStore } from './sqlite-version-store';
import type { VersionStore } from './version-store';

/** The versions kept in the database in use. */
export function openVersionStore({ database }: PersistenceAdapter): VersionStore {
  return database.kind === 'sqlite' ? new SqliteVersionStore(database.db) : new MongoVersionStore(database.models);
}
