import { type SchoolListing, sitePath } from '@schoolpage/content-contract';
import { EncodedText } from './encoded-text';
import { type Around, listingJson } from './listing-json';
import { FoundSchools } from './found-schools';
import { SchoolList } from './school-list';
import { SchoolsByName } from './schools-by-name';
import { SchoolTable, type SchoolTableParts } from './school-table';
import { TermLists, type TermListsParts } from './term-lists';
import {
  combinations,
  MatchTier,
  prefixTerms,
  searchDocument,
  searchQuery,
  TYPO_INDEXED_MIN_LENGTH,
  typoCorrections,
  typoKeys,
} from './search-terms';

/** A published school as the index keeps it: what a result shows, and its normalised name and words (search-terms.ts). */
export interface IndexedSchool {
  organizationId: string;
  templateName: string;
  name: string;
  address: string;
  /** The normalised name: "is" / "starts with" and the list order. */
  nameKey: string;
  /** The name's indexed words between spaces (" saint st marys high school hs "). */
  nameWords: string;
  /** The name's and address's indexed words between spaces. */
  allWords: string;
  /** The school's address /s/<slug> (none yet: results are without one). */
  slug?: string;
}

/** Everything the index holds, as typed arrays and string tables (what a snapshot keeps, index-snapshot.ts). */
export interface SchoolSearchIndexParts {
  table: SchoolTableParts;
  ranks: Float64Array;
  byName: Int32Array;
  inName: TermListsParts;
  inPlace: TermListsParts;
  /** The whole words ever indexed, one a line, by number, and how many schools have each now. */
  words: string;
  wordSchools: Int32Array;
  /** For each typo key, the words filed under it (their numbers). */
  typos: TermListsParts;
}

/**
 * Schools kept as search results give them: a result is made once and shared by later answers while the
 * school is unchanged (so what is worked out from it is kept beside it, the suggestion answer's part in
 * search-answers.service.ts). A school has one place (its number's last bits), so a school listed often
 * stays and one listed rarely is made again: memory bounded, at no cost to find. 131,072 places (about
 * 530 bytes each when taken, with the suggestion part: at most ~70 MB) hold every school of 100,000, and
 * enough of 1,500,000 that lists of 200 seldom push out what suggestions keep (32,768 places made one search
 * cost twice what it did with every school kept as an object).
 */
const ENTRY_PLACES = 1 << 17;

/** A word met while loading: how many schools have it, and its beginnings' lists by length (in names, in places). */
interface LoadedWord {
  schools: number;
  name: (SchoolList | undefined)[];
  place: (SchoolList | undefined)[];
}

/** A school as `put` gives it: indexed while published, absent otherwise. */
export interface SearchedSite {
  published: boolean;
  name: string;
  /** The school's name in its other languages (otherLanguageNames): found as its name is. */
  otherNames?: readonly string[];
  address: string;
  templateName: string;
  /** The school's current slug, when it has one. */
  slug?: string;
}

/**
 * List seeks one step of a search may take before it settles for the schools found so far (words that
 * almost never go together are leapfrogged over the whole index; this bounds it to about a millisecond).
 */
const SEEK_BUDGET = 20_000;
/** The gap between neighbours' ranks when ranks are given out afresh: room for schools indexed later between them. */
const RANK_SPACING = 1 << 16;

/** The words of a spaced word line (" a bc " → a, bc); a line's words are all different. */
function wordsOf(spacedWords: string): string[] {
  return spacedWords.split(' ').filter((word) => word.length > 0);
}

/** How many letters two words begin with alike. */
function sharedBeginning(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a.charCodeAt(length) === b.charCodeAt(length)) length++;
  return length;
}

