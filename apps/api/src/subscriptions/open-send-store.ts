import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { MongoSendStore } from './mongo-send-store';
import type { SendStore } from './send-store';
import { SqliteSendStore } from './sqlite-send-store';

/** The sends kept in the database in use. */
export function openSendStore({ database }: PersistenceAdapter): SendStore {
  return database.kind === 'sqlite' ? new SqliteSendStore(database.db) : new MongoSendStore(database.models);
}
