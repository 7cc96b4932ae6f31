import { FoundSchools } from './found-schools';
import { MatchTier } from './search-terms';

describe('FoundSchools', () => {
  const ranks = Float64Array.from([50, 40, 30, 20, 10]);

  it('gives the best schools by tier, then rank; a school found again keeps its first tier', () => {
    const found = new FoundSchools().start(5);
    found.add(3, MatchTier.NameStart);
    found.add(0, MatchTier.NameWords);
    found.add(4, MatchTier.NameWords);
    found.add(3, MatchTier.Typo);
    expect(found.size).toBe(3);
    expect(found.best(ranks, 10)).toEqual([3, 4, 0]);
  });

  it('forgets the last search at the next start, and keeps the numbers it gave', () => {
    const found = new FoundSchools();
    const first = found.start(5);
    first.add(1, MatchTier.ExactName);
    first.add(2, MatchTier.ExactName);
    const given = first.best(ranks, 1);
    expect(given).toEqual([2]);
    found.start(8).add(1, MatchTier.Typo);
    expect(found.size).toBe(1);
    expect(found.best(ranks, 10)).toEqual([1]);
    expect(given).toEqual([2]);
  });
});
