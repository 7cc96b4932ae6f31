import type { EncodedText } from './encoded-text';

/** The texts the index keeps of each school, in this order (see IndexedSchool). */
export const SCHOOL_TEXTS = ['organizationId', 'name', 'address', 'nameKey', 'nameWords', 'allWords'] as const;
export type SchoolText = (typeof SCHOOL_TEXTS)[number];
const TEXTS = SCHOOL_TEXTS.length;
/** Each text's place among a school's texts. */
const TEXT_AT = Object.fromEntries(SCHOOL_TEXTS.map((text, at) => [text, at])) as Record<SchoolText, number>;

/** The parts of a table a snapshot keeps (see index-snapshot.ts). */
export interface SchoolTableParts {
  bytes: Uint8Array;
  /** Each school's texts' boundaries in `bytes`: TEXTS + 1 a school. */
  bounds: Float64Array;
  /** Each school's template, as a number into `templates` (-1: the school is no longer indexed). */
  templateOf: Int32Array;
  templates: string[];
}

/**
 * Every school the index numbered, in one table instead of an object per school: their texts as UTF-8 in
 * one byte array (one string table, read a text at a time), their templates as numbers into a short list.
 * A school is numbered once (`push`); one that leaves keeps its number, marked absent.
 */
export class SchoolTable {
  private bytes: Buffer;
  private used: number;
  private bounds: Float64Array;
  private templateOf: Int32Array;
  private readonly templates: string[];
  private readonly templateNumbers = new Map<string, number>();
  private count: number;

  constructor(parts?: SchoolTableParts) {
    this.bytes = parts ? Buffer.from(parts.bytes.buffer, parts.bytes.byteOffset, parts.bytes.byteLength) : Buffer.alloc(1 << 16);
    this.used = parts ? parts.bytes.byteLength : 0;
    this.templateOf = parts?.templateOf ?? new Int32Array(1024);
    this.count = parts ? parts.templateOf.length : 0;
    this.bounds = parts?.bounds ?? new Float64Array(1024 * (TEXTS + 1));
    this.templates = parts?.templates ?? [];
    this.templates.forEach((template, number) => this.templateNumbers.set(template, number));
  }

  /** How many schools were numbered (those no longer indexed included). */
  get length(): number {
    return this.count;
  }

  /** Numbers a school: its number. */
  push(school: Record<SchoolText, string> & { templateName: string }): number {
    const number = this.count++;
    if (number === this.templateOf.length) {
      this.templateOf = grown(this.templateOf, Math.max(1024, number * 2));
      this.bounds = grown(this.bounds, this.templateOf.length * (TEXTS + 1));
    }
    const base = number * (TEXTS + 1);
    for (let text = 0; text < TEXTS; text++) {
      this.bounds[base + text] = this.used;
      this.append(school[SCHOOL_TEXTS[text]]);
    }
    this.bounds[base + TEXTS] = this.used;
    this.templateOf[number] = this.templateNumber(school.templateName);
    return number;
  }

  has(number: number): boolean {
    return number >= 0 && number < this.count && this.templateOf[number] >= 0;
  }

  text(number: number, text: SchoolText): string {
    const at = number * (TEXTS + 1) + TEXT_AT[text];
    return this.bytes.toString('utf8', this.bounds[at], this.bounds[at + 1]);
  }

  /** How the school's `text` compares with `key` in string order (negative: it comes first), read without decoding it. */
  compareText(number: number, text: SchoolText, key: EncodedText): number {
    const at = number * (TEXTS + 1) + TEXT_AT[text];
    return key.compareKept(this.bytes, this.bounds[at], this.bounds[at + 1]);
  }

  /** True when the school's `text` begins with `key`, read without decoding it. */
  textBegins(number: number, text: SchoolText, key: EncodedText): boolean {
    const at = number * (TEXTS + 1) + TEXT_AT[text];
    return key.beginsKept(this.bytes, this.bounds[at], this.bounds[at + 1]);
  }

  templateName(number: number): string {
    return this.templates[this.templateOf[number]];
  }

  setTemplateName(number: number, templateName: string): void {
    this.templateOf[number] = this.templateNumber(templateName);
  }

  /** The school is no longer indexed (its number is not given again). */
  remove(number: number): void {
    this.templateOf[number] = -1;
  }

  /**
   * What a snapshot keeps, as it is now, however the table changes later: the texts and their bounds are
   * only ever added to (views of them stay true), the templates are copied.
   */
  parts(): SchoolTableParts {
    return {
      bytes: this.bytes.subarray(0, this.used),
      bounds: this.bounds.subarray(0, this.count * (TEXTS + 1)),
      templateOf: this.templateOf.slice(0, this.count),
      templates: [...this.templates],
    };
  }

  /** Gives back the room kept for growth (after loading). */
  fit(): void {
    if (this.bytes.length > this.used) this.bytes = Buffer.from(this.bytes.subarray(0, this.used));
  }

  /** Bytes the table holds in memory. */
  get byteLength(): number {
    return this.bytes.byteLength + this.bounds.byteLength + this.templateOf.byteLength;
  }

  private append(text: string): void {
    const needed = this.used + Buffer.byteLength(text);
    if (needed > this.bytes.length) {
      const bytes = Buffer.alloc(Math.max(needed, this.bytes.length * 2));
      this.bytes.copy(bytes, 0, 0, this.used);
      this.bytes = bytes;
    }
    this.used += this.bytes.write(text, this.used);
  }

  private templateNumber(templateName: string): number {
    let number = this.templateNumbers.get(templateName);
    if (number === undefined) {
      number = this.templates.push(templateName) - 1;
      this.templateNumbers.set(templateName, number);
    }
    return number;
  }
}

function grown<A extends Int32Array | Float64Array>(array: A, length: number): A {
  const bigger = new (array.constructor as new (length: number) => A)(length);
  bigger.set(array);
  return bigger;
}
