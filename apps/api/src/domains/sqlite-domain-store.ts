import { statement, type SqliteDatabase } from '../storage/persistence/sqlite/sqlite-database';
import { DomainStore, type DomainRecordKept } from './domain-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS site_domains (
  organization_id TEXT PRIMARY KEY,
  hostname TEXT NOT NULL,
  status TEXT NOT NULL,
  record TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS site_domains_verified ON site_domains (hostname) WHERE status = 'verified';
`;

const recordOf = (row: { record: string }): DomainRecordKept => JSON.parse(row.record) as DomainRecordKept;

/** Schools' domains in the embedded database; each write is recorded on the change feed in its own transaction. */
export class SqliteDomainStore extends DomainStore {
  private readonly followers: ((organizationId: string) => void)[] = [];
  private readonly saveNow: (record: DomainRecordKept) => 'saved' | 'taken';
  private readonly removeNow: (organizationId: string) => boolean;

  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
    this.saveNow = db.transaction((record: DomainRecordKept) => {
      if (record.status === 'verified') {
        const holder = statement(db, "SELECT organization_id FROM site_domains WHERE hostname = ? AND status = 'verified' AND organization_id <> ?")
          .pluck()
          .get(record.hostname, record.organizationId);
        if (holder !== undefined) return 'taken';
      }
      statement(
        db,
        'INSERT INTO site_domains (organization_id, hostname, status, record) VALUES (?, ?, ?, ?) ON CONFLICT (organization_id) DO UPDATE SET hostname = excluded.hostname, status = excluded.status, record = excluded.record',
      ).run(record.organizationId, record.hostname, record.status, JSON.stringify(record));
      this.told(record.organizationId);
      return 'saved';
    });
    this.removeNow = db.transaction((organizationId: string) => {
      const removed = statement(db, 'DELETE FROM site_domains WHERE organization_id = ?').run(organizationId).changes > 0;
      if (removed) this.told(organizationId);
      return removed;
    });
  }

  /** Tells `follower` of every write from now on, inside its transaction (the change feed). */
  follow(follower: (organizationId: string) => void): void {
    this.followers.push(follower);
  }

  async of(organizationId: string): Promise<DomainRecordKept | undefined> {
    const row = statement(this.db, 'SELECT record FROM site_domains WHERE organization_id = ?').get(organizationId) as { record: string } | undefined;
    return row && recordOf(row);
  }

  async save(record: DomainRecordKept): Promise<'saved' | 'taken'> {
    return this.saveNow(record);
  }

  async remove(organizationId: string): Promise<boolean> {
    return this.removeNow(organizationId);
  }

  async verifiedHolder(hostname: string): Promise<string | undefined> {
    return statement(this.db, "SELECT organization_id FROM site_domains WHERE hostname = ? AND status = 'verified'").pluck().get(hostname) as string | undefined;
  }

  async allVerified(): Promise<DomainRecordKept[]> {
    return (statement(this.db, "SELECT record FROM site_domains WHERE status = 'verified'").all() as { record: string }[]).map(recordOf);
  }

  async all(): Promise<DomainRecordKept[]> {
    return (statement(this.db, 'SELECT record FROM site_domains').all() as { record: string }[]).map(recordOf);
  }

  private told(organizationId: string): void {
    for (const follower of this.followers) follower(organizationId);
  }
}
