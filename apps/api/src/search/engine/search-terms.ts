/**
 * What school search matches on, in one place, without a database: how names and addresses become
 * words (case, accents and punctuation ignored; abbreviations in both forms), which words a database
 * indexes (every word's beginnings), how a query is read, how far a typo may go, how results rank, and
 * which part of an address names the place. The persistence adapters only index these terms and query them.
 */

import { hasIndicLetters, romanizeIndic } from '../../common/indic-romanization';

/** Words a parent may write either way; each is indexed in every form, so a query in one form finds the other. */
const ABBREVIATIONS: readonly (readonly string[])[] = [
  ['st', 'saint'],
  ['govt', 'government'],
  ['sr', 'senior'],
  ['sec', 'secondary'],
  ['hs', 'high school'],
  ['no', 'number'],
];

const FORMS = new Map<string, string[]>();
for (const family of ABBREVIATIONS) for (const form of family) FORMS.set(form, family.flatMap((f) => f.split(' ')));

/** Printable ASCII only: no accents, no letters beyond a–z, so the words need no Unicode work (most queries). */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Words of a text: accents dropped, lower case, apostrophes closed up ("Mary's" → marys), other punctuation a space. */
export function searchWords(text: string): string[] {
  if (PLAIN_ASCII.test(text)) {
    return text
      .toLowerCase()
      .replace(/['`]/g, '')
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  }
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’‘`´]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The text as one normalised line (words joined by one space): what "the name is / starts with" compares. */
export function searchKey(text: string): string {
  return searchWords(text).join(' ');
}

/**
 * Every form a text's words are indexed under: each word, for an abbreviation every form of it ("hs" → hs, high,
 * school), and for a word of an Indian script its Latin spelling too, so "sanraiz" finds "सनराइज़" (#29).
 */
export function indexedWords(text: string): string[] {
  const words = new Set<string>();
  const plain = searchWords(text);
  if (hasIndicLetters(text)) plain.push(...searchWords(romanizeIndic(text)));
  for (let i = 0; i < plain.length; i++) {
    const word = plain[i];
    words.add(word);
    for (const form of FORMS.get(word) ?? []) words.add(form);
    // "high school" written out is also "hs".
    if (word === 'high' && plain[i + 1] === 'school') words.add('hs');
  }
  return [...words];
}

/** Beginnings kept per word: a query word longer than this is matched on its first MAX_PREFIX letters and checked in full. */
export const MAX_PREFIX = 12;

/** The beginnings (1 to `maxLength` letters) of every word, once each: what a term index holds. */
export function prefixTerms(words: readonly string[], maxLength = MAX_PREFIX): string[] {
  const terms = new Set<string>();
  for (const word of words) {
    for (let length = 1; length <= Math.min(word.length, maxLength); length++) terms.add(word.slice(0, length));
  }
  return [...terms];
}

/** The index term a query word is looked up under (its first MAX_PREFIX letters). */
export function termOf(word: string): string {
  return word.slice(0, MAX_PREFIX);
}

/** What a database keeps of a published school for search. */
export interface SearchDocument {
  /** The normalised name (for "is" / "starts with" and for ordering). */
  nameKey: string;
  /** The name's indexed words, between spaces: " saint st marys high school hs ". */
  nameWords: string;
  /** The name's and address's indexed words, between spaces. */
  allWords: string;
  /** Index terms (beginnings) of the name's words. */
  nameTerms: string[];
  /** Index terms of the address's words not already among the name's. */
  addressTerms: string[];
  /** Whole indexed words of name and address (the vocabulary typos are corrected against). */
  vocabulary: string[];
}

/** `otherNames`: the school's name in its other languages, found like its name (words only; the name key stays the name's). */
export function searchDocument(name: string, address: string, otherNames: readonly string[] = []): SearchDocument {
  const name_ = [...new Set([name, ...otherNames].flatMap(indexedWords))];
  const address_ = indexedWords(address);
  const all = [...new Set([...name_, ...address_])];
  const nameTerms = prefixTerms(name_);
  const inName = new Set(nameTerms);
  return {
    nameKey: searchKey(name),
    nameWords: ` ${name_.join(' ')} `,
    allWords: ` ${all.join(' ')} `,
    nameTerms,
    addressTerms: prefixTerms(address_).filter((term) => !inName.has(term)),
    vocabulary: all,
  };
}

/** A query as the adapters use it. */
export interface SearchQuery {
  /** The normalised query line ("st marys"). */
  key: string;
  /** Its words, each matched as the beginning of a word (at most MAX_QUERY_WORDS). */
  words: string[];
}

export const MAX_QUERY_WORDS = 6;

/** Reads a typed query; undefined when it holds no word. */
export function searchQuery(text: string): SearchQuery | undefined {
  const all = searchWords(text);
  const words = [...new Set(all)].slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return undefined;
  return { key: all.join(' '), words };
}

/** True when `word` begins one of the words in `spacedWords` (" a b c "). */
export function beginsAWord(spacedWords: string, word: string): boolean {
  return spacedWords.includes(` ${word}`);
}

/** Shortest query word for which one typo is forgiven. */
export const TYPO_MIN_LENGTH = 5;

/** True when `a` and `b` differ by at most one letter inserted, removed, changed, or two neighbours swapped. */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // two swapped
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Vocabulary words a query word may have meant, one typo away (the word itself excluded); nothing for short words. */
export function typoCorrections(word: string, vocabulary: Iterable<string>, limit = 3): string[] {
  if (word.length < TYPO_MIN_LENGTH) return [];
  const found: string[] = [];
  for (const candidate of vocabulary) {
    if (candidate !== word && withinOneTypo(word, candidate)) found.push(candidate);
    if (found.length >= limit) break;
  }
  return found;
}

/** Shortest indexed word kept under its typo keys: one letter short of TYPO_MIN_LENGTH (a query with a letter too many). */
export const TYPO_INDEXED_MIN_LENGTH = TYPO_MIN_LENGTH - 1;

/**
 * The keys a word is filed under for typo lookups (symmetric delete): the word itself and the word with
 * each one of its letters left out. Two words one typo apart (a letter more, less, changed, or two
 * neighbours swapped) share a key, so a query word's candidates are found by its keys, then checked.
 */
export function typoKeys(word: string): string[] {
  const keys = new Set([word]);
  for (let i = 0; i < word.length; i++) keys.add(word.slice(0, i) + word.slice(i + 1));
  return [...keys];
}

/** Every choice of one entry per list (the query read with each word's corrections), at most `cap` of them. */
export function combinations(lists: readonly string[][], cap: number): string[][] {
  let all: string[][] = [[]];
  for (const list of lists) all = all.flatMap((prefix) => list.map((item) => [...prefix, item])).slice(0, cap);
  return all;
}

/** Ranks, best first: the name is the query, starts with it, has every word as a word start, has them with the address, or only with a typo. */
export const MatchTier = { ExactName: 0, NameStart: 1, NameWords: 2, NameAndPlace: 3, Typo: 4 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** How a school matched (without typos): undefined when some word is found neither in its name nor in its address. */
export function matchTier(query: SearchQuery, doc: Pick<SearchDocument, 'nameKey' | 'nameWords' | 'allWords'>): MatchTier | undefined {
  if (!query.words.every((word) => beginsAWord(doc.allWords, word))) return undefined;
  if (doc.nameKey === query.key) return MatchTier.ExactName;
  if (doc.nameKey.startsWith(query.key)) return MatchTier.NameStart;
  if (query.words.every((word) => beginsAWord(doc.nameWords, word))) return MatchTier.NameWords;
  return MatchTier.NameAndPlace;
}

/** A result's place in the list: tier, then name (schools of one name in the order the adapter keeps them). */
export function compareRanked(a: { tier: number; nameKey: string }, b: { tier: number; nameKey: string }): number {
  return a.tier - b.tier || (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : 0);
}

/** The (upper-bound exclusive) end of the keys starting with `prefix`. */
export function prefixEnd(prefix: string): string {
  return prefix + '\uffff';
}

/** Parts of an address that name no place a parent tells schools apart by. */
const NOT_A_PLACE = new Set(
  [
    'india', 'bharat', 'andhra pradesh', 'arunachal pradesh', 'assam', 'bihar', 'chhattisgarh', 'goa', 'gujarat', 'haryana',
    'himachal pradesh', 'jharkhand', 'karnataka', 'kerala', 'madhya pradesh', 'maharashtra', 'manipur', 'meghalaya', 'mizoram',
    'nagaland', 'odisha', 'orissa', 'punjab', 'rajasthan', 'sikkim', 'tamil nadu', 'tamilnadu', 'telangana', 'tripura',
    'uttar pradesh', 'uttarakhand', 'west bengal', 'jammu and kashmir', 'ladakh', 'puducherry', 'chandigarh', 'nepal',
    'bangladesh', 'sri lanka', 'usa', 'united states', 'uk', 'united kingdom',
  ].map(searchKey),
);

/**
 * The place a school is in, as suggestions show it under the name: the last part of the address
 * (comma or line separated) that is not a postal code, a state or a country. "12 MG Road, Indiranagar,
 * Bengaluru, Karnataka 560038" → "Bengaluru"; with `parts` 2, the part before it too (the area, or the
 * street): "Indiranagar, Bengaluru", what tells apart two schools of one name in one city. Empty when the
 * address names no place.
 */
export function placeOf(address: string, parts = 1): string {
  const named = address
    .split(/[,\n;]+/)
    .map((part) => part.replace(/[-–\s]*\b(?:pin(?:code)?[:\s-]*)?\d[\d\s-]{3,}\d\b\s*$/i, '').replace(/^[\s-]+|[\s-]+$/g, '').trim())
    .filter((part) => /\p{L}/u.test(part));
  for (let i = named.length - 1; i >= 0; i--) {
    if (!NOT_A_PLACE.has(searchKey(named[i]))) return named.slice(Math.max(0, i - parts + 1), i + 1).join(', ').slice(0, 60);
  }
  return '';
}
