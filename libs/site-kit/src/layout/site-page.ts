import { DISCLOSURE_PAGE, ENQUIRY_PAGE, NEWS_PAGE, type SitePageEntry } from '@schoolpage/content-contract';
import type { SiteWordId } from '../words/site-catalogues';
import type { SiteWords } from '../words/site-words';

/**
 * One entry of a template's navigation: a label (English, the spec's) and the page below the base path ('' is
 * home), with the id of its words in the page's language.
 */
export type SitePage = SitePageEntry & { word?: SiteWordId };

/** The pages every site may add to a template's (see siteMenuPages), by their words. */
const ADDED_PAGES: Readonly<Record<string, SiteWordId>> = { [DISCLOSURE_PAGE]: 'menuDisclosure', [NEWS_PAGE]: 'menuNews', [ENQUIRY_PAGE]: 'menuEnquire' };

/** What a menu entry says in the page's language: the template's words, or the school's own page title as it is. */
export function menuLabel(entry: SitePage, words: Pick<SiteWords, 't'>): string {
  const word = entry.word ?? ADDED_PAGES[entry.page];
  return word ? words.t(word) : entry.label;
}
