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
  /** Each school's slug (its address /s/<slug>), as UTF-8 in one byte array: it changes on its own, so a slug changed is added anew. */
  slugBytes: Uint8Array;
  /** Each school's slug's boundaries in `slugBytes`: 2 a school (an empty slug: none yet). */
  slugBounds: Float64Array;
}

/**
 * Every school the index numbered, in one table instead of an object per school: their texts as UTF-8 in
 * one byte array (one string table, read a text at a time), their templates as numbers into a short list,
 * their slugs in a byte array of their own (a slug changes without the school's other texts).
 * A school is numbered once (`push`); one that leaves keeps its number, marked absent.
 */
export class SchoolTable {
  private readonly texts: ByteTexts;
  private bounds: Float64Array;
  private templateOf: Int32Array;
  private readonly templates: string[];
  private readonly templateNumbers = new Map<string, number>();
  private count: number;
  private readonly slugs: ByteTexts;
  private slugBounds: Float64Array;

  constructor(parts?: SchoolTableParts) {
    this.texts = new ByteTexts(parts?.bytes, 1 << 16);
    this.templateOf = parts?.templateOf ?? new Int32Array(1024);
    this.count = parts ? parts.templateOf.length : 0;
    this.bounds = parts?.bounds ?? new Float64Array(1024 * (TEXTS + 1));
    this.templates = parts?.templates ?? [];
    this.templates.forEach((template, number) => this.templateNumbers.set(template, number));
    this.slugs = new ByteTexts(parts?.slugBytes, 1 << 12);
    this.slugBounds = parts?.slugBounds ?? new Float64Array(1024 * 2);
  }

  /** How many schools were numbered (those no longer indexed included). */
  get length(): number {
    return this.count;
  }

  /** Numbers a school: its number. */
  push(school: Record<SchoolText, string> & { templateName: string; slug?: string }): number {
    const number = this.count++;
    if (number === this.templateOf.length) {
      this.templateOf = grown(this.templateOf, Math.max(1024, number * 2));
      this.bounds = grown(this.bounds, this.templateOf.length * (TEXTS + 1));
    }
    if (number * 2 === this.slugBounds.length) this.slugBounds = grown(this.slugBounds, this.templateOf.length * 2);
    const base = number * (TEXTS + 1);
    for (let text = 0; text < TEXTS; text++) {
      this.bounds[base + text] = this.texts.length;
      this.texts.append(school[SCHOOL_TEXTS[text]]);
    }
    this.bounds[base + TEXTS] = this.texts.length;
    this.templateOf[number] = this.templateNumber(school.templateName);
    this.setSlug(number, school.slug ?? '');
    return number;
  }

  has(number: number): boolean {
    return number >= 0 && number < this.count && this.templateOf[number] >= 0;
  }

  text(number: number, text: SchoolText): string {
    const at = number * (TEXTS + 1) + TEXT_AT[text];
    return this.texts.text(this.bounds[at], this.bounds[at + 1]);
  }

  /** How the school's `text` compares with `key` in string order (negative: it comes first), read without decoding it. */
  compareText(number: number, text: SchoolText, key: EncodedText): number {
    const at = number * (TEXTS + 1) + TEXT_AT[text];
    return key.compareKept(this.texts.bytes, this.bounds[at], this.bounds[at + 1]);
  }

  /** True when the school's `text` begins with `key`, read without decoding it. */
  textBegins(number: number, text: SchoolText, key: EncodedText): boolean {
    const at = number * (TEXTS + 1) + TEXT_AT[text];
    return key.beginsKept(this.texts.bytes, this.bounds[at], this.bounds[at + 1]);
  }

  /** The bytes the schools' texts are kept in, as UTF-8 (a text is read in place from `textStart` to `textEnd`). */
  get textBytes(): Uint8Array {
    return this.texts.bytes;
  }

  textStart(number: number, text: SchoolText): number {
    return this.bounds[number * (TEXTS + 1) + TEXT_AT[text]];
  }

