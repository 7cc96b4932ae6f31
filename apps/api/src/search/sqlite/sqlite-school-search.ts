import { Logger } from '@nestjs/common';
import { otherLanguageNames, type SchoolListing, type SiteTranslations } from '@schoolpage/content-contract';
import type { SiteDraft } from '../../storage/persistence/site.repository';
import { statement, type SqliteDatabase } from '../../storage/persistence/sqlite/sqlite-database';
import type { SqliteSiteFollower } from '../../storage/persistence/sqlite/sqlite-site.repository';
import { changedSince } from '../../sites/change-feed/sqlite-change-feed';
import { forgetReadAhead, readIndexSnapshot, writeIndexSnapshot } from '../engine/index-snapshot';
import type { Around } from '../engine/listing-json';
import { type IndexedSchool, SchoolSearchIndex, type SearchedSite } from '../engine/school-search-index';
import { SchoolSearch } from '../school-search';
import { INDEX_VERSION, snapshotFileFor } from './snapshot-file';

export { snapshotFileFor } from './snapshot-file';

/** Tables of the search index, these and those of earlier versions (dropped when the version changes). */
const SEARCH_TABLES = ['search_sites', 'search_terms', 'search_term_counts', 'search_words', 'search_typos'];

const SCHEMA = `
CREATE TABLE IF NOT EXISTS search_sites (
  id INTEGER PRIMARY KEY,
  organization_id TEXT NOT NULL UNIQUE,
  template_name TEXT NOT NULL,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  other_names TEXT NOT NULL DEFAULT '',
  name_key TEXT NOT NULL,
  name_words TEXT NOT NULL,
  all_words TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS search_sites_by_name ON search_sites (name_key, id);
`;

const INSERT_SCHOOL = `INSERT INTO search_sites (organization_id, template_name, name, address, other_names, name_key, name_words, all_words)
  VALUES (@organizationId, @templateName, @name, @address, @otherNames, @nameKey, @nameWords, @allWords)`;

/** The school's names in its other languages as `search_sites` keeps them: one a line. */
const otherNamesColumn = (names: readonly string[] | undefined) => (names ?? []).join('\n');
const otherNamesOf = (column: string) => column.split('\n').filter(Boolean);

/** A school's row of `search_sites` (its slug is read from `site_addresses`, where it changes). */
function schoolRow(organizationId: string, site: SearchedSite) {
  const school = SchoolSearchIndex.schoolOf(organizationId, site);
  if (!school) return undefined;
  const { slug: _slug, ...row } = school;
  return { ...row, otherNames: otherNamesColumn(site.otherNames) };
}

/** The current slug of the school of `search_sites` row `s` (the latest claimed), as a column. */
const CURRENT_SLUG = `(SELECT slug FROM site_addresses WHERE organization_id = s.organization_id ORDER BY claimed_at DESC LIMIT 1) AS slug`;
/** `slug` as the index takes it: none when the school has none yet. */
const slugOf = (slug: string | null | undefined) => slug ?? undefined;

/** Schools read into memory at a time; between pages the server answers other requests. */
const LOAD_PAGE = 5000;

/** The snapshot of `db`'s index (none for a database in memory). */
export function snapshotFileOf(db: SqliteDatabase): string | undefined {
  return db.memory ? undefined : snapshotFileFor(db.name);
}

/**
 * The SQLite adapter's search (see engine/search-terms.ts for what matches, engine/school-search-index.ts for how):
 *   - `search_sites` holds every published school normalised (name key, name words, all words), written
 *     in the same transaction as the site, so it never lags; it is built from the sites when missing;
 *   - the index searches read is held in memory, read from `search_sites` in name order when the database
 *     opens: the first page at once, the rest a page at a time while the server already answers (a search
 *     waits until the index is whole), so a large database does not hold the server's start;
 *   - a change reaches the memory once the transaction that made it has committed (a rolled-back change
 *     never shows); changes committed while the index loads are taken in after the last page;
 *   - a snapshot of the index in memory (engine/index-snapshot.ts), written beside the database file now and
 *     then (search-snapshot-job.ts) with the change feed's sequence it is current to, is what a start reads
 *     instead of the rows when it can: then the schools changed after that sequence are taken in anew from
 *     `search_sites`. The rows are read when there is no snapshot of this format, or the changes after it
 *     were pruned from the feed.
 */
