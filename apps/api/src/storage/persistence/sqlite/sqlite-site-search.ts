import {
  combinations,
  compareRanked,
  MatchTier,
  matchTier,
  prefixEnd,
  prefixTerms,
  searchDocument,
  searchQuery,
  type SearchDocument,
  termOf,
  typoCorrections,
  withinOneTypo,
  type SearchQuery,
} from '../search-terms';
import { statement, type SqliteDatabase } from './sqlite-database';

/** Raise when what is indexed changes: the index is then rebuilt from the sites when the database opens. */
const INDEX_VERSION = '3';
/**
 * Letters of the name a term row is ordered by. Shorter names are ordered in full (schools of one name
 * then by row), so reading stops at the limit; longer names sharing these letters are read to the end
 * of the group and put in full-name order.
 */
const SORT_KEY_LENGTH = 24;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS search_state (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS search_sites (
  id INTEGER PRIMARY KEY,
  organization_id TEXT NOT NULL UNIQUE,
  name_key TEXT NOT NULL,
  name_words TEXT NOT NULL,
  all_words TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS search_sites_by_name ON search_sites (name_key);
CREATE TABLE IF NOT EXISTS search_terms (
  term TEXT NOT NULL,
  in_name INTEGER NOT NULL,
  sort_key TEXT NOT NULL,
  site INTEGER NOT NULL,
  PRIMARY KEY (term, in_name, sort_key, site)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS search_words (word TEXT PRIMARY KEY, sites INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS search_term_counts (term TEXT PRIMARY KEY, sites INTEGER NOT NULL) WITHOUT ROWID;
`;

interface IndexedSite {
  id: number;
  name_key: string;
  name_words: string;
  all_words: string;
}

interface Found {
  id: number;
  nameKey: string;
  tier: number;
}

const words = (spaced: string) => spaced.trim().split(' ').filter(Boolean);

/**
 * The SQLite search index of published schools (see search-terms.ts for what matches):
 *   - search_sites: one row per published school, its normalised name and words;
 *   - search_terms: every beginning of every word, each row ordered by the school's name, so the first
 *     schools by name having a word that begins so are read straight off the index;
 *   - search_words: the whole words and how many schools have each (typo corrections);
 *   - search_term_counts: how many schools have each term (a search reads the index by its rarest word).
 * `put` is called inside the transaction that changes the site, so the index never lags.
 */
export class SqliteSiteSearch {
  constructor(private readonly db: SqliteDatabase) {
    db.exec(SCHEMA);
    const state = db.prepare("SELECT value FROM search_state WHERE name = 'version'").get() as { value: string } | undefined;
    if (state?.value !== INDEX_VERSION) this.rebuild();
  }

  /**
   * Builds the whole index again from the sites table (at first start, after a change of INDEX_VERSION,
   * or after a bulk load), in one transaction: the terms are gathered unordered and written in index order.
   */
  rebuild(): void {
    this.db.transaction(() => {
      this.db.exec(`DELETE FROM search_terms; DELETE FROM search_words; DELETE FROM search_sites; DELETE FROM search_term_counts;
        CREATE TEMP TABLE IF NOT EXISTS search_terms_load (term TEXT, in_name INTEGER, sort_key TEXT, site INTEGER);
        DELETE FROM search_terms_load;`);
      const page = this.db.prepare(
        'SELECT rowid, organization_id, organization_name, address FROM sites WHERE is_publish = 1 AND rowid > ? ORDER BY rowid LIMIT 5000',
      );
      const vocabulary = new Map<string, number>();
      const termCounts = new Map<string, number>();
      for (let after = 0; ; ) {
        const sites = page.all(after) as { rowid: number; organization_id: string; organization_name: string; address: string }[];
        if (sites.length === 0) break;
        for (const site of sites) {
          const doc = this.add(site.organization_id, site.organization_name, site.address, 'search_terms_load');
          for (const word of doc.vocabulary) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
          for (const term of [...doc.nameTerms, ...doc.addressTerms]) termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
        }
        after = sites[sites.length - 1].rowid;
      }
      this.db.exec(`INSERT INTO search_terms SELECT term, in_name, sort_key, site FROM search_terms_load ORDER BY term, in_name, sort_key, site;
        DROP TABLE search_terms_load;`);
      const word = this.db.prepare('INSERT INTO search_words (word, sites) VALUES (?, ?)');
      const byKey = ([a]: [string, number], [b]: [string, number]) => (a < b ? -1 : a > b ? 1 : 0);
      for (const [w, n] of [...vocabulary].sort(byKey)) word.run(w, n);
      const count = this.db.prepare('INSERT INTO search_term_counts (term, sites) VALUES (?, ?)');
      for (const [t, n] of [...termCounts].sort(byKey)) count.run(t, n);
      this.db.prepare("INSERT INTO search_state (name, value) VALUES ('version', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value").run(INDEX_VERSION);
    })();
  }

  /** Keeps the index in step with one site: indexed when published (under its name and address), absent otherwise. */
  put(organizationId: string, site: { published: boolean; name: string; address: string }): void {
    const existing = statement(this.db, 'SELECT id, name_key, name_words, all_words FROM search_sites WHERE organization_id = ?').get(organizationId) as
      | IndexedSite
      | undefined;
    if (existing && site.published) {
      const doc = searchDocument(site.name, site.address);
      if (doc.nameKey === existing.name_key && doc.allWords === existing.all_words && doc.nameWords === existing.name_words) return;
    }
    if (existing) this.remove(existing);
    if (site.published) {
      const doc = this.add(organizationId, site.name, site.address, 'search_terms');
      const word = statement(this.db, 'INSERT INTO search_words (word, sites) VALUES (?, 1) ON CONFLICT (word) DO UPDATE SET sites = sites + 1');
      for (const w of doc.vocabulary) word.run(w);
      const count = statement(this.db, 'INSERT INTO search_term_counts (term, sites) VALUES (?, 1) ON CONFLICT (term) DO UPDATE SET sites = sites + 1');
      for (const t of [...doc.nameTerms, ...doc.addressTerms]) count.run(t);
    }
  }

  /** Indexes one site's name and address (terms into `terms`); returns what was indexed, for the counts. */
  private add(organizationId: string, name: string, address: string, terms: 'search_terms' | 'search_terms_load'): SearchDocument {
    const doc = searchDocument(name, address);
    const { lastInsertRowid } = statement(
      this.db,
      'INSERT INTO search_sites (organization_id, name_key, name_words, all_words) VALUES (?, ?, ?, ?)',
    ).run(organizationId, doc.nameKey, doc.nameWords, doc.allWords);
    const site = Number(lastInsertRowid);
    const sortKey = doc.nameKey.slice(0, SORT_KEY_LENGTH);
    const term = statement(this.db, `INSERT INTO ${terms} (term, in_name, sort_key, site) VALUES (?, ?, ?, ?)`);
    for (const t of doc.nameTerms) term.run(t, 1, sortKey, site);
    for (const t of doc.addressTerms) term.run(t, 0, sortKey, site);
    return doc;
  }

  private remove(site: IndexedSite): void {
    // The same terms `add` wrote (see searchDocument): the name's, then the rest of name and address.
    const nameTerms = prefixTerms(words(site.name_words));
    const inName = new Set(nameTerms);
    const sortKey = site.name_key.slice(0, SORT_KEY_LENGTH);
    const term = statement(this.db, 'DELETE FROM search_terms WHERE term = ? AND in_name = ? AND sort_key = ? AND site = ?');
    const addressTerms = prefixTerms(words(site.all_words)).filter((t) => !inName.has(t));
    for (const t of nameTerms) term.run(t, 1, sortKey, site.id);
    for (const t of addressTerms) term.run(t, 0, sortKey, site.id);
    const count = statement(this.db, 'UPDATE search_term_counts SET sites = sites - 1 WHERE term = ?');
    const uncounted = statement(this.db, 'DELETE FROM search_term_counts WHERE term = ? AND sites <= 0');
    for (const t of [...nameTerms, ...addressTerms]) {
      count.run(t);
      uncounted.run(t);
    }
    const word = statement(this.db, 'UPDATE search_words SET sites = sites - 1 WHERE word = ?');
    const unused = statement(this.db, 'DELETE FROM search_words WHERE word = ? AND sites <= 0');
    for (const w of words(site.all_words)) {
      word.run(w);
      unused.run(w);
    }
    statement(this.db, 'DELETE FROM search_sites WHERE id = ?').run(site.id);
  }

  /** The organisation ids of the best `limit` published schools for `text`, best first. */
  search(text: string, limit: number): string[] {
    const query = searchQuery(text);
    if (!query || limit <= 0) return [];
    const found = new Map<number, Found>();
    const keep = (rows: { id: number; nameKey: string }[], tier: (row: { id: number; nameKey: string }) => number) => {
      for (const row of rows) {
        const t = tier(row);
        const before = found.get(row.id);
        if (!before || before.tier > t) found.set(row.id, { id: row.id, nameKey: row.nameKey, tier: t });
      }
    };

    // The name is the query or starts with it: straight off the name index.
    const starts = statement(this.db, 'SELECT id, name_key AS nameKey FROM search_sites WHERE name_key >= ? AND name_key < ? ORDER BY name_key, id LIMIT ?').all(
      query.key,
      prefixEnd(query.key),
      limit,
    ) as { id: number; nameKey: string }[];
    keep(starts, (row) => (row.nameKey === query.key ? MatchTier.ExactName : MatchTier.NameStart));

    // Each later tier ranks below the ones found: a full list ends the search.
    const known = query.words.map((word) => this.beginsSomeWord(word));
    if (found.size < limit && known.every(Boolean)) this.matchWords(query, limit, found, MatchTier.NameWords, keep);

    if (found.size < limit && !known.every(Boolean)) {
      // One typo per long word that begins no indexed word.
      const corrections = query.words.map((word, i) => (known[i] ? [word] : typoCorrections(word, this.wordsNear(word))));
      if (corrections.every((c) => c.length > 0)) {
        for (const corrected of combinations(corrections, 9)) {
          const typoQuery: SearchQuery = { key: corrected.join(' '), words: [...new Set(corrected)] };
          this.matchWords(typoQuery, limit, found, MatchTier.Typo, keep);
          if (found.size >= limit) break;
        }
      }
    }

    // Schools of one name keep the order the index reads them in (by row).
    const ranked = [...found.values()].sort((a, b) => compareRanked(a, b) || a.id - b.id).slice(0, limit);
    const ids = statement(this.db, 'SELECT organization_id FROM search_sites WHERE id = ?');
    return ranked.map((f) => (ids.get(f.id) as { organization_id: string }).organization_id);
  }

  /** The query plans of the statements a search of `text` runs (for checking that none reads a whole table). */
  plans(text: string): string[] {
    const query = searchQuery(text);
    if (!query) return [];
    const checks = query.words.map(() => 'instr(s.all_words, ?) > 0').join(' AND ');
    const statements = [
      ['SELECT id, name_key FROM search_sites WHERE name_key >= ? AND name_key < ? ORDER BY name_key, id LIMIT ?', [query.key, prefixEnd(query.key), 10]],
      [
        `SELECT s.id FROM search_terms t CROSS JOIN search_sites s ON s.id = t.site WHERE t.term = ? AND t.in_name = ? AND ${checks} ORDER BY t.sort_key, t.site`,
        [termOf(query.words[0]), 1, ...query.words.map((w) => ` ${w}`)],
      ],
    ] as const;
    return statements.flatMap(([sql, params]) =>
      (this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail),
    );
  }

  /** Schools having every query word as a word beginning: in the name (tier given) or with the address. */
  private matchWords(
    query: SearchQuery,
    limit: number,
    found: Map<number, Found>,
    tierInName: number,
    keep: (rows: { id: number; nameKey: string }[], tier: (row: { id: number; nameKey: string }) => number) => void,
  ): void {
    const anchor = this.rarest(query.words);
    const tierOf = (row: IndexedSite) => {
      if (tierInName === MatchTier.Typo) return MatchTier.Typo;
      return matchTier(query, { nameKey: row.name_key, nameWords: row.name_words, allWords: row.all_words }) ?? MatchTier.NameAndPlace;
    };
    // Every word in the name: the first `limit` by name.
    keep(this.scan(anchor, 1, 'name_words', query.words, limit), () => tierInName);
    if (found.size >= limit) return;
    // With the address: enough to fill the list after the better tiers already found.
    const more = limit * 3;
    for (const inName of [1, 0]) {
      const rows = this.scan(anchor, inName, 'all_words', query.words, more);
      const sites = statement(this.db, 'SELECT id, name_key, name_words, all_words FROM search_sites WHERE id = ?');
      keep(rows, (row) => tierOf(sites.get(row.id) as IndexedSite));
    }
  }

  /**
   * Reads the rows of `anchor`'s term (in the name, or only in the address) in name order, keeping the
   * schools whose `column` has every word as a word beginning, until `limit` are kept (and the rows
   * sharing the last one's sort key).
   */
  private scan(anchor: string, inName: number, column: 'name_words' | 'all_words', queryWords: string[], limit: number): { id: number; nameKey: string }[] {
    const checks = queryWords.map(() => `instr(s.${column}, ?) > 0`).join(' AND ');
    const rows = statement(
      this.db,
      `SELECT s.id AS id, s.name_key AS nameKey, t.sort_key AS sortKey FROM search_terms t CROSS JOIN search_sites s ON s.id = t.site
         WHERE t.term = ? AND t.in_name = ? AND ${checks}
         ORDER BY t.sort_key, t.site`,
    ).iterate(termOf(anchor), inName, ...queryWords.map((w) => ` ${w}`)) as IterableIterator<{ id: number; nameKey: string; sortKey: string }>;
    const kept: { id: number; nameKey: string; sortKey: string }[] = [];
    for (const row of rows) {
      if (kept.length >= limit) {
        const last = kept[limit - 1];
        if (row.sortKey !== last.sortKey || last.nameKey.length < SORT_KEY_LENGTH) break;
      }
      kept.push(row);
    }
    kept.sort((a, b) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id - b.id));
    return kept.slice(0, limit);
  }

  /** The query word whose beginning the fewest schools have (the cheapest to read the index by). */
  private rarest(queryWords: string[]): string {
    if (queryWords.length === 1) return queryWords[0];
    const count = statement(this.db, 'SELECT sites FROM search_term_counts WHERE term = ?');
    let best = queryWords[0];
    let fewest = Infinity;
    for (const word of queryWords) {
      const n = (count.get(termOf(word)) as { sites: number } | undefined)?.sites ?? 0;
      if (n < fewest || (n === fewest && word.length > best.length)) [best, fewest] = [word, n];
    }
    return best;
  }

  private beginsSomeWord(word: string): boolean {
    return Boolean(statement(this.db, 'SELECT 1 FROM search_words WHERE word >= ? AND word < ? LIMIT 1').get(word, prefixEnd(word)));
  }

  /** Indexed words that could be `word` with one typo (same first letter, length within one), the commonest first. */
  private wordsNear(word: string): string[] {
    const rows = statement(this.db, 'SELECT word, sites FROM search_words WHERE word >= ? AND word < ? AND length(word) BETWEEN ? AND ?').all(
      word[0],
      prefixEnd(word[0]),
      word.length - 1,
      word.length + 1,
    ) as {
      word: string;
      sites: number;
    }[];
    return rows
      .filter((row) => row.word !== word && withinOneTypo(word, row.word))
      .sort((a, b) => b.sites - a.sites)
      .map((row) => row.word);
  }

}

/** Every choice of one entry per list, at most `cap` of them. */
