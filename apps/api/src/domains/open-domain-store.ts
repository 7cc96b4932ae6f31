import type { ChangeFeed } from '../sites/change-feed/change-feed';
import { SqliteChangeFeed } from '../sites/change-feed/sqlite-change-feed';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import type { DomainStore } from './domain-store';
import { MongoDomainStore } from './mongo-domain-store';
import { SqliteDomainStore } from './sqlite-domain-store';

/** Schools' domains in the database in use, each write recorded on `feed` (MongoDB's feed follows the collection itself). */
export function openDomainStore({ database }: PersistenceAdapter, feed?: ChangeFeed): DomainStore {
  if (database.kind === 'mongodb') return new MongoDomainStore(database.models);
  const store = new SqliteDomainStore(database.db);
  if (feed instanceof SqliteChangeFeed) store.follow((organizationId) => feed.record(organizationId));
  return store;
}
