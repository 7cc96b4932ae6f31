import { EncodedText } from './encoded-text';
import { SchoolList } from './school-list';

/** The parts of packed term lists a snapshot keeps (see index-snapshot.ts). */
export interface TermListsParts {
  /** Every term, sorted, as UTF-8 one after another. */
  terms: Uint8Array;
  /** Each term's boundaries in `terms` (one more than the terms). */
  termBounds: Float64Array;
  /** Each term's list's boundaries in `schools` (one more than the terms). */
  listBounds: Float64Array;
  /** Every term's list, one after another. */
  schools: Int32Array;
}

/** One packed term in this many is also kept as a string: a lookup searches those first, then decodes a few. */
const SAMPLE_EVERY = 64;

const EMPTY: TermListsParts = { terms: new Uint8Array(0), termBounds: new Float64Array(1), listBounds: new Float64Array(1), schools: new Int32Array(0) };

/**
 * For each search term, its list of schools (SchoolList), kept in a few typed arrays rather than a
 * list object per term: the terms sorted in one string table, found by binary search, and their lists
 * one after another in one array (`pack`). A list changed since it was packed is kept on its own until
 * the next `pack`; a list read is a view of the packed array, never a copy.
 */
export class TermLists {
  private packed: TermListsParts;
  private terms: Buffer;
  /** Every SAMPLE_EVERY-th packed term, decoded. */
  private samples: string[] = [];
  /** Lists changed (or made) since the last pack; an empty one is a term gone. */
  private readonly changed = new Map<string, SchoolList>();

  constructor(parts: TermListsParts = EMPTY) {
    this.packed = parts;
    this.terms = Buffer.from(parts.terms.buffer, parts.terms.byteOffset, parts.terms.byteLength);
    this.sample();
  }

  private sample(): void {
    this.samples = [];
    for (let at = 0; at + 1 < this.packed.termBounds.length; at += SAMPLE_EVERY) this.samples.push(this.termAt(at));
  }

  /** The schools having `term` (undefined when none): read it, never change it (see `listOf`). */
  get(term: string): SchoolList | undefined {
    const changed = this.changed.get(term);
    if (changed) return changed.size > 0 ? changed : undefined;
    const at = this.packedAt(term);
    return at < 0 ? undefined : SchoolList.of(this.packed.schools.subarray(this.packed.listBounds[at], this.packed.listBounds[at + 1]));
  }

  has(term: string): boolean {
    const changed = this.changed.get(term);
    if (changed) return changed.size > 0;
    return this.packedAt(term) >= 0;
  }

  /** The list of `term` to change (made when the term has none). */
  listOf(term: string): SchoolList {
    let list = this.changed.get(term);
    if (!list) {
      const at = this.packedAt(term);
      list = at < 0 ? new SchoolList() : SchoolList.of(this.packed.schools.slice(this.packed.listBounds[at], this.packed.listBounds[at + 1]));
      this.changed.set(term, list);
    }
    return list;
  }

  /** Every list changed since the last pack joins the packed arrays (lists left empty go). */
  pack(): void {
    const lists = new Map<string, Int32Array>();
    for (let at = 0; at + 1 < this.packed.termBounds.length; at++) {
      const term = this.termAt(at);
      if (!this.changed.has(term)) lists.set(term, this.packed.schools.subarray(this.packed.listBounds[at], this.packed.listBounds[at + 1]));
    }
    for (const [term, list] of this.changed) if (list.size > 0) lists.set(term, list.schools());
    const terms = [...lists.keys()].sort();
    const termBounds = new Float64Array(terms.length + 1);
    const listBounds = new Float64Array(terms.length + 1);
    let bytes = 0;
    let listed = 0;
    terms.forEach((term, at) => {
      termBounds[at + 1] = bytes += Buffer.byteLength(term);
      listBounds[at + 1] = listed += lists.get(term)!.length;
    });
    const termBytes = Buffer.alloc(bytes);
    const schools = new Int32Array(listed);
    terms.forEach((term, at) => {
      termBytes.write(term, termBounds[at]);
      schools.set(lists.get(term)!, listBounds[at]);
    });
    this.packed = { terms: termBytes, termBounds, listBounds, schools };
    this.terms = termBytes;
    this.sample();
    this.changed.clear();
  }

  /** What a snapshot keeps: the packed arrays (call `pack` first, so nothing is left out). */
  parts(): TermListsParts {
    if (this.changed.size > 0) this.pack();
    return this.packed;
  }

  /** Bytes the packed arrays hold in memory. */
  get byteLength(): number {
    const { terms, termBounds, listBounds, schools } = this.packed;
    return terms.byteLength + termBounds.byteLength + listBounds.byteLength + schools.byteLength;
  }

  private termAt(at: number): string {
    return this.terms.toString('utf8', this.packed.termBounds[at], this.packed.termBounds[at + 1]);
  }

  /** Where `term` is among the packed terms, or -1: the last sample not after it, then the terms up to the next sample. */
  private packedAt(term: string): number {
    let low = 0;
    let high = this.samples.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.samples[middle] <= term) low = middle + 1;
      else high = middle;
    }
    if (low === 0) return -1;
    low = (low - 1) * SAMPLE_EVERY;
    high = Math.min(low + SAMPLE_EVERY, this.packed.termBounds.length - 1);
    // The terms between two samples compared where they are packed, not decoded.
    const sought = new EncodedText(term);
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = sought.compareKept(this.terms, this.packed.termBounds[middle], this.packed.termBounds[middle + 1]);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return -1;
  }
}

