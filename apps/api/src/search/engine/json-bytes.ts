/**
 * JSON strings written from UTF-8 bytes, as `JSON.stringify` writes the decoded text: `"` and `\` and the
 * characters below U+0020 escaped (the short forms \b \t \n \f \r, else \u00xx), every other byte as it is.
 * Bytes Node wrote from a string never hold a lone surrogate (it becomes U+FFFD), the one other character
 * `JSON.stringify` escapes, so the bytes need no decoding.
 *
 * Bytes are read and written four at a time (as DataViews: at any offset) while none of the four is escaped,
 * which names and addresses almost never are: a list answer is mostly its schools' texts copied (about 38 KB
 * an answer), and byte by byte that was most of its cost. A view of each text and a native copy of it cost
 * more for texts this short (a view made per text).
 */
const SHORT_ESCAPES: Record<number, number> = { 0x08: 0x62, 0x09: 0x74, 0x0a: 0x6e, 0x0c: 0x66, 0x0d: 0x72, 0x22: 0x22, 0x5c: 0x5c };
const HEX = '0123456789abcdef';

/** A DataView of all of `bytes`. */
export function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** True when one of the four bytes of `word` is escaped in a JSON string: below 0x20, `"` (0x22) or `\` (0x5c). */
function escapesAByte(word: number): boolean {
  // A byte below 0x20, then a byte equal to 0x22 or 0x5c (a zero byte after xor): exact for any bytes.
  const quote = word ^ 0x22222222;
  const backslash = word ^ 0x5c5c5c5c;
  return ((((word - 0x20202020) & ~word) | ((quote - 0x01010101) & ~quote) | ((backslash - 0x01010101) & ~backslash)) & 0x80808080) !== 0;
}

/** Writes `source[start, end)` into `target` at `at` as they are (no escaping): where it ends. */
export function copyBytes(source: DataView, start: number, end: number, target: DataView, at: number): number {
  let from = start;
  for (; from + 4 <= end; from += 4, at += 4) target.setUint32(at, source.getUint32(from));
  for (; from < end; from++) target.setUint8(at++, source.getUint8(from));
  return at;
}

/** Writes `source[start, end)` into `target` at `at` as the inside of a JSON string (no quotes): where it ends. */
export function writeJsonString(source: DataView, start: number, end: number, target: DataView, at: number): number {
  let from = start;
  while (from < end) {
    if (from + 4 <= end) {
      const word = source.getUint32(from);
      if (!escapesAByte(word)) {
        target.setUint32(at, word);
        from += 4;
        at += 4;
        continue;
      }
    }
    const byte = source.getUint8(from++);
    if (byte >= 0x20 && byte !== 0x22 && byte !== 0x5c) {
      target.setUint8(at++, byte);
      continue;
    }
    target.setUint8(at++, 0x5c);
    const short = SHORT_ESCAPES[byte];
    if (short !== undefined) {
      target.setUint8(at++, short);
      continue;
    }
    target.setUint8(at++, 0x75); // u00xx
    target.setUint8(at++, 0x30);
    target.setUint8(at++, 0x30);
    target.setUint8(at++, HEX.charCodeAt(byte >> 4));
    target.setUint8(at++, HEX.charCodeAt(byte & 15));
  }
  return at;
}
