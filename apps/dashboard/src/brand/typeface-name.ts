import type { HeadingFont } from '@schoolpage/content-contract';
import type { Words } from '@schoolpage/words';
import { brandWords } from './brand.words';

type FontId = keyof typeof brandWords.en & `font:${string}`;

/** A heading typeface as the reader reads it: its own name, with what it is like in the reader's language ("Lora (सहज सेरिफ़)"). */
export function typefaceName(words: Words<keyof typeof brandWords.en>, font: HeadingFont): string {
  const id = `font:${font.id}`;
  return id in brandWords.en ? words.t(id as FontId) : font.label;
}
