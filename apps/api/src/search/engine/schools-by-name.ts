import { EncodedText } from './encoded-text';
import { SchoolList } from './school-list';

/** Where the schools' normalised names are kept: read whole, or compared with a name without reading it. */
export interface NameKeys {
  of(school: number): string;
  /** How the school's name compares with `nameKey` in string order (negative: it comes first, 0: it is that name). */
  compare(school: number, nameKey: EncodedText): number;
  begins(school: number, nameKey: EncodedText): boolean;
}

/**
 * Every school of the search index in name order: their numbers (a SchoolList, in rank order like every
 * list), each school's normalised name compared where the index keeps it (`nameKeys`). Finding where a
 * name falls is a binary search over the names.
 */
export class SchoolsByName {
  constructor(
    private readonly nameKeys: NameKeys,
    private readonly numbers = new SchoolList(),
  ) {}

  get size(): number {
    return this.numbers.size;
  }

  /** The school at `position` in name order. */
  at(position: number): number {
    return this.numbers.at(position);
  }

  /** The normalised name of the school at `position`. */
  nameKeyAt(position: number): string {
    return this.nameKeys.of(this.numbers.at(position));
  }

  /** How the name of the school at `position` compares with `nameKey` (negative: it comes first, 0: it is that name). */
  compareAt(position: number, nameKey: EncodedText): number {
    return this.nameKeys.compare(this.numbers.at(position), nameKey);
  }

  /** True when the name of the school at `position` begins with `nameKey`. */
  beginsAt(position: number, nameKey: EncodedText): boolean {
    return this.nameKeys.begins(this.numbers.at(position), nameKey);
  }

  /** The position of the first school whose name is `nameKey` or after it. */
  firstAtOrAfter(nameKey: string | EncodedText): number {
    return this.firstFrom(nameKey, false);
  }

  /** The position of the first school whose name comes after `nameKey` (where a school of that name indexed now goes). */
  firstAfter(nameKey: string): number {
    return this.firstFrom(nameKey, true);
  }

  /** Adds a school whose name comes after (or is) the last one's. */
  append(school: number): void {
    this.numbers.append(school);
  }

  /** Adds a school at `position` (found by `firstAfter`). */
  insertAt(position: number, school: number): void {
    this.numbers.insertAt(position, school);
  }

  /** Takes a school out (found by its rank). */
  remove(school: number, ranks: Float64Array): void {
    const position = this.numbers.positionOf(school, ranks);
    if (position < 0) return;
    this.numbers.removeAt(position);
  }

  /** Gives back the room kept for growth (after loading). */
  fit(): void {
    this.numbers.fit();
  }

  /** Every school's number in name order (for a snapshot: a view of the list's own array). */
  schools(): Int32Array {
    return this.numbers.schools();
  }

  private firstFrom(name: string | EncodedText, strictlyAfter: boolean): number {
    const nameKey = typeof name === 'string' ? new EncodedText(name) : name;
    let low = 0;
    let high = this.numbers.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = this.compareAt(middle, nameKey);
      if (order < 0 || (strictlyAfter && order === 0)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
