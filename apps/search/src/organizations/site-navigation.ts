import { SEARCH_LIST_QUERY, SEARCH_LIST_ROUTE, SEARCH_WORDS_STORAGE_KEY, WEB_ROUTE, type SchoolSuggestion } from '@schoolpage/content-contract';

/** Where a school found by search is opened: its own site's address, or (a school the answer gives none) the spec's /web entry. */
export type SiteLocation = { href: string } | { to: string; state: { _id: string; templateName: string } };

/**
 * Where an institution's public site is: its permanent address (`/s/<slug>`, a page of its own the browser loads),
 * or, when the answer names none, the shell's /web entry with the navigation state it reads (spec §2).
 */
export function siteLocation({ _id, templateName, siteUrl }: Pick<SchoolSuggestion, '_id' | 'templateName' | 'siteUrl'>): SiteLocation {
  if (siteUrl && isSiteAddress(siteUrl)) return { href: siteUrl };
  return { to: `${WEB_ROUTE}/${encodeURIComponent(templateName)}`, state: { _id, templateName } };
}

/** An address of this platform (`/s/<slug>`) or a web address of the school's own: never a script or another scheme. */
function isSiteAddress(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Navigation state of /search-list: the typed organisation name (spec §2), and the page of results the
 * visitor last looked at, so coming back from a school's site shows that page again.
 */
export interface SearchListState {
  searchValue: string;
  page?: number;
}

/** /search-list with the words in its address (`?q=`) and, as the spec has it, in its navigation state. */
export function searchListLocation(searchValue: string) {
  const state: SearchListState = { searchValue };
  return { to: { pathname: SEARCH_LIST_ROUTE, search: `?${new URLSearchParams({ [SEARCH_LIST_QUERY]: searchValue })}` }, state };
}

/** The name to search for: the address's `?q=` (a reload, a shared search), else the navigation state's (spec §2). */
export function searchedWords(search: string, state: unknown): string {
  const inAddress = new URLSearchParams(search).get(SEARCH_LIST_QUERY)?.trim();
  return inAddress || searchValueFrom(state);
}

/** The name to search for, from /search-list's navigation state (an object, or the bare name). */
export function searchValueFrom(state: unknown): string {
  if (typeof state === 'string') return state.trim();
  if (state && typeof state === 'object') {
    const value = (state as Partial<SearchListState>).searchValue;
    if (typeof value === 'string') return value.trim();
  }
  return '';
}

/** The page of results kept in /search-list's navigation state (1 when none). */
export function pageFrom(state: unknown): number {
  const page = state && typeof state === 'object' ? (state as Partial<SearchListState>).page : undefined;
  return typeof page === 'number' && Number.isInteger(page) && page > 0 ? page : 1;
}

/** Keeps the words that led to a school for its site's first page to report (the school's Visitors page lists them). */
export function rememberSearchWords(words: string): void {
  try {
    if (words.trim()) sessionStorage.setItem(SEARCH_WORDS_STORAGE_KEY, words.trim());
  } catch {
    // Storage may be refused (private mode): the visit is counted without its words.
  }
}
