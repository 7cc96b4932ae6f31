/** A small map whose entries are reused for `lifetimeMs`; when it grows past `maxEntries` it starts afresh. */
export class ShortLivedCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at < this.lifetimeMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, now = Date.now()): void {
    if (this.lifetimeMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { at: now, value });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** What `cache` keeps for `key`, or else `load()`'s promise, kept for others to share (a load that fails is not kept). */
export function rememberedLoad<V>(cache: ShortLivedCache<Promise<V>>, key: string, now: number, load: () => Promise<V>): Promise<V> {
  const kept = cache.get(key, now);
  if (kept) return kept;
  const loading = load();
  cache.set(key, loading, now);
  loading.catch(() => cache.delete(key));
  return loading;
}
