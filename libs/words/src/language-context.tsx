import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Catalogues } from './catalogue';
import { makeWords } from './make-words';
import type { Words } from './words-of';

const LanguageContext = createContext('en');

/** The language everything inside speaks (a BCP-47 code); English when none is given. */
export function LanguageProvider({ language, children }: { language: string; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language of the screen or page being drawn. */
export function useLanguage(): string {
  return useContext(LanguageContext);
}

/** A feature's words in the language of the screen or page being drawn. */
export function useWords<Id extends string>(catalogues: Catalogues<Id>): Words<Id> {
  const language = useLanguage();
  return useMemo(() => makeWords(language, catalogues), [language, catalogues]);
}
