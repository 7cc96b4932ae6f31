import { useLanguage } from '@schoolpage/words';
import { useCallback } from 'react';
import { textInLanguage } from '../../feedback/text-in-language';
import { recordWords } from './record.words';

/** What the activity record or an approval says of a change (written by the API in English), in `language`. */
export const recordInLanguage = textInLanguage(recordWords);

/** `recordInLanguage` in the language of the screen. */
export function useRecordInLanguage(): (text: string) => string {
  const language = useLanguage();
  return useCallback((text: string) => recordInLanguage(text, language), [language]);
}
