import { transliterate as libraryTransliterate } from 'transliteration';
import { transliterate } from './transliterate';

describe('transliterate', () => {
  it('spells other scripts and accents in ASCII, as the library does', () => {
    for (const text of ['Café Crème', '東京 School', 'Ελληνικό Σχολείο', 'Zürich\u00a0Schule']) {
      expect(transliterate(text)).toBe(libraryTransliterate(text));
    }
    expect(transliterate('Café')).toBe('Cafe');
  });

  it('gives ASCII back unchanged, control characters and all, as the library does', () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');
    for (const text of [ascii, "St. Mary's School", '  two  spaces ', '']) {
      expect(transliterate(text)).toBe(text);
      expect(libraryTransliterate(text)).toBe(text);
    }
  });
});
