/** User-facing texts of the search box and the search results page (spec §2, verbatim). */
export const SEARCH_MESSAGES = {
  placeholder: 'Search your School ...',
  inputLabel: 'Search your School',
  searchButton: 'Search',
  loading: 'Loading...',
  noSuggestions: 'No results found for "{query}"',
  listTitle: 'Available List',
  noResults: 'No results found.',
  previousPage: 'Previous',
  nextPage: 'Next',
  paginationLabel: 'Search results pages',
  pageNumber: 'Page {page}',
  pagePosition: 'Page {page} of {count}',
} as const;

/** Spec §9: suggestions are fetched this long after typing stops; results are shown this many a page. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_PAGE_SIZE = 8;

/** 'No results found for "{query}"' for the typed query. */
export function noSuggestionsFor(query: string): string {
  return SEARCH_MESSAGES.noSuggestions.replace('{query}', query);
}

/** Fills the `{page}` and `{count}` placeholders of a pagination text. */
export function pageText(text: string, page: number, count?: number): string {
  return text.replace('{page}', String(page)).replace('{count}', String(count ?? ''));
}
