import { use, useMemo } from 'react';
import { wordsOf, type Catalogue, type Words } from '@schoolpage/words';
import type { CatalogueChunks } from './catalogue-chunks';
import { compileWhenDrawn } from './site-catalogues';
import { useSiteWords } from './site-words';

/**
 * A page's own words (a page whose code comes in a chunk of its own keeps its words out of the site's bundle):
 * English with the page's code, another language's catalogue waited for as SiteLanguage waits for the site's, so
 * the server and the browser draw the same words.
 */
export function usePageWords<Id extends string>(english: Catalogue<Id>, chunks: CatalogueChunks<Id>): Words<Id>['t'] {
  const { language } = useSiteWords();
  // Always through `use` (never skipped once the catalogue is there): a catalogue whose chunk the page already has
  // arrives while React replays the component, which must then call the same hooks as it did before it waited.
  const catalogue = language === 'en' ? undefined : use(chunks.load(language));
  return useMemo(
    () => wordsOf(language, catalogue ? { en: english, [language]: catalogue } : { en: english }, compileWhenDrawn).t,
    [language, catalogue, english],
  );
}