/**
 * The search index of published schools, held in memory (as Typesense and Meilisearch keep theirs):
 *   - every school in name order (`byName`), for "the name is / starts with the query";
 *   - for every beginning of every word, the schools having it in their name (`inName`) and those having
 *     it only in their address (`inPlace`), each list in name order, so "the first schools by name having
 *     these words" is read off the words' lists;
 *   - the whole words with how many schools have each, and each word filed under its typo keys (itself,
 *     and itself less one letter), so a typo's corrections are a few lookups.
 * Schools are numbered in the order they were indexed (schools of one name keep that order), and each has
 * a rank that rises with its place in name order, so every list is a sorted array of numbers and several
 * words' lists are intersected by leapfrogging: each list jumps (a galloping search) to the school another
 * has reached. A search reads lists, never every school: its work grows with the schools it lists.
 */
export class SchoolSearchIndex {
  private readonly table: SchoolTable;
  /** Each indexed school's number by its id: made when first needed (an index opened from a snapshot may never need it). */
  private numbers?: Map<string, number>;
  private count = 0;
  private readonly byName: SchoolsByName;
  private readonly inName: TermLists;
  private readonly inPlace: TermLists;
  /** Every whole word ever indexed, by its number (kept while no school has it, so numbers stay). */
  private readonly vocabulary = new Map<string, number>();
  private words: string[] = [];
  /** How many schools have each word, by its number. */
  private wordSchools = new Int32Array(1024);
  /** Each word's number as its order on typo lists (a typo key's words, in TermLists, are in number order). */
  private wordOrder = new Float64Array(0);
  private readonly typos: TermLists;
  private readonly entries: (Readonly<SchoolListing> | undefined)[] = new Array<undefined>(ENTRY_PLACES).fill(undefined);
  /** The school whose result is in each place of `entries` (-1: none). */
  private readonly entryOwners = new Int32Array(ENTRY_PLACES).fill(-1);
  /** Each school's place in name order, by number (see the class comment). */
  private ranks: Float64Array;
  /** While loading: each word's schools counted, and its lists by length of beginning (see `loadInOrder`). */
  private loading?: Map<string, LoadedWord>;
  /** The schools a search has found so far, with their tiers (one set, used by every search in turn). */
  private readonly foundSchools = new FoundSchools();
  /** Schools the running search has compared or jumped to (for `schoolsLookedAt`). */
  private looked = 0;

  /** An empty index, or one made again from what `parts` gave (a snapshot's). */
  constructor(parts?: SchoolSearchIndexParts) {
    this.table = new SchoolTable(parts?.table);
    this.ranks = parts?.ranks ?? new Float64Array(1024);
    const byName = parts ? SchoolList.of(parts.byName) : undefined;
    const nameKeys = {
      of: (school: number) => this.table.text(school, 'nameKey'),
      compare: (school: number, nameKey: EncodedText) => this.table.compareText(school, 'nameKey', nameKey),
      begins: (school: number, nameKey: EncodedText) => this.table.textBegins(school, 'nameKey', nameKey),
    };
    this.byName = new SchoolsByName(nameKeys, byName);
    this.inName = new TermLists(parts?.inName);
    this.inPlace = new TermLists(parts?.inPlace);
    this.typos = new TermLists(parts?.typos);
    if (!parts) return;
    for (let number = 0; number < this.table.length; number++) if (this.table.has(number)) this.count++;
    if (parts.wordSchools.length === 0) return;
    this.words = parts.words.split('\n');
    this.words.forEach((word, number) => this.vocabulary.set(word, number));
    this.wordSchools = parts.wordSchools.slice();
    this.growWordOrder(this.words.length);
  }

  /** How many schools are indexed. */
  get size(): number {
    return this.count;
  }

  private get numberOf(): Map<string, number> {
    if (!this.numbers) {
      this.numbers = new Map();
      for (let number = 0; number < this.table.length; number++) if (this.table.has(number)) this.numbers.set(this.table.text(number, 'organizationId'), number);
    }
    return this.numbers;
  }

  /**
   * Everything the index holds, for a snapshot, as it is now however the index changes later (what changes
   * in place is copied; the packed term lists are never changed in place, see TermLists).
   */
  parts(): SchoolSearchIndexParts {
    return {
      table: this.table.parts(),
      ranks: this.ranks.slice(0, this.table.length),
      byName: this.byName.schools().slice(),
      inName: this.inName.parts(),
      inPlace: this.inPlace.parts(),
      words: this.words.join('\n'),
      wordSchools: this.wordSchools.slice(0, this.words.length),
      typos: this.typos.parts(),
    };
  }

