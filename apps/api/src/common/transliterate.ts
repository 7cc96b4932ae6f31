import type * as Transliteration from 'transliteration';

let library: typeof Transliteration | undefined;

/**
 * transliteration's `transliterate` ("Café" → "Cafe", "東京" → "Dong Jing"), loaded at the first text that is not
 * ASCII already: the library builds its tables when it is loaded (about 150 ms of CPU), and most names, like
 * every test platform's, are ASCII, which it gives back unchanged.
 */
export function transliterate(text: string): string {
  if (!/[^\p{ASCII}]/u.test(text)) return text;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  library ??= require('transliteration') as typeof Transliteration;
  return library.transliterate(text);
}
