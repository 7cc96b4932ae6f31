import { SchoolList } from './school-list';

/**
 * Every school of the search index in name order: their numbers (a SchoolList, in rank order like every
 * list) and, beside them, their normalised names. Finding where a name falls is a binary search over the
 * names alone, so a search does not read every school it passes on the way (two memory reads a step, not
 * four: the names' array and one name).
 */
export class SchoolsByName {
  private readonly numbers = new SchoolList();
  private readonly nameKeys: string[] = [];

  get size(): number {
    return this.numbers.size;
  }

  /** The school at `position` in name order. */
  at(position: number): number {
    return this.numbers.at(position);
  }

  /** The normalised name of the school at `position`. */
  nameKeyAt(position: number): string {
    return this.nameKeys[position];
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
  append(school: number, nameKey: string): void {
    this.numbers.append(school);
    this.nameKeys.push(nameKey);
  }

  /** Adds a school at `position` (found by `firstAfter`). */
  insertAt(position: number, school: number, nameKey: string): void {
    this.numbers.insertAt(position, school);
    this.nameKeys.splice(position, 0, nameKey);
  }

  /** Takes a school out (found by its rank). */
  remove(school: number, ranks: Float64Array): void {
    const position = this.numbers.positionOf(school, ranks);
    if (position < 0) return;
    this.numbers.removeAt(position);
    this.nameKeys.splice(position, 1);
  }

  /** Gives back the room kept for growth (after loading). */
  fit(): void {
    this.numbers.fit();
  }

  private firstFrom(nameKey: string, strictlyAfter: boolean): number {
    let low = 0;
    let high = this.nameKeys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const listed = this.nameKeys[middle];
      if (listed < nameKey || (strictlyAfter && listed === nameKey)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
