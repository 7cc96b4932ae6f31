import { use, useMemo } from 'react';
import { wordsOf, type Catalogue, type Words } from '@schoolpage/words';
import { compileWhenDrawn } from './site-catalogues';
import { useSiteWords } from './site-words';

/** Loads each other language's catalogue of a set of words, each a chunk of its own, once. */
export interface CatalogueChunks<Id extends string> {
  /** The languages that have a catalogue of their own (English aside). */
  readonly languages: readonly string[];
  /** A language's catalogue once loaded (undefined before, or for a language without one). */
  readonly loaded: (language: string) => Partial<Catalogue<Id>> | undefined;
  /**
   * Loads a language's catalogue once (the same promise every time, as React's `use` needs). A language without
   * a catalogue, or one whose chunk cannot be fetched, has none: its words then read in English.
   */
  readonly load: (language: string) => Promise<Partial<Catalogue<Id>>>;
}

/** The catalogues of a set of words (the site's, or a page's own), from their chunks' imports. */
export function catalogueChunks<Id extends string>(
  imports: Readonly<Record<string, () => Promise<{ default: Partial<Catalogue<Id>> }>>>,
): CatalogueChunks<Id> {
  const loaded = new Map<string, Partial<Catalogue<Id>>>();
  const loading = new Map<string, Promise<Partial<Catalogue<Id>>>>();
  return {
    languages: Object.keys(imports),
    loaded: (language) => loaded.get(language),
    load: (language) => {
      let promise = loading.get(language);
      if (!promise) {
        const load = imports[language];
        promise = (load ? load().then((module) => module.default) : Promise.resolve({}))
          .catch((error: unknown): Partial<Catalogue<Id>> => {
            console.warn(`The ${language} words could not be loaded:`, error);
            return {};
          })
          .then((catalogue) => {
            loaded.set(language, catalogue);
            return catalogue;
          });
        loading.set(language, promise);
      }
      return promise;
    },
  };
}

/**
 * A page's own words (a page whose code comes in a chunk of its own keeps its words out of the site's bundle):
 * English with the page's code, another language's catalogue waited for as SiteLanguage waits for the site's, so
 * the server and the browser draw the same words.
 */
export function usePageWords<Id extends string>(english: Catalogue<Id>, chunks: CatalogueChunks<Id>): Words<Id>['t'] {
  const { language } = useSiteWords();
  const catalogue = language === 'en' ? undefined : (chunks.loaded(language) ?? use(chunks.load(language)));
  return useMemo(
    () => wordsOf(language, catalogue ? { en: english, [language]: catalogue } : { en: english }, compileWhenDrawn).t,
    [language, catalogue, english],
  );
}
