import { catalogueChunks } from '../../words/catalogue-chunks';
import { usePageWords } from '../../words/page-words';
import english from './en.messages.json';

/** The enquiry form's and pages' words (labels, buttons, headings, and the API's own answers). */
export type EnquiryWordId = keyof typeof english;

/** English, the spec's words, with the enquiry's code (its answers the API's ENQUIRY_MESSAGES word for word: see the catalogue spec). */
export const ENQUIRY_WORDS_EN: Record<EnquiryWordId, string> = english;

/**
 * Each other language's enquiry words, in that language's chunk of site words (site-catalogues.ts), which every page
 * in the language loads first: the form waits for no download of its own, and a language adds no chunk to the list
 * every page's script carries (an English page's too, whose budget has no room for a chunk per page and language).
 */
export const ENQUIRY_CATALOGUES = catalogueChunks<EnquiryWordId>({
  hi: () => import(/* webpackChunkName: "site-words-hi" */ './hi.messages.json'),
  bn: () => import(/* webpackChunkName: "site-words-bn" */ './bn.messages.json'),
  mr: () => import(/* webpackChunkName: "site-words-mr" */ './mr.messages.json'),
  te: () => import(/* webpackChunkName: "site-words-te" */ './te.messages.json'),
  ta: () => import(/* webpackChunkName: "site-words-ta" */ './ta.messages.json'),
  gu: () => import(/* webpackChunkName: "site-words-gu" */ './gu.messages.json'),
  ur: () => import(/* webpackChunkName: "site-words-ur" */ './ur.messages.json'),
  kn: () => import(/* webpackChunkName: "site-words-kn" */ './kn.messages.json'),
  ml: () => import(/* webpackChunkName: "site-words-ml" */ './ml.messages.json'),
  or: () => import(/* webpackChunkName: "site-words-or" */ './or.messages.json'),
  pa: () => import(/* webpackChunkName: "site-words-pa" */ './pa.messages.json'),
});

/** The enquiry's words in the page's language. */
export function useEnquiryWords() {
  return usePageWords(ENQUIRY_WORDS_EN, ENQUIRY_CATALOGUES);
}
