import { hasControlCharacters, xmlSafeText } from './control-characters';

describe('characters XML 1.0 forbids', () => {
  it('are found and stripped: C0 controls but tab and new lines, U+FFFE/U+FFFF, lone surrogate halves', () => {
    for (const bad of ['\u0001', '\u0007', '\u000B', '\u001F', '\uFFFE', '\uD800', '\uDC00']) {
      expect(hasControlCharacters(`Sports${bad}day`)).toBe(true);
      expect(xmlSafeText(`Sports${bad}day`)).toBe('Sportsday');
    }
    for (const good of ['Sports day', 'Line\nbreak\tand\r', 'खेल दिवस 🎉', 'Ünïcödé']) {
      expect(hasControlCharacters(good)).toBe(false);
      expect(xmlSafeText(good)).toBe(good);
    }
  });
});
