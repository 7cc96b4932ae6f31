/** Only characters below U+0080: each is one byte of UTF-8, its own code. */
const ASCII = /^[\x00-\x7f]*$/;
/** A character from U+D800 up: orders differently by UTF-8 bytes and by UTF-16 units (see EncodedText). */
const HIGH = /[\ud800-\uffff]/;

/**
 * A text compared with texts kept as UTF-8 (the school table's, the term lists'), without decoding them.
 * UTF-8 bytes order as code points do, and JavaScript orders strings by UTF-16 units: the two orders differ
 * only between a character from U+E000 to U+FFFF and one beyond U+FFFF. A text with no character from
 * U+D800 up therefore orders alike both ways against any text (where the two first differ, its character
 * is the smaller in both), so its bytes are compared (an ASCII text's are its character codes); any other
 * is compared with the kept text decoded.
 */
export class EncodedText {
  /** The text's UTF-8 bytes, when it is compared by bytes. */
  private readonly bytes: Uint8Array;
  /** How many bytes `bytes` holds (-1: the text is compared decoded). */
  private readonly length: number;

  constructor(readonly text: string) {
    if (ASCII.test(text)) {
      // An ASCII text's bytes are its character codes (no encoder needed for the commonest texts).
      this.bytes = new Uint8Array(text.length);
      for (let at = 0; at < text.length; at++) this.bytes[at] = text.charCodeAt(at);
      this.length = text.length;
    } else if (HIGH.test(text)) {
      this.bytes = new Uint8Array(0);
      this.length = -1;
    } else {
      this.bytes = Buffer.from(text);
      this.length = this.bytes.length;
    }
  }

  /** How the text kept in `kept` from `start` to `end` compares with this one in string order: negative when it comes first, 0 when it is this text. */
  compareKept(kept: Uint8Array, start: number, end: number): number {
    if (this.length < 0) {
      const text = Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength).toString('utf8', start, end);
      return text < this.text ? -1 : text > this.text ? 1 : 0;
    }
    const bytes = this.bytes;
    const length = Math.min(this.length, end - start);
    for (let at = 0; at < length; at++) {
      const difference = kept[start + at] - bytes[at];
      if (difference !== 0) return difference;
    }
    return end - start - this.length;
  }

  /** True when the text kept in `kept` from `start` to `end` begins with this one. */
  beginsKept(kept: Uint8Array, start: number, end: number): boolean {
    if (this.length < 0) return Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength).toString('utf8', start, end).startsWith(this.text);
    if (end - start < this.length) return false;
    const bytes = this.bytes;
    for (let at = 0; at < this.length; at++) if (kept[start + at] !== bytes[at]) return false;
    return true;
  }
}
