import { useCallback } from 'react';
import { makeWords, useLanguage } from '@schoolpage/words';
import { sectionTextWords } from './section-texts.words';

/** The shared picture texts' ids by their English text. */
const idByEnglish = new Map(Object.entries(sectionTextWords.en).map(([id, text]) => [text as string, id as keyof typeof sectionTextWords.en]));

/**
 * A section field's text in the reader's language. A screen's section configuration is made in the reader's
 * language already; the texts every section's picture fields share (caption, alt text) are written once in English
 * (`PICTURE_TEXT_LABELS`) and shown in the reader's language here. Any other text is shown as it is.
 */
export function useSectionText(): (text: string) => string {
  const language = useLanguage();
  return useCallback(
    (text: string) => {
      const id = language === 'en' ? undefined : idByEnglish.get(text);
      return id === undefined ? text : makeWords(language, sectionTextWords).t(id);
    },
    [language],
  );
}
