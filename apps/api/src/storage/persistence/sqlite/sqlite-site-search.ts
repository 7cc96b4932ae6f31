import {
  combinations,
  compareRanked,
  MatchTier,
  MAX_PREFIX,
  prefixEnd,
  searchDocument,
  searchQuery,
  type SearchDocument,
  termOf,
  TYPO_INDEXED_MIN_LENGTH,
  TYPO_MIN_LENGTH,
  typoCorrections,
  typoKeys,
} from '../search-terms';
import type { SiteDirectoryEntry } from '../site.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

/** Raise when what is indexed changes: the index is then dropped and rebuilt from the sites when the database opens. */
const INDEX_VERSION = '4';

const SEARCH_TABLES = ['search_sites', 'search_terms', 'search_term_counts', 'search_words', 'search_typos'];

const SCHEMA = `
CREATE TABLE IF NOT EXISTS search_sites (
  id INTEGER PRIMARY KEY,
  organization_id TEXT NOT NULL UNIQUE,
  template_name TEXT NOT NULL,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  name_key TEXT NOT NULL,
  name_words TEXT NOT NULL,
  all_words TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS search_sites_by_name ON search_sites (name_key);
CREATE TABLE IF NOT EXISTS search_terms (
  term TEXT NOT NULL,
  in_name INTEGER NOT NULL,
  name_key TEXT NOT NULL,
  site INTEGER NOT NULL,
  PRIMARY KEY (term, in_name, name_key, site)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS search_term_counts (term TEXT PRIMARY KEY, in_name INTEGER NOT NULL, in_place INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS search_words (word TEXT PRIMARY KEY, sites INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS search_typos (typo_key TEXT NOT NULL, word TEXT NOT NULL, PRIMARY KEY (typo_key, word)) WITHOUT ROWID;
`;

/** A school as search reads it: what a result shows, and its normalised name (for order). */
interface Row {
  id: number;
  organizationId: string;
  templateName: string;
  name: string;
  address: string;
  nameKey: string;
}

/** How many of the rarest word's schools per wanted result are checked in one statement between leapfrog jumps. */
const STRETCH = 2;
/** Seeks per word a leapfrog jump may take before the next stretch is checked from where it got to. */
const LEAP_SEEKS = 4;
/**
 * Leapfrog seeks one search may take in all (a millisecond or two). Words that almost never go together
 * could be leapfrogged over the whole index: the search then gives up with the schools found so far (as
 * search engines cut a search off), so no search holds the server for long.
 */
const SEEK_BUDGET = 500;

const ROW = 's.id, s.organization_id AS organizationId, s.template_name AS templateName, s.name, s.address, s.name_key AS nameKey';

/** How many schools have a term: among their name's word beginnings, and among only their address's. */
interface TermCount {
  inName: number;
  inPlace: number;
}

/** What the index keeps of a site; `put` is given it at every change. */
export interface SearchedSite {
  published: boolean;
  name: string;
  address: string;
  templateName: string;
}

const byName = (a: Row, b: Row) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id - b.id);

/** A school on a term's list: the list's order is name, then row. */
interface Entry {
  nameKey: string;
  site: number;
}

const compareEntries = (a: Entry, b: Entry) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.site - b.site);

/**
 * The SQLite search index of published schools (see search-terms.ts for what matches):
 *   - search_sites: one row per published school: what a result shows, its normalised name and words;
 *   - search_terms: every beginning of every word (name, or only address), each term's schools in name
 *     order, so "the first schools by name having a word that begins so" are read straight off the index;
 *   - search_term_counts: how many schools have each term (a search reads the index by its rarest word);
 *   - search_words, search_typos: the whole words, how many schools have each, and each word filed under
 *     its typo keys (itself and itself less one letter), so a typo's corrections are a few lookups.
 * Each step of a search asks for at most `limit` schools in name order and the search stops as soon as
 * the list is full, so the rows it reads grow with the schools it lists, not with the number of schools
 * (words that rarely go together are leapfrogged: a few seeks per school listed, more where they never meet).
 * `put` is called inside the transaction that changes the site, so the index never lags.
 */
