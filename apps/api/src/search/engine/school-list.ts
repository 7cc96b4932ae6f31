/**
 * A list of schools (their numbers in the search index) in name order, in one typed array: the schools
 * having one search term, or every school by name. Each school's place in name order is its rank
 * (`ranks[school]`, rising with the name), so a list is ordered by rank and searched by numbers.
 * Built by appending in order, then changed one school at a time by binary search.
 */
export class SchoolList {
  private items: Int32Array;
  size = 0;

  constructor(capacity = 4) {
    this.items = new Int32Array(capacity);
  }

  /** A list reading `items` in place (a part of a packed array, see TermLists): read it only, or grow it (a copy). */
  static of(items: Int32Array): SchoolList {
    const list = new SchoolList(0);
    list.items = items;
    list.size = items.length;
    return list;
  }

  /** The schools listed, in order (a view of the list's own array). */
  schools(): Int32Array {
    return this.items.subarray(0, this.size);
  }

  at(position: number): number {
    return this.items[position];
  }

  /** The last school listed (-1 when none): while building, a term met twice in one school finds it there. */
  last(): number {
    return this.size === 0 ? -1 : this.items[this.size - 1];
  }

  /** Adds a school that comes after every school already listed (building in order). */
  append(school: number): void {
    if (this.size === this.items.length) this.resize(this.items.length * 2);
    this.items[this.size++] = school;
  }

  /**
   * The position of the first school at or after `from` whose rank is at least `rank` (`size` when none):
   * a galloping search, so stepping through a list in order costs little per step.
   */
  seek(ranks: Float64Array, rank: number, from: number): number {
    if (from >= this.size || ranks[this.items[from]] >= rank) return from;
    // Gallop: the school `step` places on is still before `rank`, so the answer lies past it.
    let low = from;
    let step = 1;
    while (low + step < this.size && ranks[this.items[low + step]] < rank) {
      low += step;
      step *= 2;
    }
    let high = Math.min(this.size, low + step);
    low++;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (ranks[this.items[middle]] < rank) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Adds a school in rank order. */
  insert(school: number, ranks: Float64Array): void {
    this.insertAt(this.seek(ranks, ranks[school], 0), school);
  }

  /** Adds a school at a position (every school in name order: SchoolsByName). */
  insertAt(position: number, school: number): void {
    if (this.size === this.items.length) this.resize(this.items.length * 2);
    this.items.copyWithin(position + 1, position, this.size);
    this.items[position] = school;
    this.size++;
  }

  /** Where `school` is on the list (found by its rank), or -1 when it is not on it. */
  positionOf(school: number, ranks: Float64Array): number {
    const at = this.seek(ranks, ranks[school], 0);
    return at < this.size && this.items[at] === school ? at : -1;
  }

  /** Takes a school off the list; false when it was not on it. */
  remove(school: number, ranks: Float64Array): boolean {
    const at = this.positionOf(school, ranks);
    if (at < 0) return false;
    this.removeAt(at);
    return true;
  }

  /** Takes off the school at `position`. */
  removeAt(position: number): void {
    this.items.copyWithin(position, position + 1, this.size);
    this.size--;
  }

  /** Gives back the room kept for growth (after building). */
  fit(): void {
    if (this.items.length > this.size) this.resize(this.size);
  }

  private resize(capacity: number): void {
    const items = new Int32Array(Math.max(4, capacity));
    items.set(this.items.subarray(0, Math.min(this.size, items.length)));
    this.items = items;
  }
}
