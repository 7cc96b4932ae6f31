import { makeWords, type Words } from '@schoolpage/words';
import { fieldLabelWords } from './field-label.words';

type FieldLabelWords = Words<keyof typeof fieldLabelWords.en>;
type FieldLabelId = keyof typeof fieldLabelWords.en;

const ENGLISH = makeWords('en', fieldLabelWords);

/** The words of a part or field named in the catalogue, else of its stored name ("fullName" → "full name"). */
function named(words: FieldLabelWords, id: string, name: string): string {
  return id in fieldLabelWords.en ? words.t(id as FieldLabelId) : name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** What the dashboard calls a stored field ("welcomeMsg" → "message"), in `words`' language; else its stored name in words. */
export function fieldName(stored: string, words: FieldLabelWords = ENGLISH): string {
  return named(words, `field:${stored}`, stored);
}

/** A field path as the school reads it, in `words`' language: its part of the site, which item (by number), and the field. */
export function fieldLabel(path: string, itemNumber?: (section: string, id: string) => number | undefined, words: FieldLabelWords = ENGLISH): string {
  const [section, ...rest] = path.split('/');
  const parts = [named(words, `section:${section}`, section)];
  for (const step of rest) {
    if (step.startsWith('#')) {
      const number = itemNumber?.(section, step.slice(1));
      parts.push(number ? words.t('itemNumber', { number }) : words.t('anItem'));
    } else if (/^\d+$/.test(step)) parts.push(words.t('lineNumber', { number: Number(step) + 1 }));
    else parts.push(named(words, `field:${step}`, step));
  }
  return parts.length === 1 ? parts[0] : `${parts[0]}: ${parts.slice(1).join(', ')}`;
}
