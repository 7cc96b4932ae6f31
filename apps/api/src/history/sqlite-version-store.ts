import { statement, type SqliteDatabase } from '../storage/persistence/sqlite/sqlite-database';
import { VersionStore, type VersionRecord } from './version-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS site_versions (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  thing TEXT NOT NULL,
  version_order INTEGER NOT NULL,
  at INTEGER NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS site_versions_by_thing ON site_versions (organization_id, thing, version_order DESC);
CREATE TABLE IF NOT EXISTS site_version_files (
  version_id TEXT NOT NULL,
  organization_id TEXT NOT NULL,
  file_key TEXT NOT NULL,
  PRIMARY KEY (version_id, file_key)
);
CREATE INDEX IF NOT EXISTS site_version_files_by_key ON site_version_files (file_key, organization_id);
`;

const recordOf = (row: { record: string }): VersionRecord => JSON.parse(row.record) as VersionRecord;

/** Versions in the embedded database: the looked-up columns beside the whole version as JSON, and the files each points at. */
export class SqliteVersionStore extends VersionStore {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
  }

  async add(version: VersionRecord): Promise<void> {
    statement(this.db, 'INSERT INTO site_versions (id, organization_id, thing, version_order, at, record) VALUES (?, ?, ?, ?, ?, ?)').run(
      version.id,
      version.organizationId,
      version.thing,
      version.order,
      version.at,
      JSON.stringify(version),
    );
    const file = statement(this.db, 'INSERT OR IGNORE INTO site_version_files (version_id, organization_id, file_key) VALUES (?, ?, ?)');
    for (const key of version.files ?? []) file.run(version.id, version.organizationId, key);
  }

  async list(organizationId: string, thing: string, page: { skip: number; limit: number }): Promise<{ items: VersionRecord[]; total: number }> {
    const total = statement(this.db, 'SELECT COUNT(*) FROM site_versions WHERE organization_id = ? AND thing = ?').pluck().get(organizationId, thing) as number;
    const rows = statement(this.db, 'SELECT record FROM site_versions WHERE organization_id = ? AND thing = ? ORDER BY version_order DESC LIMIT ? OFFSET ?').all(
      organizationId,
      thing,
      page.limit,
      page.skip,
    ) as { record: string }[];
    return { items: rows.map(recordOf), total };
  }

  async find(organizationId: string, id: string): Promise<VersionRecord | undefined> {
    const row = statement(this.db, 'SELECT record FROM site_versions WHERE organization_id = ? AND id = ?').get(organizationId, id) as { record: string } | undefined;
    return row && recordOf(row);
  }

  async previous(version: VersionRecord): Promise<VersionRecord | undefined> {
    const row = statement(
      this.db,
      'SELECT record FROM site_versions WHERE organization_id = ? AND thing = ? AND version_order < ? ORDER BY version_order DESC LIMIT 1',
    ).get(version.organizationId, version.thing, version.order) as { record: string } | undefined;
    return row && recordOf(row);
  }

  async has(organizationId: string, thing: string): Promise<boolean> {
    return statement(this.db, 'SELECT 1 FROM site_versions WHERE organization_id = ? AND thing = ? LIMIT 1').get(organizationId, thing) !== undefined;
  }

  async prune(before: number, keepLatest: number): Promise<number> {
    const removed = statement(
      this.db,
      `DELETE FROM site_versions WHERE id IN (
         SELECT id FROM (
           SELECT id, at, ROW_NUMBER() OVER (PARTITION BY organization_id, thing ORDER BY version_order DESC) AS newest
           FROM site_versions
         ) WHERE newest > :keepLatest AND at < :before
       )`,
    ).run({ before, keepLatest }).changes;
    statement(this.db, 'DELETE FROM site_version_files WHERE version_id NOT IN (SELECT id FROM site_versions)').run();
    return removed;
  }

  async fileKeys(): Promise<Set<string>> {
    return new Set(statement(this.db, 'SELECT DISTINCT file_key FROM site_version_files').pluck().all() as string[]);
  }

  async keepsFile(organizationId: string, key: string): Promise<boolean> {
    return statement(this.db, 'SELECT 1 FROM site_version_files WHERE file_key = ? AND organization_id = ? LIMIT 1').get(key, organizationId) !== undefined;
  }
}
