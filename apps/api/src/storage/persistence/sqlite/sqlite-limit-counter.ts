import { LimitCounter, type GateOutcome, type WindowCount } from '../limit-counter';
import { statement, type SqliteDatabase } from './sqlite-database';

/** How often expired limits are removed (SQLite has no TTL of its own). */
const REMOVE_EXPIRED_EVERY_MS = 60_000;

/** Limits in the `limit_counters` table: each call is one `INSERT … ON CONFLICT DO UPDATE … RETURNING`. */
export class SqliteLimitCounter extends LimitCounter {
  private lastRemoval = 0;

  constructor(private readonly db: SqliteDatabase) {
    super();
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    this.removeExpired(now);
    const row = statement(
      this.db,
      `INSERT INTO limit_counters (key, count, opens_at, expires_at, passed) VALUES (@key, 1, 0, @now + @windowMs, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN expires_at <= @now THEN 1 ELSE count + 1 END,
           expires_at = CASE WHEN expires_at <= @now THEN @now + @windowMs ELSE expires_at END
         RETURNING count, expires_at`,
    ).get({ key, now, windowMs }) as { count: number; expires_at: number };
    return { hits: row.count, resetsAt: row.expires_at };
  }

  async pass(key: string, waitsMs: readonly number[], keepMs: number, now: number): Promise<GateOutcome> {
    this.removeExpired(now);
    // Every expression reads the row as it was: `open` and `fresh` are worked out once, before the change.
    const fresh = 'expires_at <= @now';
    const open = `(${fresh} OR opens_at <= @now)`;
    const waitAfter = (tries: string) => `json_extract(@waits, '$[' || CAST(min(${tries}, @last) AS INTEGER) || ']')`;
    const row = statement(
      this.db,
      `INSERT INTO limit_counters (key, count, opens_at, expires_at, passed)
           VALUES (@key, 1, @now + ${waitAfter('1')}, @now + @keepMs, 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN ${fresh} THEN 1 WHEN ${open} THEN count + 1 ELSE count END,
           opens_at = CASE WHEN ${fresh} THEN @now + ${waitAfter('1')} WHEN ${open} THEN @now + ${waitAfter('count + 1')} ELSE opens_at END,
           expires_at = CASE WHEN ${open} THEN @now + @keepMs ELSE expires_at END,
           passed = ${open}
         RETURNING count, opens_at, passed`,
    ).get({ key, now, keepMs, waits: JSON.stringify(waitsMs), last: waitsMs.length - 1 }) as { count: number; opens_at: number; passed: number };
    return row.passed ? { passed: true, tries: row.count } : { passed: false, opensAt: row.opens_at };
  }

  async clear(key: string): Promise<void> {
    statement(this.db, 'DELETE FROM limit_counters WHERE key = ?').run(key);
  }

  private removeExpired(now: number): void {
    if (now - this.lastRemoval < REMOVE_EXPIRED_EVERY_MS) return;
    this.lastRemoval = now;
    statement(this.db, 'DELETE FROM limit_counters WHERE expires_at <= ?').run(now);
  }
}