  /** Bytes the index's arrays hold (the school table, the ranks and name order, the packed term lists). */
  get byteLength(): number {
    return this.table.byteLength + this.ranks.byteLength + this.byName.schools().byteLength + this.inName.byteLength + this.inPlace.byteLength + this.typos.byteLength;
  }

  /** Fills the index with many schools at once (see `loadInOrder`). */
  load(schools: Iterable<IndexedSchool>): void {
    this.loadInOrder(schools);
    this.loaded();
  }

  /**
   * Adds many schools, best given in name order (as `search_sites` reads them, a page at a time): a school
   * that comes after every school indexed is appended to its lists, with each distinct word's lists looked
   * up once for the whole load, not once per school; one out of order is inserted as `put` does. A school
   * already indexed is passed over (a page read after it changed: the change itself comes after). Call
   * `loaded` after the last.
   */
  loadInOrder(schools: Iterable<IndexedSchool>): void {
    const words = (this.loading ??= new Map<string, LoadedWord>());
    const append = (lists: TermLists, known: (SchoolList | undefined)[], word: string, length: number, number: number) => {
      const list = (known[length - 1] ??= lists.listOf(word.slice(0, length)));
      // Lists are appended in name order, so a term met twice in one school finds it last on the list already.
      if (list.last() !== number) list.append(number);
    };
    for (const school of schools) {
      if (this.numberOf.has(school.organizationId)) continue;
      const last = this.byName.size === 0 ? -1 : this.byName.at(this.byName.size - 1);
      // Numbers only rise, so a school of the last one's name comes after it too.
      if (last >= 0 && this.byName.nameKeyAt(this.byName.size - 1) > school.nameKey) {
        this.add(school);
        continue;
      }
      const number = this.table.push(school);
      this.numberOf.set(school.organizationId, number);
      this.count++;
      this.growRanks(number);
      this.ranks[number] = (last < 0 ? 0 : this.ranks[last]) + RANK_SPACING;
      this.byName.append(number);
      const nameWords = wordsOf(school.nameWords);
      for (const word of wordsOf(school.allWords)) {
        let known = words.get(word);
        if (!known) words.set(word, (known = { schools: 0, name: [], place: [] }));
        known.schools++;
        // The word's beginnings up to the longest it shares with a name word are the name's terms.
        let inName = 0;
        for (const nameWord of nameWords) inName = Math.max(inName, sharedBeginning(word, nameWord));
        if (inName === word.length) for (let length = 1; length <= word.length; length++) append(this.inName, known.name, word, length, number);
        else for (let length = inName + 1; length <= word.length; length++) append(this.inPlace, known.place, word, length, number);
      }
    }
  }

  /** The load is over: the words counted while loading join the vocabulary, and the lists give back their room for growth. */
  loaded(): void {
    for (const [word, { schools }] of this.loading ?? []) this.countWord(word, schools);
    this.loading = undefined;
    this.typos.pack();
    this.table.fit();
    this.byName.fit();
    this.inName.pack();
    this.inPlace.pack();
  }

  /** What the index would keep of a site (undefined: not indexed, as it is not published). */
  static schoolOf(organizationId: string, site: SearchedSite): IndexedSchool | undefined {
    if (!site.published) return undefined;
    const doc = searchDocument(site.name, site.address, site.otherNames);
    return {
      organizationId,
      templateName: site.templateName,
      name: site.name,
      address: site.address,
      nameKey: doc.nameKey,
      nameWords: doc.nameWords,
      allWords: doc.allWords,
      slug: site.slug,
    };
  }

