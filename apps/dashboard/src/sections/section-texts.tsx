import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { makeWords, useLanguage, type Catalogues } from '@schoolpage/words';
import { sectionTextWords } from './section-texts.words';

const SectionTextsContext = createContext<readonly Catalogues[]>([]);

/**
 * The catalogues of a page's section configurations: a configuration writes its titles and field labels in English
 * (the catalogue's own English words), and the section components show each in the reader's language.
 */
export function SectionTexts({ words, children }: { words: Catalogues; children: ReactNode }) {
  const outer = useContext(SectionTextsContext);
  const all = useMemo(() => [words, ...outer], [words, outer]);
  return <SectionTextsContext.Provider value={all}>{children}</SectionTextsContext.Provider>;
}

/** The English messages of `catalogues` by their text. */
const textIndexes = new WeakMap<Catalogues, Map<string, string>>();
function idOf(catalogues: Catalogues, text: string): string | undefined {
  let index = textIndexes.get(catalogues);
  if (!index) {
    const english = makeWords('en', catalogues);
    index = new Map(Object.keys(catalogues.en).map((id) => [english.t(id), id]));
    textIndexes.set(catalogues, index);
  }
  return index.get(text);
}

/** A section configuration's English text in the reader's language (as it is when no catalogue has it). */
export function useSectionText(): (text: string) => string {
  const language = useLanguage();
  const page = useContext(SectionTextsContext);
  return useCallback(
    (text: string) => {
      if (language === 'en') return text;
      for (const catalogues of [...page, sectionTextWords as Catalogues]) {
        const id = idOf(catalogues, text);
        if (id !== undefined) return makeWords(language, catalogues).t(id);
      }
      return text;
    },
    [language, page],
  );
}
