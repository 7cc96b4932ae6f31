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
