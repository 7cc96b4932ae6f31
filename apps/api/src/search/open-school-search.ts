import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { MongoSchoolSearch } from './mongo/mongo-school-search';
import type { SchoolSearch } from './school-search';
import { SqliteSchoolSearch } from './sqlite/sqlite-school-search';

/**
 * The search of the database in use, following every site written from now on: open it before any site
 * is written (the search module does, as the platform starts).
 */
export async function openSchoolSearch({ database }: PersistenceAdapter): Promise<SchoolSearch> {
  if (database.kind === 'sqlite') {
    const search = new SqliteSchoolSearch(database.db);
    database.sites.follow(search);
    return search;
  }
  const search = new MongoSchoolSearch(database.models);
  database.sites.follow(search);
  // Published sites saved before search had its own fields get them.
  await search.backfill();
  return search;
}