export class SqliteSiteSearch {
  /** The statements a search ran, while `plans` records them. */
  private recording?: { sql: string; params: unknown[] }[];
  /** Leapfrog seeks the running search may still take (SEEK_BUDGET). */
  private seeksLeft = 0;

  constructor(private readonly db: SqliteDatabase) {
    db.exec('CREATE TABLE IF NOT EXISTS search_state (name TEXT PRIMARY KEY, value TEXT NOT NULL)');
    const state = db.prepare("SELECT value FROM search_state WHERE name = 'version'").get() as { value: string } | undefined;
    if (state?.value !== INDEX_VERSION) {
      db.exec(SEARCH_TABLES.map((table) => `DROP TABLE IF EXISTS ${table};`).join('\n'));
      db.exec(SCHEMA);
      this.rebuild();
    } else db.exec(SCHEMA);
  }

  /**
   * Builds the whole index again from the sites table (at first start, after a change of INDEX_VERSION,
   * or after a bulk load), in one transaction: the terms are gathered unordered and written in index order.
   */
  rebuild(): void {
    this.db.transaction(() => {
      this.db.exec(`${SEARCH_TABLES.map((table) => `DELETE FROM ${table};`).join('\n')}
        CREATE TEMP TABLE IF NOT EXISTS search_terms_load (term TEXT, in_name INTEGER, name_key TEXT, site INTEGER);
        DELETE FROM search_terms_load;`);
      const page = this.db.prepare(
        'SELECT rowid, organization_id, template_name, organization_name, address FROM sites WHERE is_publish = 1 AND rowid > ? ORDER BY rowid LIMIT 5000',
      );
      const vocabulary = new Map<string, number>();
      const termCounts = new Map<string, TermCount>();
      for (let after = 0; ; ) {
        const sites = page.all(after) as { rowid: number; organization_id: string; template_name: string; organization_name: string; address: string }[];
        if (sites.length === 0) break;
        for (const site of sites) {
          const doc = this.add(
            site.organization_id,
            { published: true, name: site.organization_name, address: site.address, templateName: site.template_name },
            'search_terms_load',
          );
          for (const word of doc.vocabulary) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
          for (const term of doc.nameTerms) countOf(termCounts, term).inName++;
          for (const term of doc.addressTerms) countOf(termCounts, term).inPlace++;
        }
        after = sites[sites.length - 1].rowid;
      }
      this.db.exec(`INSERT INTO search_terms SELECT term, in_name, name_key, site FROM search_terms_load ORDER BY term, in_name, name_key, site;
        DROP TABLE search_terms_load;`);
      const word = this.db.prepare('INSERT INTO search_words (word, sites) VALUES (?, ?)');
      for (const [w, n] of [...vocabulary].sort(byKey)) word.run(w, n);
      const typos: [key: string, word: string][] = [];
      for (const w of vocabulary.keys()) if (w.length >= TYPO_INDEXED_MIN_LENGTH) for (const key of typoKeys(w)) typos.push([key, w]);
      const typo = this.db.prepare('INSERT INTO search_typos (typo_key, word) VALUES (?, ?)');
      for (const [key, w] of typos.sort((a, b) => byKey(a, b) || byKey([a[1]], [b[1]]))) typo.run(key, w);
      const count = this.db.prepare('INSERT INTO search_term_counts (term, in_name, in_place) VALUES (?, ?, ?)');
      for (const [t, n] of [...termCounts].sort(byKey)) count.run(t, n.inName, n.inPlace);
      this.db.prepare("INSERT INTO search_state (name, value) VALUES ('version', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value").run(INDEX_VERSION);
    })();
  }