  /** Keeps one site in step: indexed under its name and address while published, absent otherwise. */
  put(organizationId: string, site: SearchedSite): void {
    const number = this.numberOf.get(organizationId);
    const text = (name: 'name' | 'address' | 'nameWords') => this.table.text(number!, name);
    const sameWords = () => text('nameWords') === searchDocument(site.name, site.address, site.otherNames).nameWords;
    if (number !== undefined && site.published && text('name') === site.name && text('address') === site.address && sameWords()) {
      if (this.table.templateName(number) !== site.templateName) {
        this.table.setTemplateName(number, site.templateName);
        this.forgetEntry(number);
      }
      if (this.table.slug(number) !== (site.slug ?? '')) {
        this.table.setSlug(number, site.slug ?? '');
        this.forgetEntry(number);
      }
      return;
    }
    if (number !== undefined) this.remove(number);
    const school = SchoolSearchIndex.schoolOf(organizationId, site);
    if (school) this.add(school);
  }

  private add(school: IndexedSchool): void {
    const number = this.table.push(school);
    this.numberOf.set(school.organizationId, number);
    this.count++;
    this.rankNew(number, school.nameKey);
    const { nameTerms, placeTerms } = termsOf(school);
    for (const term of nameTerms) this.inName.listOf(term).insert(number, this.ranks);
    for (const term of placeTerms) this.inPlace.listOf(term).insert(number, this.ranks);
    this.countWords(school.allWords, +1);
  }

  /** Places a new school in name order and gives it a rank between its neighbours' (all ranks afresh when they have no room). */
  private rankNew(number: number, nameKey: string): void {
    this.growRanks(number);
    // After every school of its name: schools of one name keep the order they were indexed in.
    const at = this.byName.firstAfter(nameKey);
    const before = at > 0 ? this.ranks[this.byName.at(at - 1)] : 0;
    const after = at < this.byName.size ? this.ranks[this.byName.at(at)] : before + 2 * RANK_SPACING;
    const rank = Math.floor((before + after) / 2);
    this.ranks[number] = rank;
    this.byName.insertAt(at, number);
    // Between two neighbours is no more room: every school gets a rank afresh (no list's order changes).
    if (rank <= before || rank >= after) this.rankAfresh();
  }

  private growRanks(number: number): void {
    if (number < this.ranks.length) return;
    const ranks = new Float64Array(Math.max(1024, number * 2));
    ranks.set(this.ranks);
    this.ranks = ranks;
  }

  /** Ranks every school afresh in name order, RANK_SPACING apart. */
  private rankAfresh(): void {
    for (let at = 0; at < this.byName.size; at++) this.ranks[this.byName.at(at)] = (at + 1) * RANK_SPACING;
  }

  private remove(number: number): void {
    const school = { nameWords: this.table.text(number, 'nameWords'), allWords: this.table.text(number, 'allWords') };
    const { nameTerms, placeTerms } = termsOf(school);
    for (const [lists, terms] of [[this.inName, nameTerms], [this.inPlace, placeTerms]] as const) {
      for (const term of terms) lists.listOf(term).remove(number, this.ranks);
    }
    this.byName.remove(number, this.ranks);
    this.countWords(school.allWords, -1);
    this.numberOf.delete(this.table.text(number, 'organizationId'));
    this.count--;
    this.table.remove(number);
    this.forgetEntry(number);
  }

  /** Counts a school's whole words in (+1) or out (-1); a word is filed under its typo keys while some school has it. */
  private countWords(allWords: string, change: 1 | -1): void {
    for (const word of wordsOf(allWords)) this.countWord(word, change);
  }

  /** Counts `change` more schools having `word`: a word is filed under its typo keys while some school has it. */
  private countWord(word: string, change: number): void {
    let number = this.vocabulary.get(word);
    if (number === undefined) {
      number = this.words.push(word) - 1;
      this.vocabulary.set(word, number);
      this.growWordOrder(this.words.length);
    }
    const before = this.wordSchools[number];
    const schools = before + change;
    this.wordSchools[number] = schools;
    if (word.length < TYPO_INDEXED_MIN_LENGTH) return;
    if (before === 0 && schools > 0) for (const key of typoKeys(word)) this.typos.listOf(key).insert(number, this.wordOrder);
    if (before > 0 && schools === 0) for (const key of typoKeys(word)) this.typos.listOf(key).remove(number, this.wordOrder);
  }

