import { LRUCache } from 'lru-cache';

/** What an entry costs beside its value: its key, the entry itself and the cache's bookkeeping (an estimate). */
const ENTRY_BYTES = 160;
/** What an entry still loading is counted as, until its value is known. */
const LOADING_BYTES = 1024;

/** Bytes a string takes in memory (two a character, at most). */
export const stringBytes = (text: string) => 2 * text.length;

/**
 * A map whose entries are reused for `lifetimeMs`, within a byte budget: past `maxBytes` the least
 * recently used entries go first (each entry counted as its value's bytes, given when it is kept).
 */
export class ShortLivedCache<V> {
  private readonly entries: LRUCache<string, { at: number; value: V }>;

  constructor(
    private readonly lifetimeMs: number,
    readonly maxBytes: number,
  ) {
    this.entries = new LRUCache({ maxSize: Math.max(1, maxBytes) });
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at < this.lifetimeMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value` (of `bytes`), unless it alone is over the budget. */
  set(key: string, value: V, bytes: number, now = Date.now()): void {
    if (this.lifetimeMs <= 0) return;
    const size = ENTRY_BYTES + stringBytes(key) + bytes;
    if (size > this.maxBytes) return;
    this.entries.set(key, { at: now, value }, { size });
  }

  /** Counts the entry kept for `key` as `bytes` now, while it is still `value` (a loaded value's size, once known). */
  resize(key: string, value: V, bytes: number): void {
    const entry = this.entries.peek(key);
    if (!entry || entry.value !== value) return;
    const size = ENTRY_BYTES + stringBytes(key) + bytes;
    if (size > this.maxBytes) this.entries.delete(key);
    else this.entries.set(key, { ...entry }, { size });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The bytes the entries are counted as. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * What `cache` keeps for `key`, or else `load()`'s promise, kept for others to share: once it settles,
 * counted as `bytesOf` its value, or forgotten when `bytesOf` gives undefined (nothing found: no entry is
 * kept for what does not exist) or the load failed.
 */
export function rememberedLoad<V>(
  cache: ShortLivedCache<Promise<V>>,
  key: string,
  now: number,
  load: () => Promise<V>,
  bytesOf: (value: V) => number | undefined,
): Promise<V> {
  const kept = cache.get(key, now);
  if (kept) return kept;
  const loading = load();
  cache.set(key, loading, LOADING_BYTES, now);
  loading.then(
    (value) => {
      const bytes = bytesOf(value);
      if (bytes === undefined) {
        if (cache.get(key, now) === loading) cache.delete(key);
      } else cache.resize(key, loading, bytes);
    },
    () => cache.delete(key),
  );
  return loading;
}
