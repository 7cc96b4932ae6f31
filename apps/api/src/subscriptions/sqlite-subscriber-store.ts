import type { SubscriptionDelivery, SubscriptionTopic } from '@schoolpage/content-contract';
import { statement, type SqliteDatabase } from '../storage/persistence/sqlite/sqlite-database';
import { SubscriberStore, type SubscriberRecord } from './subscriber-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS subscribers (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  email TEXT NOT NULL,
  confirmed_at INTEGER,
  confirm_token_hash TEXT,
  confirm_expires_at INTEGER,
  record TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS subscribers_by_address ON subscribers (organization_id, email);
CREATE UNIQUE INDEX IF NOT EXISTS subscribers_by_confirm_token ON subscribers (confirm_token_hash);
CREATE INDEX IF NOT EXISTS subscribers_unconfirmed ON subscribers (confirm_expires_at) WHERE confirmed_at IS NULL;
`;

const recordOf = (row: { record: string } | undefined): SubscriberRecord | undefined => (row ? (JSON.parse(row.record) as SubscriberRecord) : undefined);

/** Subscribers in the embedded database: the looked-up columns beside the whole record as JSON. */
export class SqliteSubscriberStore extends SubscriberStore {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
  }

  async find(organizationId: string, email: string): Promise<SubscriberRecord | undefined> {
    return recordOf(statement(this.db, 'SELECT record FROM subscribers WHERE organization_id = ? AND email = ?').get(organizationId, email) as { record: string } | undefined);
  }

  async findById(id: string): Promise<SubscriberRecord | undefined> {
    return recordOf(statement(this.db, 'SELECT record FROM subscribers WHERE id = ?').get(id) as { record: string } | undefined);
  }

  async save(record: SubscriberRecord): Promise<void> {
    this.write(record);
  }

  async confirm(tokenHash: string, now: number): Promise<SubscriberRecord | undefined> {
    return this.db.transaction(() => {
      const found = recordOf(
        statement(this.db, 'SELECT record FROM subscribers WHERE confirm_token_hash = ? AND confirm_expires_at > ?').get(tokenHash, now) as { record: string } | undefined,
      );
      if (!found) return undefined;
      const { confirmTokenHash: _used, confirmExpiresAt: _end, ...rest } = found;
      const confirmed: SubscriberRecord = { ...rest, confirmedAt: now };
      this.write(confirmed);
      return confirmed;
    })();
  }

  async setTopics(id: string, topics: SubscriptionTopic[], delivery?: SubscriptionDelivery): Promise<SubscriberRecord | undefined> {
    return this.db.transaction(() => {
      const found = recordOf(statement(this.db, 'SELECT record FROM subscribers WHERE id = ?').get(id) as { record: string } | undefined);
      if (!found) return undefined;
      const changed = { ...found, topics, ...(delivery ? { delivery } : {}) };
      this.write(changed);
      return changed;
    })();
  }

  async remove(id: string): Promise<boolean> {
    return statement(this.db, 'DELETE FROM subscribers WHERE id = ?').run(id).changes > 0;
  }

  async removeUnconfirmed(now: number): Promise<number> {
    return statement(this.db, 'DELETE FROM subscribers WHERE confirmed_at IS NULL AND confirm_expires_at <= ?').run(now).changes;
  }

  async confirmed(organizationId: string): Promise<SubscriberRecord[]> {
    const rows = statement(this.db, 'SELECT record FROM subscribers WHERE organization_id = ? AND confirmed_at IS NOT NULL ORDER BY confirmed_at, id').all(organizationId) as {
      record: string;
    }[];
    return rows.map((row) => JSON.parse(row.record) as SubscriberRecord);
  }

  private write(record: SubscriberRecord): void {
    statement(
      this.db,
      `INSERT INTO subscribers (id, organization_id, email, confirmed_at, confirm_token_hash, confirm_expires_at, record) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET email = excluded.email, confirmed_at = excluded.confirmed_at, confirm_token_hash = excluded.confirm_token_hash,
         confirm_expires_at = excluded.confirm_expires_at, record = excluded.record`,
    ).run(
      record.id,
      record.organizationId,
      record.email,
      record.confirmedAt ?? null,
      record.confirmTokenHash ?? null,
      record.confirmExpiresAt ?? null,
      JSON.stringify(record),
    );
  }
}
