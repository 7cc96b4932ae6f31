import { use } from 'react';
import type { Catalogue, CompileMessage } from '@schoolpage/words';
import { catalogueChunks } from './catalogue-chunks';
import english from './catalogues/en.messages.json';

/** The words of a school's site that the templates say themselves (menus, section titles, buttons, empty states). */
export type SiteWordId = keyof typeof english;

/** English, the spec's words: in every page's bundle, and every other language's fallback. */
export const SITE_WORDS_EN: Catalogue<SiteWordId> = english;

type SiteCatalogue = Partial<Catalogue<SiteWordId>>;

let compileLoaded: CompileMessage | undefined;
let compileLoading: Promise<CompileMessage> | undefined;

/** FormatJS's formatter, a chunk of its own: only a page that draws a message with a plural or a select downloads it. */
export function loadMessageFormat(): Promise<CompileMessage> {
  return (compileLoading ??= import(/* webpackChunkName: "message-format" */ 'intl-messageformat').then(
    ({ IntlMessageFormat }) => (compileLoaded = (message, language) => new IntlMessageFormat(message, language)),
  ));
}

/**
 * Compiles a message with plurals or selects while a component draws it. The first one waits for the formatter's
 * chunk (React's `use`, called during that render): the server's render waits for it, and the browser's hydration
 * keeps the server's HTML meanwhile (the site frame's Suspense boundary), as for a lazy view.
 */
export const compileWhenDrawn: CompileMessage = (message, language) =>
  // eslint-disable-next-line react-hooks/rules-of-hooks -- called only while a component draws the message (see above)
  (compileLoaded ?? use(loadMessageFormat()))(message, language);

/** Each other language's catalogue is a chunk of its own (with the enquiry's and the disclosure's words in it): a page downloads only its language's. */
const SITE_CATALOGUES: Readonly<Record<string, () => Promise<{ default: SiteCatalogue }>>> = {
  hi: () => import(/* webpackChunkName: "site-words-hi" */ './catalogues/hi.messages.json'),
  bn: () => import(/* webpackChunkName: "site-words-bn" */ './catalogues/bn.messages.json'),
  mr: () => import(/* webpackChunkName: "site-words-mr" */ './catalogues/mr.messages.json'),
  te: () => import(/* webpackChunkName: "site-words-te" */ './catalogues/te.messages.json'),
  ta: () => import(/* webpackChunkName: "site-words-ta" */ './catalogues/ta.messages.json'),
  gu: () => import(/* webpackChunkName: "site-words-gu" */ './catalogues/gu.messages.json'),
  ur: () => import(/* webpackChunkName: "site-words-ur" */ './catalogues/ur.messages.json'),
  kn: () => import(/* webpackChunkName: "site-words-kn" */ './catalogues/kn.messages.json'),
  ml: () => import(/* webpackChunkName: "site-words-ml" */ './catalogues/ml.messages.json'),
  or: () => import(/* webpackChunkName: "site-words-or" */ './catalogues/or.messages.json'),
  pa: () => import(/* webpackChunkName: "site-words-pa" */ './catalogues/pa.messages.json'),
};

const SITE_CHUNKS = catalogueChunks<SiteWordId>(SITE_CATALOGUES);

/** The languages that have a catalogue of their own (English aside). */
export const SITE_CATALOGUE_LANGUAGES = SITE_CHUNKS.languages;

/**
 * Loads a language's catalogue once, marked fulfilled once loaded so that React's `use` then reads it at once (see
 * catalogueChunks). A language without a catalogue, or one whose chunk cannot be fetched, has none: its page then
 * reads in English.
 */
export const loadSiteCatalogue = SITE_CHUNKS.load;