  /** Room for `words` words in the word counts and the typo lists' order. */
  private growWordOrder(words: number): void {
    if (words > this.wordSchools.length) {
      const counts = new Int32Array(Math.max(1024, words * 2));
      counts.set(this.wordSchools);
      this.wordSchools = counts;
    }
    if (words > this.wordOrder.length) {
      this.wordOrder = new Float64Array(Math.max(1024, words * 2));
      for (let number = 0; number < this.wordOrder.length; number++) this.wordOrder[number] = number;
    }
  }

  /** The best `limit` published schools for `text`, best first (see search-terms.ts for the ranking). */
  search(text: string, limit: number): Readonly<SchoolListing>[] {
    return this.found(text, limit).map((number) => this.entryOf(number));
  }

  /**
   * The same schools as `search`, as a list answer's JSON array written from the bytes the index keeps
   * (listing-json.ts), between `around`'s bytes; undefined when a school found has no slug yet (its address is then asked of the store).
   */
  listingJson(text: string, limit: number, around?: Around): Buffer | undefined {
    const found = this.found(text, limit);
    if (found.some((number) => this.table.slugStart(number) === this.table.slugEnd(number))) return undefined;
    return listingJson(this.table, found, around);
  }

  /** The numbers of the best `limit` published schools for `text`, best first. */
  private found(text: string, limit: number): number[] {
    this.looked = 0;
    const query = searchQuery(text);
    if (!query || limit <= 0) return [];
    const found = this.foundSchools.start(this.table.length);
    const keep = (schools: number[], tier: MatchTier) => {
      for (const number of schools) found.add(number, tier);
    };

    // The name is the query or starts with it: read straight off the name order (compared where it is kept, not decoded).
    const key = new EncodedText(query.key);
    for (let at = this.byName.firstAtOrAfter(key); at < this.byName.size && found.size < limit; at++) {
      this.looked++;
      if (!this.byName.beginsAt(at, key)) break;
      found.add(this.byName.at(at), this.byName.compareAt(at, key) === 0 ? MatchTier.ExactName : MatchTier.NameStart);
    }

    // Each later step ranks below the ones before and reads only while the list is not full, so it finds
    // every school of the better tiers already (a school found again keeps its better tier).
    if (found.size < limit) {
      if (query.words.every((word) => this.isKnown(word))) {
        if (query.words.every((word) => this.inName.has(word))) keep(this.matching(query.words, 'name', limit), MatchTier.NameWords);
        if (found.size < limit) keep(this.matching(query.words, 'name or place', limit), MatchTier.NameAndPlace);
      } else {
        // One typo per long word that begins no indexed word: the query read with each word's likeliest corrections.
        const corrections = query.words.map((word) => (this.isKnown(word) ? [word] : this.corrections(word)));
        if (corrections.every((c) => c.length > 0)) {
          for (const corrected of combinations(corrections, 9)) {
            keep(this.matching([...new Set(corrected)], 'name or place', limit), MatchTier.Typo);
            if (found.size >= limit) break;
          }
        }
      }
    }

    // By tier, then by name as the ranks follow it (schools of one name in the order they were indexed):
    // search-terms' `compareRanked`, read off the ranks instead of comparing the names again.
    return found.best(this.ranks, limit);
  }

  /** The school as results give it (see ENTRY_PLACES). */
  private entryOf(number: number): Readonly<SchoolListing> {
    const place = number & (ENTRY_PLACES - 1);
    if (this.entryOwners[place] === number) return this.entries[place]!;
    const slug = this.table.slug(number);
    const entry = Object.freeze({
      _id: this.table.text(number, 'organizationId'),
      templateName: this.table.templateName(number),
      organizationName: this.table.text(number, 'name'),
      contactDetails: Object.freeze({ address: this.table.text(number, 'address') }),
      ...(slug ? { slug, siteUrl: sitePath(slug) } : {}),
    });
    this.entries[place] = entry;
    this.entryOwners[place] = number;
    return entry;
  }

