import { catalogueChunks, usePageWords } from '../../words/page-words';
import english from './en.messages.json';

/** The enquiry form's and pages' words (labels, buttons, headings, and the API's own answers). */
export type EnquiryWordId = keyof typeof english;

/** English, the spec's words, with the enquiry's code (its answers the API's ENQUIRY_MESSAGES word for word: see the catalogue spec). */
export const ENQUIRY_WORDS_EN: Record<EnquiryWordId, string> = english;

/** Each other language's enquiry words, a chunk of its own, downloaded only where the form is drawn in that language. */
export const ENQUIRY_CATALOGUES = catalogueChunks<EnquiryWordId>({
  hi: () => import(/* webpackChunkName: "enquiry-words-hi" */ './hi.messages.json'),
  bn: () => import(/* webpackChunkName: "enquiry-words-bn" */ './bn.messages.json'),
  mr: () => import(/* webpackChunkName: "enquiry-words-mr" */ './mr.messages.json'),
  te: () => import(/* webpackChunkName: "enquiry-words-te" */ './te.messages.json'),
  ta: () => import(/* webpackChunkName: "enquiry-words-ta" */ './ta.messages.json'),
  gu: () => import(/* webpackChunkName: "enquiry-words-gu" */ './gu.messages.json'),
  ur: () => import(/* webpackChunkName: "enquiry-words-ur" */ './ur.messages.json'),
  kn: () => import(/* webpackChunkName: "enquiry-words-kn" */ './kn.messages.json'),
  ml: () => import(/* webpackChunkName: "enquiry-words-ml" */ './ml.messages.json'),
  or: () => import(/* webpackChunkName: "enquiry-words-or" */ './or.messages.json'),
  pa: () => import(/* webpackChunkName: "enquiry-words-pa" */ './pa.messages.json'),
});

/** The enquiry's words in the page's language. */
export function useEnquiryWords() {
  return usePageWords(ENQUIRY_WORDS_EN, ENQUIRY_CATALOGUES);
}
