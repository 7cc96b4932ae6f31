import { statement, type SqliteDatabase } from '../storage/persistence/sqlite/sqlite-database';
import { PushSubscriberStore, type PushSubscriberRecord } from './push-subscriber-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS push_subscribers (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  consent_at INTEGER NOT NULL,
  record TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS push_subscribers_by_endpoint ON push_subscribers (organization_id, endpoint);
`;

const recordOf = (row: { record: string } | undefined): PushSubscriberRecord | undefined => (row ? (JSON.parse(row.record) as PushSubscriberRecord) : undefined);

/** Push subscribers in the embedded database: the looked-up columns beside the whole record as JSON. */
export class SqlitePushSubscriberStore extends PushSubscriberStore {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
  }

  async find(organizationId: string, endpoint: string): Promise<PushSubscriberRecord | undefined> {
    return recordOf(statement(this.db, 'SELECT record FROM push_subscribers WHERE organization_id = ? AND endpoint = ?').get(organizationId, endpoint) as { record: string } | undefined);
  }

  async save(record: PushSubscriberRecord): Promise<PushSubscriberRecord> {
    return this.db.transaction(() => {
      const known = recordOf(statement(this.db, 'SELECT record FROM push_subscribers WHERE organization_id = ? AND endpoint = ?').get(record.organizationId, record.endpoint) as { record: string } | undefined);
      const kept = { ...record, id: known?.id ?? record.id };
      statement(
        this.db,
        `INSERT INTO push_subscribers (id, organization_id, endpoint, consent_at, record) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET consent_at = excluded.consent_at, record = excluded.record`,
      ).run(kept.id, kept.organizationId, kept.endpoint, kept.consentAt, JSON.stringify(kept));
      return kept;
    })();
  }

  async remove(id: string): Promise<boolean> {
    return statement(this.db, 'DELETE FROM push_subscribers WHERE id = ?').run(id).changes > 0;
  }

  async of(organizationId: string): Promise<PushSubscriberRecord[]> {
    const rows = statement(this.db, 'SELECT record FROM push_subscribers WHERE organization_id = ? ORDER BY consent_at, id').all(organizationId) as { record: string }[];
    return rows.map((row) => JSON.parse(row.record) as PushSubscriberRecord);
  }
}
