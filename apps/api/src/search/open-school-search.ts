import type { ChangeFeed } from '../sites/change-feed/change-feed';
import type { SiteChanges } from '../sites/site-changes';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { MongoSchoolSearch } from './mongo/mongo-school-search';
import type { SchoolSearch } from './school-search';
import { SqliteSchoolSearch } from './sqlite/sqlite-school-search';

/** What the platform's search follows beside the sites written through this process: other processes' changes. */
export interface OtherProcesses {
  changes: SiteChanges;
  feed: ChangeFeed;
}

/**
 * The search of the database in use, following every site written from now on: open it before any site
 * is written (the search module does, as the platform starts). With `others`, the SQLite index in memory
 * also takes in the changes other processes on the same file made, as the change feed announces them (and
 * any school's new slug: an address claimed is announced, not written with the site), and
 * the feed counts this process caught up only once the index is whole (and read anew after changes it
 * missed, see SiteChanges.everythingChanged).
 */
export async function openSchoolSearch({ database }: PersistenceAdapter, others?: OtherProcesses): Promise<SchoolSearch> {
  if (database.kind === 'sqlite') {
    const search = new SqliteSchoolSearch(database.db);
    database.sites.follow(search);
    others?.feed.loading(search.ready);
    // Another process's changes, and this one's address changes (a new slug: the site itself is not written).
    others?.changes.onChange((organizationId) => search.refresh(organizationId));
    // Changes this process missed: the index is read anew, and the process is not caught up until it is.
    others?.changes.onEverythingChanged(() => others.feed.loading(search.reload()));
    return search;
  }
  const search = new MongoSchoolSearch(database.models);
  // Published sites saved before search had its own fields get them at the migrate step (mongo-search-backfill.ts), not at every start.
  database.sites.follow(search);
  return search;
}
