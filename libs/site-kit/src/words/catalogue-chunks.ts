import type { Catalogue } from '@schoolpage/words';

/** Loads each other language's catalogue of a set of words, each a chunk of its own, once. */
export interface CatalogueChunks<Id extends string> {
  /** The languages that have a catalogue of their own (English aside). */
  readonly languages: readonly string[];
  /**
   * Loads a language's catalogue once (the same promise every time, as React's `use` needs), marked fulfilled once
   * loaded so that `use` then reads it at once. A language without a catalogue, or one whose chunk cannot be
   * fetched, has none: its words then read in English.
   */
  readonly load: (language: string) => Promise<Partial<Catalogue<Id>>>;
}

/** The catalogues of a set of words (the site's, or a page's own), from their chunks' imports. */
export function catalogueChunks<Id extends string>(
  imports: Readonly<Record<string, () => Promise<{ default: Partial<Catalogue<Id>> }>>>,
): CatalogueChunks<Id> {
  const loading = new Map<string, Promise<Partial<Catalogue<Id>>>>();
  return {
    languages: Object.keys(imports),
    load: (language) => {
      let promise = loading.get(language);
      if (!promise) {
        const load = imports[language];
        const loaded = (load ? load().then((module) => module.default) : Promise.resolve({})).catch((error: unknown): Partial<Catalogue<Id>> => {
          console.warn(`The ${language} words could not be loaded:`, error);
          return {};
        });
        // React's own marks: `use` reads a fulfilled promise's value at once, without waiting (a catalogue loaded
        // before the page was drawn, or one in a chunk the page already has).
        void loaded.then((catalogue) => Object.assign(loaded, { status: 'fulfilled', value: catalogue }));
        loading.set(language, (promise = loaded));
      }
      return promise;
    },
  };
}
