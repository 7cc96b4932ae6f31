import type { PersistenceAdapter } from '../../storage/persistence/persistence-adapter';
import type { SiteChanges } from '../site-changes';
import type { ChangeFeed } from './change-feed';
import { MongoChangeFeed } from './mongo-change-feed';
import { SqliteChangeFeed } from './sqlite-change-feed';

/** The change feed of the database in use, applied to `changes`. */
export function openChangeFeed(persistence: PersistenceAdapter, changes: SiteChanges): ChangeFeed {
  const { database } = persistence;
  if (database.kind === 'mongodb') return new MongoChangeFeed(database.models, changes);
  return new SqliteChangeFeed(database.db, changes).follow(database.sites, database.addresses);
}
