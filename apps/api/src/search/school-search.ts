import type { SchoolListing } from '@schoolpage/content-contract';
import type { Around } from './engine/listing-json';

/**
 * Port: finding published schools by what a visitor types (engine/search-terms.ts says what matches and
 * how results rank). Each adapter keeps its own search data in the database beside the sites, written with
 * every site (sqlite/, mongo/); `open-school-search.ts` picks the one of the database in use.
 */
export abstract class SchoolSearch {
  /** The best `limit` published schools for `text`, best first; a school may be shared between answers, so it is read-only. */
  abstract search(text: string, limit: number): Promise<Readonly<SchoolListing>[]>;

  /**
   * The schools `search` finds, as the list answer's JSON array (search-answers.service.ts's `listed` fields
   * of each) between `around`'s bytes, written by an adapter that keeps them ready to write; undefined where it
   * does not, or a school found has no address yet: the answer is then made from `search`.
   */
  listingJson(_text: string, _limit: number, _around: Around): Promise<Buffer | undefined> {
    return Promise.resolve(undefined);
  }

  /** True once every published school can be found (the SQLite adapter reads its index into memory at start). */
  abstract whole(): boolean;
}
