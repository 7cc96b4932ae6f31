import fc from 'fast-check';
import { viewOf, writeJsonString } from './json-bytes';

/** `text` written as the inside of a JSON string from its UTF-8 bytes, at an offset in both arrays (the words read and written are not aligned). */
function written(text: string): string {
  const source = Buffer.concat([Buffer.from('xyz'), Buffer.from(text)]);
  const target = Buffer.alloc(1 + 6 * source.length);
  const end = writeJsonString(viewOf(source), 3, source.length, viewOf(target), 1);
  return target.toString('utf8', 1, end);
}

describe('writeJsonString', () => {
  it('writes what JSON.stringify writes inside the quotes, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const wellFormed = Buffer.from(text).toString(); // lone surrogates become U+FFFD, as the index keeps them
        expect(written(text)).toBe(JSON.stringify(wellFormed).slice(1, -1));
      }),
      { numRuns: 2000 },
    );
  });

  it('escapes every byte below 0x20, quotes and backslashes wherever they fall among four bytes', () => {
    for (let code = 0; code < 0x80; code++) {
      const character = String.fromCharCode(code);
      for (let at = 0; at < 8; at++) {
        const text = `${'a'.repeat(at)}${character}${'b'.repeat(7 - at)}`;
        expect(written(text)).toBe(JSON.stringify(text).slice(1, -1));
      }
    }
  });
});
