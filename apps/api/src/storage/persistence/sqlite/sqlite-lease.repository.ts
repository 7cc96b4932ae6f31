import { LeaseRepository } from '../lease.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

/** Leases in the `leases` table: taking one is a single `INSERT … ON CONFLICT DO UPDATE … WHERE`. */
export class SqliteLeaseRepository extends LeaseRepository {
  constructor(private readonly db: SqliteDatabase) {
    super();
  }

  async acquire(name: string, holder: string, ttlMs: number, now: number): Promise<boolean> {
    const row = statement(
      this.db,
      `INSERT INTO leases (name, holder, expires_at) VALUES (@name, @holder, @now + @ttlMs)
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
           WHERE leases.holder = excluded.holder OR leases.expires_at <= @now
         RETURNING holder`,
    ).get({ name, holder, now, ttlMs });
    return row !== undefined;
  }

  async release(name: string, holder: string): Promise<void> {
    statement(this.db, 'DELETE FROM leases WHERE name = ? AND holder = ?').run(name, holder);
  }
}
