/**
 * JSON strings written from UTF-8 bytes, as `JSON.stringify` writes the decoded text: `"` and `\` and the
 * characters below U+0020 escaped (the short forms \b \t \n \f \r, else \u00xx), every other byte as it is.
 * Bytes Node wrote from a string never hold a lone surrogate (it becomes U+FFFD), the one other character
 * `JSON.stringify` escapes, so the bytes need no decoding.
 */
const SHORT_ESCAPES: Record<number, number> = { 0x08: 0x62, 0x09: 0x74, 0x0a: 0x6e, 0x0c: 0x66, 0x0d: 0x72, 0x22: 0x22, 0x5c: 0x5c };
const HEX = '0123456789abcdef';

/** How many bytes each byte takes in a JSON string (1: as it is; 2: a short escape; 6: \u00xx). */
const WRITTEN_LENGTH = Uint8Array.from({ length: 256 }, (_, byte) => (SHORT_ESCAPES[byte] !== undefined ? 2 : byte < 0x20 ? 6 : 1));

/** Writes `source[start, end)` into `target` at `at` as the inside of a JSON string (no quotes): where it ends. */
export function writeJsonString(source: Uint8Array, start: number, end: number, target: Uint8Array, at: number): number {
  for (let from = start; from < end; from++) {
    const byte = source[from];
    if (WRITTEN_LENGTH[byte] === 1) {
      target[at++] = byte;
      continue;
    }
    target[at++] = 0x5c;
    const short = SHORT_ESCAPES[byte];
    if (short !== undefined) {
      target[at++] = short;
      continue;
    }
    target[at++] = 0x75; // u00xx
    target[at++] = 0x30;
    target[at++] = 0x30;
    target[at++] = HEX.charCodeAt(byte >> 4);
    target[at++] = HEX.charCodeAt(byte & 15);
  }
  return at;
}