  /** Keeps the index in step with one site: indexed when published (under its name and address), absent otherwise. */
  put(organizationId: string, site: SearchedSite): void {
    const existing = statement(this.db, 'SELECT id, template_name AS templateName, name, address FROM search_sites WHERE organization_id = ?').get(
      organizationId,
    ) as Pick<Row, 'id' | 'templateName' | 'name' | 'address'> | undefined;
    if (existing && site.published && existing.name === site.name && existing.address === site.address) {
      if (existing.templateName !== site.templateName) {
        statement(this.db, 'UPDATE search_sites SET template_name = ? WHERE id = ?').run(site.templateName, existing.id);
      }
      return;
    }
    if (existing) this.remove(existing);
    if (site.published) this.count(this.add(organizationId, site, 'search_terms'), +1);
  }

  /** Indexes one site's name and address (terms into `terms`); returns what was indexed, for the counts. */
  private add(organizationId: string, site: SearchedSite, terms: 'search_terms' | 'search_terms_load'): SearchDocument {
    const doc = searchDocument(site.name, site.address);
    const { lastInsertRowid } = statement(
      this.db,
      `INSERT INTO search_sites (organization_id, template_name, name, address, name_key, name_words, all_words)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(organizationId, site.templateName, site.name, site.address, doc.nameKey, doc.nameWords, doc.allWords);
    const id = Number(lastInsertRowid);
    const term = statement(this.db, `INSERT INTO ${terms} (term, in_name, name_key, site) VALUES (?, ?, ?, ?)`);
    for (const t of doc.nameTerms) term.run(t, 1, doc.nameKey, id);
    for (const t of doc.addressTerms) term.run(t, 0, doc.nameKey, id);
    return doc;
  }

  private remove(site: Pick<Row, 'id' | 'name' | 'address'>): void {
    // The same terms `add` wrote: searchDocument of the name and address it was given.
    const doc = searchDocument(site.name, site.address);
    const term = statement(this.db, 'DELETE FROM search_terms WHERE term = ? AND in_name = ? AND name_key = ? AND site = ?');
    for (const t of doc.nameTerms) term.run(t, 1, doc.nameKey, site.id);
    for (const t of doc.addressTerms) term.run(t, 0, doc.nameKey, site.id);
    this.count(doc, -1);
    statement(this.db, 'DELETE FROM search_sites WHERE id = ?').run(site.id);
  }

  /** Adds (+1) or takes away (-1) one school's terms and words in the counts; a word's typo keys are kept while some school has it. */
  private count(doc: SearchDocument, change: 1 | -1): void {
    const term = statement(
      this.db,
      `INSERT INTO search_term_counts (term, in_name, in_place) VALUES (?, ?, ?)
         ON CONFLICT (term) DO UPDATE SET in_name = in_name + excluded.in_name, in_place = in_place + excluded.in_place`,
    );
    for (const t of doc.nameTerms) term.run(t, change, 0);
    for (const t of doc.addressTerms) term.run(t, 0, change);
    if (change < 0) {
      const unused = statement(this.db, 'DELETE FROM search_term_counts WHERE term = ? AND in_name <= 0 AND in_place <= 0');
      for (const t of [...doc.nameTerms, ...doc.addressTerms]) unused.run(t);
    }
    const word = statement(
      this.db,
      'INSERT INTO search_words (word, sites) VALUES (?, ?) ON CONFLICT (word) DO UPDATE SET sites = sites + excluded.sites RETURNING sites',
    );
    for (const w of doc.vocabulary) {
      const { sites } = word.get(w, change) as { sites: number };
      const typoKeyed = w.length >= TYPO_INDEXED_MIN_LENGTH;
      if (sites <= 0) {
        statement(this.db, 'DELETE FROM search_words WHERE word = ?').run(w);
        if (typoKeyed) for (const key of typoKeys(w)) statement(this.db, 'DELETE FROM search_typos WHERE typo_key = ? AND word = ?').run(key, w);
      } else if (sites === 1 && change > 0 && typoKeyed) {
        for (const key of typoKeys(w)) statement(this.db, 'INSERT OR IGNORE INTO search_typos (typo_key, word) VALUES (?, ?)').run(key, w);
      }
    }
  }

  /** The best `limit` published schools for `text`, best first (see search-terms.ts for the ranking). */
  search(text: string, limit: number): SiteDirectoryEntry[] {
    const query = searchQuery(text);
    if (!query || limit <= 0) return [];
    this.seeksLeft = SEEK_BUDGET;
    const found = new Map<number, Row & { tier: number }>();
    const keep = (rows: Row[], tier: (row: Row) => number) => {
      for (const row of rows) if (!found.has(row.id)) found.set(row.id, { ...row, tier: tier(row) });
    };

    // The name is the query or starts with it: straight off the name index.
    const starts = this.rows(`SELECT ${ROW} FROM search_sites s WHERE s.name_key >= ? AND s.name_key < ? ORDER BY s.name_key, s.id LIMIT ?`, [
      query.key,
      prefixEnd(query.key),
      limit,
    ]);
    keep(starts, (row) => (row.nameKey === query.key ? MatchTier.ExactName : MatchTier.NameStart));

    // Each later step ranks below the ones before and reads only when the list is not yet full, so each
    // finds every school of the better tiers already (a school found again keeps its better tier).
    if (found.size < limit) {
      const counts = this.counts(query.words);
      if (query.words.every((word) => this.isKnown(word, counts))) {
        if (query.words.every((word) => counts.get(termOf(word))!.inName > 0)) {
          keep(this.matching(query.words, counts, 'name', limit), () => MatchTier.NameWords);
        }
        if (found.size < limit) keep(this.matching(query.words, counts, 'name or place', limit), () => MatchTier.NameAndPlace);
      } else {
        // One typo per long word that begins no indexed word: the query read with each word's likeliest corrections.
        const corrections = query.words.map((word) => (this.isKnown(word, counts) ? [word] : this.corrections(word)));
        if (corrections.every((c) => c.length > 0)) {
          const correctedCounts = this.counts(corrections.flat());
          for (const corrected of combinations(corrections, 9)) {
            keep(this.matching([...new Set(corrected)], correctedCounts, 'name or place', limit), () => MatchTier.Typo);
            if (found.size >= limit) break;
          }
        }
      }
    }

    return [...found.values()]
      .sort((a, b) => compareRanked(a, b) || a.id - b.id)
      .slice(0, limit)
      .map((row) => ({ _id: row.organizationId, templateName: row.templateName, organizationName: row.name, contactDetails: { address: row.address } }));
  }

  /** The query plans of the statements a search of `text` runs (for checking that none reads a whole table). */
  plans(text: string): string[] {
    this.recording = [];
    try {
      this.search(text, 10);
      return this.recording.flatMap(({ sql, params }) =>
        (this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail),
      );
    } finally {
      this.recording = undefined;
    }
  }

  private rows<T = Row>(sql: string, params: unknown[]): T[] {
    this.recording?.push({ sql, params });
    return statement(this.db, sql).all(...params) as T[];
  }

  private row<T>(sql: string, params: unknown[]): T | undefined {
    this.recording?.push({ sql, params });
    return statement(this.db, sql).get(...params) as T | undefined;
  }

  /**
   * The first `limit` schools in name order having every word as a word beginning: in the name, or in
   * the name or address. One word: its schools read in name order. Several: stretches of the rarest
   * word's schools and leapfrog jumps between them (below), so the rows read grow with the schools
   * listed, not with the number of schools; words longer than a term are checked in full.
   */
  private matching(words: string[], counts: Map<string, TermCount>, scope: 'name' | 'name or place', limit: number): Row[] {
    const countOf = (word: string) => counts.get(termOf(word)) ?? { inName: 0, inPlace: 0 };
    // The lists a word's schools are on: its term in the name, and (with the address) its term only in the address.
    const listsOf = (word: string): (0 | 1)[] => {
      const count = countOf(word);
      return scope === 'name' ? [1] : [...(count.inName > 0 ? [1 as const] : []), ...(count.inPlace > 0 ? [0 as const] : [])];
    };
    const sizeOf = (word: string) => (scope === 'name' ? countOf(word).inName : countOf(word).inName + countOf(word).inPlace);
    const byRarity = [...words].sort((a, b) => sizeOf(a) - sizeOf(b) || b.length - a.length);
    const long = words.filter((word) => word.length > MAX_PREFIX);
    const wordsColumn = scope === 'name' ? 'name_words' : 'all_words';

    if (words.length === 1) {
      const read = (inName: 0 | 1) =>
        this.rows(
          `SELECT ${ROW} FROM search_terms t CROSS JOIN search_sites s ON s.id = t.site
             WHERE t.term = ? AND t.in_name = ? ${long.length ? `AND instr(s.${wordsColumn}, ?) > 0` : ''}
             ORDER BY t.name_key, t.site LIMIT ?`,
          [termOf(words[0]), inName, ...long.map((word) => ` ${word}`), limit],
        );
      return listsOf(words[0])
        .flatMap(read)
        .sort(byName)
        .slice(0, limit);
    }

    const lists = byRarity.map((word) => ({ term: termOf(word), lists: listsOf(word) }));
    if (lists.some((word) => word.lists.length === 0)) return [];
    const longChecks = long.map(() => `AND instr(s.${wordsColumn}, ?) > 0`).join(' ');
    const longParams = long.map((word) => ` ${word}`);
    // The rarest word's schools are checked a stretch at a time in one statement (the other words by primary
    // key), which is cheap where its schools have the other words too ("kendriya vidyalaya", "st marys" among
    // a city's schools); between stretches a leapfrog over all the words' lists (each jumping to the school
    // another has reached) skips the schools that cannot match, for a few seeks at most.
    const [anchor, ...others] = lists;
    const counted = (inName: 0 | 1) => (inName === 1 ? countOf(byRarity[0]).inName : countOf(byRarity[0]).inPlace);
    const paced = anchor.lists.reduce((a, b) => (counted(b) > counted(a) ? b : a));
    const stretch = `SELECT ${ROW} FROM search_terms t CROSS JOIN search_sites s ON s.id = t.site
      WHERE t.term = ? AND t.in_name IN (${anchor.lists.join(', ')}) AND (t.name_key, t.site) >= (?, ?) %REACH%
        ${others.map((word) => `AND EXISTS (SELECT 1 FROM search_terms u WHERE u.term = ? AND u.in_name IN (${word.lists.join(', ')}) AND u.name_key = t.name_key AND u.site = t.site)`).join(' ')}
        ${longChecks}
      ORDER BY t.name_key, t.site LIMIT ?`;
    const rows: Row[] = [];
    // Stretches pay while most of the rarest word's schools match; once a stretch finds few, the leapfrog alone goes on.
    let stretching = true;
    for (let from: Entry = { nameKey: '', site: 0 }; rows.length < limit && this.seeksLeft > 0; ) {
      if (stretching) {
        // The stretch ends at the rarest word's (STRETCH × limit)-th school from here on its longer list.
        const reach = this.row<Entry>(
          'SELECT name_key AS nameKey, site FROM search_terms WHERE term = ? AND in_name = ? AND (name_key, site) >= (?, ?) ORDER BY name_key, site LIMIT 1 OFFSET ?',
          [anchor.term, paced, from.nameKey, from.site, limit * STRETCH - 1],
        );
        const matched = this.rows(stretch.replace('%REACH%', reach ? 'AND (t.name_key, t.site) <= (?, ?)' : ''), [
          anchor.term,
          from.nameKey,
          from.site,
          ...(reach ? [reach.nameKey, reach.site] : []),
          ...others.map((word) => word.term),
          ...longParams,
          limit - rows.length,
        ]);
        rows.push(...matched);
        if (rows.length >= limit || !reach) return rows;
        stretching = matched.length * 4 >= limit * STRETCH;
        from = { nameKey: reach.nameKey, site: reach.site + 1 };
      }
      const leap = this.leap(lists, from, Math.min(this.seeksLeft, stretching ? LEAP_SEEKS * lists.length : this.seeksLeft));
      if (!leap) return rows;
      this.seeksLeft -= leap.spent;
      from = leap.at;
      if (leap.agreed && !stretching) {
        const row = this.row<Row>(`SELECT ${ROW} FROM search_sites s WHERE s.id = ? ${longChecks}`, [from.site, ...longParams]);
        if (row) rows.push(row);
        from = { nameKey: from.nameKey, site: from.site + 1 };
      }
    }
    return rows;
  }

  /**
   * Leapfrogs from `from` over the words' lists until all agree on a school (`agreed`) or `seeks` are
   * spent, and tells where it got to (no school before it is on every list) and the seeks it took.
   * Undefined when a list ends.
   */
  private leap(words: { term: string; lists: (0 | 1)[] }[], from: Entry, seeks: number): { at: Entry; agreed: boolean; spent: number } | undefined {
    let at = from;
    let agreed = 0;
    let spent = 0;
    for (let i = 0; agreed < words.length && spent < seeks; spent++, i = (i + 1) % words.length) {
      const next = this.seek(words[i], at);
      if (!next) return undefined;
      if (next.nameKey === at.nameKey && next.site === at.site) agreed++;
      else [at, agreed] = [next, 1];
    }
    return { at, agreed: agreed === words.length, spent };
  }

  /** The first school at or after `from` (in name order) on a word's lists. */
  private seek(word: { term: string; lists: (0 | 1)[] }, from: Entry): Entry | undefined {
    let first: Entry | undefined;
    for (const inName of word.lists) {
      const entry = this.row<Entry>(
        'SELECT name_key AS nameKey, site FROM search_terms WHERE term = ? AND in_name = ? AND (name_key, site) >= (?, ?) ORDER BY name_key, site LIMIT 1',
        [word.term, inName, from.nameKey, from.site],
      );
      if (entry && (!first || compareEntries(entry, first) < 0)) first = entry;
    }
    return first;
  }

  /** How many schools have each word's term (words no school has are missing). */
  private counts(words: string[]): Map<string, TermCount> {
    const terms = [...new Set(words.map(termOf))];
    const rows = this.rows<TermCount & { term: string }>(
      `SELECT term, in_name AS inName, in_place AS inPlace FROM search_term_counts WHERE term IN (${terms.map(() => '?').join(', ')})`,
      terms,
    );
    return new Map(rows.map((row) => [row.term, row]));
  }

  /** True when `word` begins some indexed word. */
  private isKnown(word: string, counts: Map<string, TermCount>): boolean {
    if (!counts.has(termOf(word))) return false;
    if (word.length <= MAX_PREFIX) return true;
    return this.rows('SELECT 1 AS found FROM search_words WHERE word >= ? AND word < ? LIMIT 1', [word, prefixEnd(word)]).length > 0;
  }

  /** Indexed words one typo from `word` (found by its typo keys), the commonest first; nothing for short words. */
  private corrections(word: string): string[] {
    if (word.length < TYPO_MIN_LENGTH) return [];
    const keys = typoKeys(word);
    const candidates = this.rows<{ word: string }>(
      `SELECT w.word FROM search_typos t CROSS JOIN search_words w ON w.word = t.word
         WHERE t.typo_key IN (${keys.map(() => '?').join(', ')}) ORDER BY w.sites DESC, w.word`,
      keys,
    );
    return typoCorrections(word, new Set(candidates.map((row) => row.word)));
  }
}

function countOf(counts: Map<string, TermCount>, term: string): TermCount {
  let count = counts.get(term);
  if (!count) counts.set(term, (count = { inName: 0, inPlace: 0 }));
  return count;
}

function byKey<T extends [string, ...unknown[]]>([a]: T, [b]: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
