import { rememberedLoad, ShortLivedCache } from './short-lived-cache';

describe('ShortLivedCache', () => {
  it('keeps entries within its byte budget, letting the least recently used go first', () => {
    const cache = new ShortLivedCache<string>(60_000, 3000);
    cache.set('a', 'A', 1000, 0);
    cache.set('b', 'B', 1000, 0);
    expect(cache.get('a', 1)).toBe('A'); // a is now used more recently than b
    cache.set('c', 'C', 1000, 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe('A');
    expect(cache.get('c', 3)).toBe('C');
    expect(cache.bytes).toBeLessThanOrEqual(3000);
    cache.set('huge', 'H', 5000, 3);
    expect(cache.get('huge', 4)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('reuses an entry for its lifetime only', () => {
    const cache = new ShortLivedCache<string>(1000, 10_000);
    cache.set('a', 'A', 10, 0);
    expect(cache.get('a', 999)).toBe('A');
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('keeps a load shared while it runs, counts it as its value once known, and keeps nothing for what was not found', async () => {
    const cache = new ShortLivedCache<Promise<string | null>>(60_000, 100_000);
    let loads = 0;
    const load = (value: string | null) => () => Promise.resolve((loads++, value));
    const bytesOf = (value: string | null) => (value === null ? undefined : value.length * 2);
    const [one, two] = [rememberedLoad(cache, 'x', 0, load('found'), bytesOf), rememberedLoad(cache, 'x', 0, load('found'), bytesOf)];
    expect(await one).toBe('found');
    expect(await two).toBe('found');
    expect(loads).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    const found = cache.bytes;
    expect(found).toBeLessThan(1024); // counted as its value, not as a load still running

    for (let i = 0; i < 100; i++) expect(await rememberedLoad(cache, `missing-${i}`, 0, load(null), bytesOf)).toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(found);
  });
});
