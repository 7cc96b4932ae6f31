import { useLanguage } from '@schoolpage/words';
import { useCallback } from 'react';
import { messageWords } from './messages.words';
import { textInLanguage } from './text-in-language';

/**
 * A message of the spec or of the API (the server always answers in English) in `language`: found by its English
 * text, a placeholder's words translated in turn ("Failed to update: {message}"); a text not known here is shown as
 * it came.
 */
export const messageInLanguage = textInLanguage(messageWords);

/** `messageInLanguage` in the language of the screen. */
export function useMessageInLanguage(): (text: string) => string {
  const language = useLanguage();
  return useCallback((text: string) => messageInLanguage(text, language), [language]);
}