  textEnd(number: number, text: SchoolText): number {
    return this.bounds[number * (TEXTS + 1) + TEXT_AT[text] + 1];
  }

  /** The bytes the slugs are kept in, as UTF-8 (a school's read in place from `slugStart` to `slugEnd`; none: both alike). */
  get slugBytes(): Uint8Array {
    return this.slugs.bytes;
  }

  slugStart(number: number): number {
    return this.slugBounds[number * 2];
  }

  slugEnd(number: number): number {
    return this.slugBounds[number * 2 + 1];
  }

  templateName(number: number): string {
    return this.templates[this.templateOf[number]];
  }

  setTemplateName(number: number, templateName: string): void {
    this.templateOf[number] = this.templateNumber(templateName);
  }

  /** The school's slug ('' when it has none). */
  slug(number: number): string {
    return this.slugs.text(this.slugBounds[number * 2], this.slugBounds[number * 2 + 1]);
  }

  /** Gives the school another slug (the old one's bytes stay, unread: slugs seldom change). */
  setSlug(number: number, slug: string): void {
    this.slugBounds[number * 2] = this.slugs.length;
    this.slugBounds[number * 2 + 1] = this.slugs.append(slug);
  }

  /** The school is no longer indexed (its number is not given again). */
  remove(number: number): void {
    this.templateOf[number] = -1;
  }

  /**
   * What a snapshot keeps, as it is now, however the table changes later: the texts and their bounds are
   * only ever added to (views of them stay true), the templates and the slugs' bounds (changed in place) are copied.
   */
  parts(): SchoolTableParts {
    return {
      bytes: this.texts.parts(),
      bounds: this.bounds.subarray(0, this.count * (TEXTS + 1)),
      templateOf: this.templateOf.slice(0, this.count),
      templates: [...this.templates],
      slugBytes: this.slugs.parts(),
      slugBounds: this.slugBounds.slice(0, this.count * 2),
    };
  }

  /** Gives back the room kept for growth (after loading). */
  fit(): void {
    this.texts.fit();
    this.slugs.fit();
  }

  /** Bytes the table holds in memory. */
  get byteLength(): number {
    return this.texts.byteLength + this.bounds.byteLength + this.templateOf.byteLength + this.slugs.byteLength + this.slugBounds.byteLength;
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

/** Texts appended one after another as UTF-8 in one growing byte array, read back by their bounds. */
class ByteTexts {
  private kept: Buffer;
  private used: number;

  constructor(kept: Uint8Array | undefined, room: number) {
    this.kept = kept ? Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength) : Buffer.alloc(room);
    this.used = kept ? kept.byteLength : 0;
  }

  /** The bytes kept (read texts in place by their bounds). */
  get bytes(): Buffer {
    return this.kept;
  }

  get length(): number {
    return this.used;
  }

  /** Adds `text` at the end: where it ends. */
  append(text: string): number {
    const needed = this.used + Buffer.byteLength(text);
    if (needed > this.kept.length) {
      const bytes = Buffer.alloc(Math.max(needed, this.kept.length * 2));
      this.kept.copy(bytes, 0, 0, this.used);
      this.kept = bytes;
    }
    this.used += this.kept.write(text, this.used);
    return this.used;
  }

  text(start: number, end: number): string {
    return start === end ? '' : this.kept.toString('utf8', start, end);
  }

  /** The texts so far (a view: only ever added to). */
  parts(): Uint8Array {
    return this.kept.subarray(0, this.used);
  }

  fit(): void {
    if (this.kept.length > this.used) this.kept = Buffer.from(this.kept.subarray(0, this.used));
  }

  get byteLength(): number {
    return this.kept.byteLength;
  }
}

function grown<A extends Int32Array | Float64Array>(array: A, length: number): A {
  const bigger = new (array.constructor as new (length: number) => A)(length);
  bigger.set(array);
  return bigger;
}
