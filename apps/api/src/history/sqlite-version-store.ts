import { statement, type SqliteDatabase } from '../storage/persistence/sqlite/sqlite-database';
import { isKeyframe, type StoredVersion } from './version-delta';
import { VersionStore } from './version-store';

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

/** Whether a version is kept whole (1; every version kept before patches was) and the order of the version it follows. */
const DELTA_COLUMNS = [
  { name: 'keyframe', definition: 'keyframe INTEGER NOT NULL DEFAULT 1' },
  { name: 'follows', definition: 'follows INTEGER' },
];
const FOLLOWS_ONCE = 'CREATE UNIQUE INDEX IF NOT EXISTS site_versions_follows ON site_versions (organization_id, thing, follows)';

/** From the newest keyframe at or before :from (a few rows back along the thing's index) up to :to, oldest first. */
const RUN = `
SELECT record FROM site_versions
WHERE organization_id = :organizationId AND thing = :thing AND version_order <= :to AND version_order >= (
  SELECT version_order FROM site_versions
  WHERE organization_id = :organizationId AND thing = :thing AND version_order <= :from AND keyframe = 1
  ORDER BY version_order DESC LIMIT 1
)
ORDER BY version_order`;

/**
 * Old versions go in whole runs: per thing, those made before :before beyond its :keepLatest newest, and older than
 * the newest keyframe at or before its oldest version kept (all of them where it keeps none).
 */
const PRUNE = `
WITH ranked AS (
  SELECT id, organization_id, thing, version_order, keyframe,
    ROW_NUMBER() OVER (PARTITION BY organization_id, thing ORDER BY version_order DESC) > :keepLatest AND at < :before AS old
  FROM site_versions
),
oldest_kept AS (
  SELECT organization_id, thing, MIN(version_order) AS version_order FROM ranked WHERE NOT old GROUP BY organization_id, thing
),
cut AS (
  SELECT ranked.organization_id, ranked.thing, MAX(ranked.version_order) AS version_order
  FROM ranked JOIN oldest_kept USING (organization_id, thing)
  WHERE ranked.keyframe = 1 AND ranked.version_order <= oldest_kept.version_order
  GROUP BY ranked.organization_id, ranked.thing
)
DELETE FROM site_versions WHERE id IN (
  SELECT ranked.id FROM ranked LEFT JOIN oldest_kept USING (organization_id, thing) LEFT JOIN cut USING (organization_id, thing)
  WHERE ranked.old AND (oldest_kept.version_order IS NULL OR ranked.version_order < cut.version_order)
)`;

const storedOf = (row: { record: string }): StoredVersion => JSON.parse(row.record) as StoredVersion;

/** Versions in the embedded database: the looked-up columns beside the version as kept (JSON), and the files each points at. */
export class SqliteVersionStore extends VersionStore {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
    const columns = db.prepare("SELECT name FROM pragma_table_info('site_versions')").all() as { name: string }[];
    for (const { name, definition } of DELTA_COLUMNS) if (!columns.some((c) => c.name === name)) db.exec(`ALTER TABLE site_versions ADD COLUMN ${definition}`);
    db.exec(FOLLOWS_ONCE);
  }

  protected async write(version: StoredVersion): Promise<boolean> {
    try {
      this.db.transaction(() => {
        statement(this.db, 'INSERT INTO site_versions (id, organization_id, thing, version_order, at, keyframe, follows, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
          version.id,
          version.organizationId,
          version.thing,
          version.order,
          version.at,
          isKeyframe(version) ? 1 : 0,
          version.follows ?? null,
          JSON.stringify(version),
        );
        const file = statement(this.db, 'INSERT OR IGNORE INTO site_version_files (version_id, organization_id, file_key) VALUES (?, ?, ?)');
        for (const key of version.files ?? []) file.run(version.id, version.organizationId, key);
      })();
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && String(error).includes('follows')) return false;
      throw error;
    }
  }

  protected async page(organizationId: string, thing: string, page: { skip: number; limit: number }): Promise<{ items: StoredVersion[]; total: number }> {
    const total = statement(this.db, 'SELECT COUNT(*) FROM site_versions WHERE organization_id = ? AND thing = ?').pluck().get(organizationId, thing) as number;
    const rows = statement(this.db, 'SELECT record FROM site_versions WHERE organization_id = ? AND thing = ? ORDER BY version_order DESC LIMIT ? OFFSET ?').all(
      organizationId,
      thing,
      page.limit,
      page.skip,
    ) as { record: string }[];
    return { items: rows.map(storedOf), total };
  }

  protected async row(organizationId: string, id: string): Promise<StoredVersion | undefined> {
    const row = statement(this.db, 'SELECT record FROM site_versions WHERE organization_id = ? AND id = ?').get(organizationId, id) as { record: string } | undefined;
    return row && storedOf(row);
  }

  protected async run(organizationId: string, thing: string, from: number, to: number): Promise<StoredVersion[]> {
    return (statement(this.db, RUN).all({ organizationId, thing, from, to }) as { record: string }[]).map(storedOf);
  }

  async has(organizationId: string, thing: string): Promise<boolean> {
    return statement(this.db, 'SELECT 1 FROM site_versions WHERE organization_id = ? AND thing = ? LIMIT 1').get(organizationId, thing) !== undefined;
  }

  async prune(before: number, keepLatest: number): Promise<number> {
    const removed = statement(this.db, PRUNE).run({ before, keepLatest }).changes;
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
