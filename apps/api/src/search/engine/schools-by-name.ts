import { SchoolList } from './school-list';

/**
 * Every school of the search index in name order: their numbers (a SchoolList, in rank order like every
 * list), each school's normalised name read from where the index keeps it (`nameKeyOf`). Finding where a
 * name falls is a binary search over the names.
 */
export class SchoolsByName {
  constructor(
    private readonly nameKeyOf: (school: number) => string,
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
    return this.nameKeyOf(this.numbers.at(position));
  }

  /** The position of the first school whose name is `nameKey` or after it. */
  firstAtOrAfter(nameKey: string): number {
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

  private firstFrom(nameKey: string, strictlyAfter: boolean): number {
    let low = 0;
    let high = this.numbers.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const listed = this.nameKeyAt(middle);
      if (listed < nameKey || (strictlyAfter && listed === nameKey)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
