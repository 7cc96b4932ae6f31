import { EncodedText } from './encoded-text';

describe('EncodedText', () => {
  const texts = ['', 'a', 'ab', 'abc', 'b', 'st marys', 'st mary', 'zion', 'é', 'école', 'सनराइज़', 'सन', '\ue000', 'a\uffee', '\u{1d400}', 'a\u{1f3eb}', 'a\u{1f3eb}b', '\uff41'];
  const kept = (text: string) => {
    const bytes = Buffer.from(`xy${text}z`);
    return { bytes, start: 2, end: bytes.length - 1 };
  };
  const sign = (n: number) => Math.sign(n);

  it('orders a kept text against it as JavaScript orders strings, for every pair (characters beyond U+FFFF too)', () => {
    for (const text of texts) {
      const key = new EncodedText(text);
      for (const other of texts) {
        const { bytes, start, end } = kept(other);
        expect([text, other, sign(key.compareKept(bytes, start, end))]).toEqual([text, other, other < text ? -1 : other > text ? 1 : 0]);
      }
    }
  });

  it('tells whether a kept text begins with it', () => {
    for (const text of texts) {
      const key = new EncodedText(text);
      for (const other of texts) {
        const { bytes, start, end } = kept(other);
        expect([text, other, key.beginsKept(bytes, start, end)]).toEqual([text, other, other.startsWith(text)]);
      }
    }
  });
});
