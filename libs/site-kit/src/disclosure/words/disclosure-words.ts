import { catalogueChunks } from '../../words/catalogue-chunks';
import { usePageWords } from '../../words/page-words';
import english from './en.messages.json';

/** The disclosure page's own words (its title, headings, column heads, print button). */
export type DisclosureWordId = keyof typeof english;

/** English, the spec's words (the board's section names), with the page's code. */
export const DISCLOSURE_WORDS_EN: Record<DisclosureWordId, string> = english;

/**
 * Each other language's disclosure words, in that language's chunk of site words (site-catalogues.ts), as the
 * enquiry's are (see enquiry-words.ts): a language adds no chunk to the list every page's script carries.
 */
export const DISCLOSURE_CATALOGUES = catalogueChunks<DisclosureWordId>({
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

/** The disclosure page's words in the page's language. */
export function useDisclosureWords() {
  return usePageWords(DISCLOSURE_WORDS_EN, DISCLOSURE_CATALOGUES);
}
