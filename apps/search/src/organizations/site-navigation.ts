import { SEARCH_LIST_ROUTE, SEARCH_WORDS_STORAGE_KEY, WEB_ROUTE, type SchoolSuggestion } from '@schoolpage/content-contract';

/** Where an institution's public site is, with the navigation state the shell's /web entry reads (spec §2). */
export function siteLocation({ _id, templateName }: Pick<SchoolSuggestion, '_id' | 'templateName'>) {
  return { to: `${WEB_ROUTE}/${encodeURIComponent(templateName)}`, state: { _id, templateName } };
}

/**
 * Navigation state of /search-list: the typed organisation name (spec §2), and the page of results the
 * visitor last looked at, so coming back from a school's site shows that page again.
 */
export interface SearchListState {
  searchValue: string;
  page?: number;
}

export function searchListLocation(searchValue: string) {
  const state: SearchListState = { searchValue };
  return { to: SEARCH_LIST_ROUTE, state };
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
