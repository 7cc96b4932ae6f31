import type { EnquiryStatus } from '@schoolpage/content-contract';
import { statement, type SqliteDatabase } from '../storage/persistence/sqlite/sqlite-database';
import { EnquiryStore, type EnquiryQuery, type EnquiryRecord } from './enquiry-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS enquiries (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  class_sought TEXT NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS enquiries_by_school ON enquiries (organization_id, created_at DESC);
CREATE INDEX IF NOT EXISTS enquiries_by_age ON enquiries (created_at);
CREATE TABLE IF NOT EXISTS enquiry_settings (
  organization_id TEXT PRIMARY KEY,
  retention_days INTEGER NOT NULL
);
`;

interface Row {
  record: string;
  status: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const recordOf = (row: Row): EnquiryRecord => ({ ...(JSON.parse(row.record) as EnquiryRecord), status: row.status as EnquiryStatus });

/** Enquiries in the embedded database: the filtered columns beside the whole record as JSON. */
export class SqliteEnquiryStore extends EnquiryStore {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
  }

  async add(record: EnquiryRecord): Promise<void> {
    statement(this.db, 'INSERT INTO enquiries (id, organization_id, created_at, status, class_sought, record) VALUES (?, ?, ?, ?, ?, ?)').run(
      record.id,
      record.organizationId,
      record.createdAt,
      record.status,
      record.classSought,
      JSON.stringify(record),
    );
  }

  async list(organizationId: string, query: EnquiryQuery): Promise<{ items: EnquiryRecord[]; total: number }> {
    const where = ['organization_id = ?'];
    const values: unknown[] = [organizationId];
    if (query.status) {
      where.push('status = ?');
      values.push(query.status);
    }
    if (query.classSought) {
      where.push('class_sought = ?');
      values.push(query.classSought);
    }
    const filter = where.join(' AND ');
    const total = statement(this.db, `SELECT COUNT(*) FROM enquiries WHERE ${filter}`).pluck().get(...values) as number;
    const rows = statement(this.db, `SELECT record, status FROM enquiries WHERE ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(
      ...values,
      query.limit,
      query.skip,
    ) as Row[];
    return { items: rows.map(recordOf), total };
  }

  async all(organizationId: string): Promise<EnquiryRecord[]> {
    const rows = statement(this.db, 'SELECT record, status FROM enquiries WHERE organization_id = ? ORDER BY created_at DESC, id DESC').all(organizationId) as Row[];
    return rows.map(recordOf);
  }

  async countNew(organizationId: string): Promise<number> {
    return statement(this.db, "SELECT COUNT(*) FROM enquiries WHERE organization_id = ? AND status = 'new'").pluck().get(organizationId) as number;
  }

  async update(organizationId: string, id: string, change: { status?: EnquiryStatus; note?: string }): Promise<EnquiryRecord | undefined> {
    return this.db.transaction(() => {
      const row = statement(this.db, 'SELECT record, status FROM enquiries WHERE organization_id = ? AND id = ?').get(organizationId, id) as Row | undefined;
      if (!row) return undefined;
      const changed = { ...recordOf(row), ...change };
      statement(this.db, 'UPDATE enquiries SET status = ?, record = ? WHERE id = ?').run(changed.status, JSON.stringify(changed), id);
      return changed;
    })();
  }

  async remove(organizationId: string, id: string): Promise<boolean> {
    return statement(this.db, 'DELETE FROM enquiries WHERE organization_id = ? AND id = ?').run(organizationId, id).changes > 0;
  }

  async retentionOf(organizationId: string): Promise<number | undefined> {
    return statement(this.db, 'SELECT retention_days FROM enquiry_settings WHERE organization_id = ?').pluck().get(organizationId) as number | undefined;
  }

  async setRetention(organizationId: string, retentionDays: number): Promise<void> {
    statement(this.db, 'INSERT INTO enquiry_settings (organization_id, retention_days) VALUES (?, ?) ON CONFLICT (organization_id) DO UPDATE SET retention_days = excluded.retention_days').run(
      organizationId,
      retentionDays,
    );
  }

  async removeExpired(now: number, defaultDays: number): Promise<number> {
    // Nothing is older than the longest retention of all: the age index narrows the look to what may go.
    return statement(
      this.db,
      `DELETE FROM enquiries WHERE created_at < :now - :shortest * ${DAY_MS}
         AND created_at < :now - COALESCE((SELECT retention_days FROM enquiry_settings s WHERE s.organization_id = enquiries.organization_id), :defaultDays) * ${DAY_MS}`,
    ).run({ now, defaultDays, shortest: Math.min(defaultDays, this.shortestRetention()) }).changes;
  }

  private shortestRetention(): number {
    return (statement(this.db, 'SELECT MIN(retention_days) FROM enquiry_settings').pluck().get() as number | null) ?? Number.POSITIVE_INFINITY;
  }
}
