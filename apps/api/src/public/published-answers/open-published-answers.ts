import type { PersistenceAdapter } from '../../storage/persistence/persistence-adapter';
import { MongoPublishedAnswers } from './mongo-published-answers';
import type { PublishedAnswers } from './published-answers';
import { SqlitePublishedAnswers } from './sqlite-published-answers';

/** The visitors' answers kept in the database in use. */
export function openPublishedAnswers({ database }: PersistenceAdapter): PublishedAnswers {
  return database.kind === 'sqlite' ? new SqlitePublishedAnswers(database.db) : new MongoPublishedAnswers(database.models);
}