export class SqliteSchoolSearch extends SchoolSearch implements SqliteSiteFollower {
  private index = new SchoolSearchIndex();
  /** Changes of the open transaction, for the index once it commits. */
  private pending: [organizationId: string, site: SearchedSite][] = [];
  /** Changes committed while the index loads, for the index once it is whole; undefined once it is. */
  private committedWhileLoading?: [organizationId: string, site: SearchedSite][] = [];
  /** Changes committed while a new index is read (see `reload`), for it once it is whole; undefined otherwise. */
  private committedWhileReloading?: [organizationId: string, site: SearchedSite][];
  /** Settles when the whole index is in memory. */
  readonly ready: Promise<void>;
  /** Seconds reading the index into memory took (a start-up figure), once it is whole. */
  loadSeconds?: number;
  /** Where the index in memory was read from, once it is whole. */
  readFrom?: 'snapshot' | 'database';
  private readonly logger = new Logger('Search');
  /** True when `search_sites` was written anew at this start: a snapshot is of the old rows. */
  private rebuilt = false;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly loadPage = LOAD_PAGE,
    private readonly snapshotFile = snapshotFileOf(db),
  ) {
    super();
    db.exec('CREATE TABLE IF NOT EXISTS search_state (name TEXT PRIMARY KEY, value TEXT NOT NULL)');
    const state = db.prepare("SELECT value FROM search_state WHERE name = 'version'").get() as { value: string } | undefined;
    if (state?.value !== INDEX_VERSION) {
      db.exec(SEARCH_TABLES.map((table) => `DROP TABLE IF EXISTS ${table};`).join('\n'));
      db.exec(SCHEMA);
      this.rebuild();
      this.rebuilt = true;
    } else db.exec(SCHEMA);
    this.ready = this.load();
    // A load that fails is reported to each search that waits for it, and logged (the instance never says it is ready).
    this.ready.catch((error: unknown) => this.logger.error(`The search index could not be read: ${String(error)}`));
  }

  /** Opens the snapshot, or else reads `search_sites` into memory a page at a time, in name order (the first page before the constructor returns). */
  private async load(): Promise<void> {
    const started = performance.now();
    this.readFrom = (await this.openSnapshot()) ? 'snapshot' : 'database';
    if (this.readFrom === 'database' && !(await this.readInto(this.index))) return;
    for (const [organizationId, site] of this.committedWhileLoading ?? []) this.index.put(organizationId, site);
    this.committedWhileLoading = undefined;
    this.loadSeconds = (performance.now() - started) / 1000;
    if (this.snapshotFile) this.logger.log(`Search index whole: ${this.index.size} schools read from the ${this.readFrom} in ${this.loadSeconds.toFixed(1)} s`);
  }

  /** The index as the snapshot has it, brought up to date from the change feed; false when there is no snapshot to use. */
  private async openSnapshot(): Promise<boolean> {
    if (!this.snapshotFile) return false;
    // The rows were written anew at this start: a snapshot is of the old ones.
    if (this.rebuilt) {
      forgetReadAhead(this.snapshotFile);
      return false;
    }
    const snapshot = await readIndexSnapshot(this.snapshotFile);
    if (!snapshot || !this.db.open) return false;
    const changed = changedSince(this.db, snapshot.sequence);
    if (!changed) return false;
    this.index = new SchoolSearchIndex(snapshot.parts);
    for (const organizationId of changed) this.index.put(organizationId, this.storedSite(organizationId));
    return true;
  }

  /**
   * Writes a snapshot of the index as it is now, current to `sequence` (the change feed's last applied: every
   * change up to it is in the index): its size in bytes, or undefined when the index is not whole or there is
   * nowhere to write it.
   */
  async writeSnapshot(sequence: number): Promise<number | undefined> {
    if (!this.snapshotFile || !this.whole() || this.committedWhileReloading || !this.db.open) return undefined;
    return writeIndexSnapshot(this.snapshotFile, this.index.parts(), sequence);
  }

  /**
   * Reads a new index from `search_sites` and puts it in place of the one in memory, which answers
   * searches meanwhile: for when this process may have missed changes other processes made (the change
   * feed lost its place), so the memory can no longer be trusted to match the table. Reloads asked for
   * together run one after another.
   */
  reload(): Promise<void> {
    this.reloads = this.reloads.catch(() => undefined).then(() => this.readAgain());
    return this.reloads;
  }

  private reloads: Promise<void> = Promise.resolve();

  private async readAgain(): Promise<void> {
    await this.ready;
    const fresh = new SchoolSearchIndex();
    this.committedWhileReloading = [];
    try {
      if (!(await this.readInto(fresh))) return;
      for (const [organizationId, site] of this.committedWhileReloading) fresh.put(organizationId, site);
      this.index = fresh;
    } finally {
      this.committedWhileReloading = undefined;
    }
  }

  /** Reads `search_sites` into `index` in name order, a page at a time; false when the database closed meanwhile. */
  private async readInto(index: SchoolSearchIndex): Promise<boolean> {
    const page = this.db.prepare(
      `SELECT id, organization_id AS organizationId, template_name AS templateName, name, address, name_key AS nameKey,
         name_words AS nameWords, all_words AS allWords, ${CURRENT_SLUG} FROM search_sites s
         WHERE (name_key, id) > (?, ?) ORDER BY name_key, id LIMIT ?`,
    );
    for (let after: [nameKey: string, id: number] = ['', 0]; ; ) {
      const schools = page.all(...after, this.loadPage) as (Omit<IndexedSchool, 'slug'> & { id: number; slug: string | null })[];
      index.loadInOrder(schools.map((school) => ({ ...school, slug: slugOf(school.slug) })));
      if (schools.length < this.loadPage) break;
      const last = schools[schools.length - 1];
      after = [last.nameKey, last.id];
      await new Promise((next) => setImmediate(next));
      // The database closed while loading (the server stopping): nothing more to read.
      if (!this.db.open) return false;
    }
    index.loaded();
    return true;
  }

  /** Writes `search_sites` again from the sites table, in one transaction (first start, or a change of INDEX_VERSION). */
  private rebuild(): void {
    this.db.transaction(() => {
      this.db.exec('DELETE FROM search_sites');
      const page = this.db.prepare(
        `SELECT rowid, organization_id, template_name, organization_name, address, json_extract(content, '$.translations') AS translations
           FROM sites WHERE is_publish = 1 AND rowid > ? ORDER BY rowid LIMIT 5000`,
      );
      const insert = this.db.prepare(INSERT_SCHOOL);
      for (let after = 0; ; ) {
        const sites = page.all(after) as { rowid: number; organization_id: string; template_name: string; organization_name: string; address: string; translations: string | null }[];
        if (sites.length === 0) break;
        for (const site of sites) {
          const otherNames = otherLanguageNames({ organizationName: site.organization_name, translations: site.translations ? (JSON.parse(site.translations) as SiteTranslations) : undefined });
          insert.run(schoolRow(site.organization_id, { published: true, name: site.organization_name, address: site.address, templateName: site.template_name, otherNames }));
        }
        after = sites[sites.length - 1].rowid;
      }
      this.db.prepare("INSERT INTO search_state (name, value) VALUES ('version', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value").run(INDEX_VERSION);
    })();
  }

  /** A site was written (inside its transaction): see `put`. */
  written(site: SiteDraft): void {
    this.put(site.organizationId, {
      published: site.isPublish,
      name: site.content.organizationName,
      address: site.content.contactDetails.address,
      templateName: site.templateName,
      otherNames: otherLanguageNames(site.content),
      slug: site.isPublish ? this.currentSlug(site.organizationId) : undefined,
    });
  }

  /** The school's slug as `site_addresses` holds it now (a claim is announced as the school's change: `refresh`). */
  private currentSlug(organizationId: string): string | undefined {
    const row = statement(this.db, 'SELECT slug FROM site_addresses WHERE organization_id = ? ORDER BY claimed_at DESC LIMIT 1').get(organizationId) as
      | { slug: string }
      | undefined;
    return row?.slug;
  }

  /** Keeps the index in step with one site, inside the transaction that changes it (the memory follows at `committed`). */
  put(organizationId: string, site: SearchedSite): void {
    const existing = statement(this.db, 'SELECT id, name, address, other_names AS otherNames FROM search_sites WHERE organization_id = ?').get(organizationId) as
      | { id: number; name: string; address: string; otherNames: string }
      | undefined;
    const same = existing && existing.name === site.name && existing.address === site.address && existing.otherNames === otherNamesColumn(site.otherNames);
    if (existing && site.published && same) {
      statement(this.db, 'UPDATE search_sites SET template_name = ? WHERE id = ?').run(site.templateName, existing.id);
    } else {
      // A renamed or moved school is indexed anew: last among schools of its name, as in memory.
      if (existing) statement(this.db, 'DELETE FROM search_sites WHERE id = ?').run(existing.id);
      const school = schoolRow(organizationId, site);
      if (school) statement(this.db, INSERT_SCHOOL).run(school);
    }
    this.pending.push([organizationId, site]);
  }

  /**
   * Takes into memory what `search_sites` holds of one school now: a change another process committed
   * (read from the change feed). Applying it twice, or a change already applied, changes nothing.
   */
  refresh(organizationId: string): void {
    this.take([[organizationId, this.storedSite(organizationId)]]);
  }

  /** The school as `search_sites` holds it now, with its current slug (not published when it has no row). */
  private storedSite(organizationId: string): SearchedSite {
    const row = statement(
      this.db,
      `SELECT template_name AS templateName, name, address, other_names AS otherNames, ${CURRENT_SLUG} FROM search_sites s WHERE organization_id = ?`,
    ).get(organizationId) as { templateName: string; name: string; address: string; otherNames: string; slug: string | null } | undefined;
    return row
      ? { published: true, ...row, otherNames: otherNamesOf(row.otherNames), slug: slugOf(row.slug) }
      : { published: false, name: '', address: '', templateName: '' };
  }

  /** The transaction that called `put` committed: the index in memory takes its changes (once it is whole). */
  committed(): void {
    this.take(this.pending);
    this.pending = [];
  }

  /** Committed changes into memory: the index once it is whole, and a new index being read once that one is. */
  private take(changes: [organizationId: string, site: SearchedSite][]): void {
    if (this.committedWhileLoading) {
      this.committedWhileLoading.push(...changes);
      return;
    }
    for (const [organizationId, site] of changes) this.index.put(organizationId, site);
    this.committedWhileReloading?.push(...changes);
  }

  /** The transaction that called `put` rolled back: its changes are forgotten. */
  rolledBack(): void {
    this.pending = [];
  }

  /** The best `limit` published schools for `text`, best first (once the index is whole). */
  async search(text: string, limit: number): Promise<Readonly<SchoolListing>[]> {
    if (this.committedWhileLoading) await this.ready;
    return this.index.search(text, limit);
  }

  /** The schools `search` finds as the list answer's JSON between `around`'s bytes, written from the index's bytes (undefined when one has no slug yet). */
  override async listingJson(text: string, limit: number, around: Around): Promise<Buffer | undefined> {
    if (this.committedWhileLoading) await this.ready;
    return this.index.listingJson(text, limit, around);
  }

  whole(): boolean {
    return this.committedWhileLoading === undefined;
  }

  /** How many schools a search of `text` compares: a search reads lists, never every school. */
  async schoolsLookedAt(text: string): Promise<number> {
    await this.ready;
    return this.index.schoolsLookedAt(text);
  }
}
