import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { MongoPushSubscriberStore } from './mongo-push-subscriber-store';
import type { PushSubscriberStore } from './push-subscriber-store';
import { SqlitePushSubscriberStore } from './sqlite-push-subscriber-store';

/** The push subscribers kept in the database in use. */
export function openPushSubscriberStore({ database }: PersistenceAdapter): PushSubscriberStore {
  return database.kind === 'sqlite' ? new SqlitePushSubscriberStore(database.db) : new MongoPushSubscriberStore(database.models);
}
