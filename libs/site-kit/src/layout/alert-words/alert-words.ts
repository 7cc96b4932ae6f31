import { catalogueChunks, usePageWords } from '../../words/page-words';
import english from './en.messages.json';

/** The alert banner's own words (its levels, its link, its dismiss button). */
export type AlertWordId = keyof typeof english;

/** English, the spec's words, with the banner's code: the banner comes only while a school has an alert up. */
export const ALERT_WORDS_EN: Record<AlertWordId, string> = english;

/** Each other language's alert words, a chunk of its own, downloaded only where the banner is drawn in that language. */
export const ALERT_CATALOGUES = catalogueChunks<AlertWordId>({
  hi: () => import(/* webpackChunkName: "alert-words-hi" */ './hi.messages.json'),
  ur: () => import(/* webpackChunkName: "alert-words-ur" */ './ur.messages.json'),
});

/** The alert banner's words in the page's language. */
export function useAlertWords() {
  return usePageWords(ALERT_WORDS_EN, ALERT_CATALOGUES);
}
