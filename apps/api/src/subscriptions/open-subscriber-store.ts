import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { MongoSubscriberStore } from './mongo-subscriber-store';
import type { SubscriberStore } from './subscriber-store';
import { SqliteSubscriberStore } from './sqlite-subscriber-store';

/** The subscribers kept in the database in use. */
export function openSubscriberStore({ database }: PersistenceAdapter): SubscriberStore {
  return database.kind === 'sqlite' ? new SqliteSubscriberStore(database.db) : new MongoSubscriberStore(database.models);
}
