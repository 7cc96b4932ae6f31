import type { MatchTier } from './search-terms';

/**
 * The schools one search has found, each with its tier (how it matched), made without an object per search: a
 * school's tier is kept at its number in an array shared by every search, marked with the search's turn, so
 * starting a search forgets the last one's schools without clearing anything. A search answers 10 or 200
 * schools, but a Map of them was a tenth of a list answer's garbage. One search at a time (searches are synchronous).
 */
export class FoundSchools {
  /** The turn of the search that found each school (another turn's mark: not found by this one). */
  private turnOf = new Uint32Array(0);
  /** Each school's tier, while marked with this turn. */
  private tierOf = new Uint8Array(0);
  private turn = 0;
  /** The schools found, in the order they were found. */
  private numbers: number[] = [];

  /** Starts a search among `schools` schools (numbered 0 to schools - 1): none found yet. */
  start(schools: number): this {
    if (schools > this.turnOf.length) {
      const room = Math.max(1024, schools + (schools >> 3));
      this.turnOf = new Uint32Array(room);
      this.tierOf = new Uint8Array(room);
      this.turn = 0;
    }
    if (++this.turn === 0xffffffff) {
      this.turnOf.fill(0);
      this.turn = 1;
    }
    this.numbers = [];
    return this;
  }

  get size(): number {
    return this.numbers.length;
  }

  /** Adds a school with its tier; a school found before keeps the tier it was found with (each step finds worse tiers than those before it). */
  add(number: number, tier: MatchTier): void {
    if (this.turnOf[number] === this.turn) return;
    this.turnOf[number] = this.turn;
    this.tierOf[number] = tier;
    this.numbers.push(number);
  }

  /** The best `limit` schools found: by tier, then by rank (`ranks`, by number). */
  best(ranks: Float64Array, limit: number): number[] {
    const { numbers, tierOf } = this;
    numbers.sort((a, b) => tierOf[a] - tierOf[b] || ranks[a] - ranks[b]);
    if (numbers.length > limit) numbers.length = limit;
    return numbers;
  }
}
