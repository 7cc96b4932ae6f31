import { makeWords, useLanguage } from '@schoolpage/words';
import { useCallback } from 'react';
import { messageWords, type MessageId } from './messages.words';

const PLACEHOLDER = /\{(\w+)\}/g;

interface MessageShape {
  id: MessageId;
  pattern: RegExp;
  names: string[];
  /** How many of its characters are its own words: the shape that says more is tried first. */
  literalLength: number;
}

/** How deep a message inside a message is translated ("Failed to update: Too many codes… in 3 hours."). */
const DEEPEST = 3;

const english = makeWords('en', messageWords);
/** Each known message by its English text, and the shapes of those with placeholders ("Failed to update: {message}"). */
const byText = new Map<string, MessageId>();
const shapes: MessageShape[] = [];
for (const id of Object.keys(messageWords.en) as MessageId[]) {
  const message = messageWords.en[id];
  const names = [...message.matchAll(PLACEHOLDER)].map((match) => match[1]);
  if (names.length === 0) {
    if (!byText.has(english.t(id))) byText.set(english.t(id), id);
    continue;
  }
  const literal = message.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  const source = literal.map((part) => part.replace(/''/g, "'").replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
  shapes.push({ id, pattern: new RegExp(`^${source}$`, 's'), names, literalLength: literal.join('').length });
}
// "{field} must be a number, 0 or more." before "{name} must be a {expected}.", which would take it too.
shapes.sort((a, b) => b.literalLength - a.literalLength);

/**
 * A message of the spec or of the API (the server always answers in English) in `language`: found by its English
 * text, a placeholder's words translated in turn ("Failed to update: {message}"); a text not known here is shown as
 * it came.
 */
export function messageInLanguage(text: string, language: string): string {
  if (language === 'en') return text;
  const words = makeWords(language, messageWords);
  const translate = (part: string, depth: number): string => {
    const id = byText.get(part);
    if (id) return words.t(id);
    if (depth > DEEPEST) return part;
    for (const shape of shapes) {
      const match = shape.pattern.exec(part);
      if (!match) continue;
      const values = Object.fromEntries(shape.names.map((name, index) => [name, translate(match[index + 1], depth + 1)]));
      return words.t(shape.id, values);
    }
    return part;
  };
  return translate(text, 0);
}

/** `messageInLanguage` in the language of the screen. */
export function useMessageInLanguage(): (text: string) => string {
  const language = useLanguage();
  return useCallback((text: string) => messageInLanguage(text, language), [language]);
}
