import { catalogueChunks } from '../../words/catalogue-chunks';
import { usePageWords } from '../../words/page-words';
import english from './en.messages.json';

/** The alert banner's own words (its levels, its link, its dismiss button). */
export type AlertWordId = keyof typeof english;

/** English, the spec's words, with the banner's code: the banner comes only while a school has an alert up. */
export const ALERT_WORDS_EN: Record<AlertWordId, string> = english;

/**
 * Each other language's alert words, in that language's chunk of site words (site-catalogues.ts), which every page in
 * the language loads first: a language adds no chunk to the list every page's script carries.
 */
export const ALERT_CATALOGUES = catalogueChunks<AlertWordId>({
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

/** The alert banner's words in the page's language. */
export function useAlertWords() {
  return usePageWords(ALERT_WORDS_EN, ALERT_CATALOGUES);
}
