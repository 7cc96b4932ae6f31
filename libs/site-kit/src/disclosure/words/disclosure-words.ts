import { catalogueChunks, usePageWords } from '../../words/page-words';
import english from './en.messages.json';

/** The disclosure page's own words (its title, headings, column heads, print button). */
export type DisclosureWordId = keyof typeof english;

/** English, the spec's words (the board's section names), with the page's code. */
export const DISCLOSURE_WORDS_EN: Record<DisclosureWordId, string> = english;

/** Each other language's disclosure words, a chunk of its own, downloaded only where the page is drawn in that language. */
export const DISCLOSURE_CATALOGUES = catalogueChunks<DisclosureWordId>({
  hi: () => import(/* webpackChunkName: "disclosure-words-hi" */ './hi.messages.json'),
  bn: () => import(/* webpackChunkName: "disclosure-words-bn" */ './bn.messages.json'),
  mr: () => import(/* webpackChunkName: "disclosure-words-mr" */ './mr.messages.json'),
  te: () => import(/* webpackChunkName: "disclosure-words-te" */ './te.messages.json'),
  ta: () => import(/* webpackChunkName: "disclosure-words-ta" */ './ta.messages.json'),
  gu: () => import(/* webpackChunkName: "disclosure-words-gu" */ './gu.messages.json'),
  ur: () => import(/* webpackChunkName: "disclosure-words-ur" */ './ur.messages.json'),
  kn: () => import(/* webpackChunkName: "disclosure-words-kn" */ './kn.messages.json'),
  ml: () => import(/* webpackChunkName: "disclosure-words-ml" */ './ml.messages.json'),
  or: () => import(/* webpackChunkName: "disclosure-words-or" */ './or.messages.json'),
  pa: () => import(/* webpackChunkName: "disclosure-words-pa" */ './pa.messages.json'),
});

/** The disclosure page's words in the page's language. */
export function useDisclosureWords() {
  return usePageWords(DISCLOSURE_WORDS_EN, DISCLOSURE_CATALOGUES);
}