  private forgetEntry(number: number): void {
    const place = number & (ENTRY_PLACES - 1);
    if (this.entryOwners[place] === number) this.entryOwners[place] = -1;
  }

  /** How many schools a search of `text` compares (for checking that a search never reads every school). */
  schoolsLookedAt(text: string): number {
    this.search(text, 10);
    return this.looked;
  }

  /** True when `word` begins some indexed word. */
  private isKnown(word: string): boolean {
    return this.inName.has(word) || this.inPlace.has(word);
  }

  /**
   * The first `limit` schools in name order having every word as a word beginning, in the name or in the
   * name or address: a leapfrog over the words' lists (a word's lists are its name list, and with the
   * address its place list), from the shortest: each word jumps to the first school at or after the one
   * another word has reached, until all agree on a school. The seeks grow with the schools listed, and
   * stop at SEEK_BUDGET where the words almost never go together.
   */
  private matching(words: string[], scope: 'name' | 'name or place', limit: number): number[] {
    const cursors = words
      .map((word) => new WordCursor((scope === 'name' ? [this.inName.get(word)] : [this.inName.get(word), this.inPlace.get(word)]).filter((list) => list !== undefined)))
      .sort((a, b) => a.size - b.size);
    const matched: number[] = [];
    let rank = -Infinity;
    for (let seeks = SEEK_BUDGET; matched.length < limit && seeks > 0; ) {
      let agreed = 0;
      for (let i = 0; agreed < cursors.length && seeks > 0; i = (i + 1) % cursors.length, seeks--) {
        const school = cursors[i].seek(this.ranks, rank);
        this.looked++;
        if (school < 0) return matched;
        if (this.ranks[school] === rank) agreed++;
        else {
          rank = this.ranks[school];
          agreed = 1;
        }
      }
      if (agreed < cursors.length) break;
      matched.push(cursors[0].seek(this.ranks, rank));
      rank = rank + 1;
    }
    return matched;
  }

  /** Indexed words one typo from `word` (found by its typo keys), the commonest first; nothing for short words. */
  private corrections(word: string): string[] {
    const candidates = new Set<string>();
    for (const key of typoKeys(word)) for (const number of this.typos.get(key)?.schools() ?? []) candidates.add(this.words[number]);
    const schoolsWith = (word: string) => this.wordSchools[this.vocabulary.get(word)!];
    const commonestFirst = [...candidates].sort((a, b) => schoolsWith(b) - schoolsWith(a) || (a < b ? -1 : a > b ? 1 : 0));
    return typoCorrections(word, commonestFirst);
  }
}

/** A school's terms: every beginning of its name's words, and those of its address's words not among them. */
function termsOf(school: Pick<IndexedSchool, 'nameWords' | 'allWords'>): { nameTerms: Set<string>; placeTerms: Set<string> } {
  // Every beginning of every word, however long: the index in memory keeps whole words too.
  const nameTerms = new Set(prefixTerms(wordsOf(school.nameWords), Infinity));
  const placeTerms = new Set(prefixTerms(wordsOf(school.allWords), Infinity).filter((term) => !nameTerms.has(term)));
  return { nameTerms, placeTerms };
}

/** Where one query word has got to on its lists (its name list, and its place list): the next school in name order. */
class WordCursor {
  private readonly at: number[];
  readonly size: number;

  constructor(private readonly lists: SchoolList[]) {
    this.at = lists.map(() => 0);
    this.size = lists.reduce((sum, list) => sum + list.size, 0);
  }

  /** The first school ranked at or after `rank` on any of the word's lists (-1 when none is left). */
  seek(ranks: Float64Array, rank: number): number {
    let first = -1;
    for (let i = 0; i < this.lists.length; i++) {
      const list = this.lists[i];
      this.at[i] = list.seek(ranks, rank, this.at[i]);
      if (this.at[i] < list.size) {
        const school = list.at(this.at[i]);
        if (first < 0 || ranks[school] < ranks[first]) first = school;
      }
    }
    return first;
  }
}
