import { ActivityRepository, type ActivityQuery, type ActivityRecord } from '../activity.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS activity (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  actor_id TEXT NOT NULL,
  actor_name TEXT NOT NULL,
  section TEXT NOT NULL,
  what TEXT NOT NULL,
  address TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS activity_by_organization ON activity (organization_id, at);
CREATE INDEX IF NOT EXISTS activity_by_time ON activity (at);
`;

const COLUMNS = 'id, organization_id AS organizationId, at, actor_id AS actorId, actor_name AS actorName, section, what, address';
const WHERE = 'organization_id = @organizationId AND (@actorId IS NULL OR actor_id = @actorId) AND (@section IS NULL OR section = @section)';

export class SqliteActivityRepository extends ActivityRepository {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
  }

  async record(e: ActivityRecord): Promise<void> {
    statement(this.db, 'INSERT INTO activity (id, organization_id, at, actor_id, actor_name, section, what, address) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
      e.id, e.organizationId, e.at, e.actorId, e.actorName, e.section, e.what, e.address,
    );
  }

  async list(organizationId: string, query: ActivityQuery): Promise<{ entries: ActivityRecord[]; total: number }> {
    const parameters = { organizationId, actorId: query.actorId ?? null, section: query.section ?? null };
    const entries = statement(this.db, `SELECT ${COLUMNS} FROM activity WHERE ${WHERE} ORDER BY at DESC, rowid DESC LIMIT @limit OFFSET @offset`).all({
      ...parameters,
      limit: query.limit,
      offset: query.offset,
    }) as ActivityRecord[];
    const total = statement(this.db, `SELECT COUNT(*) FROM activity WHERE ${WHERE}`).pluck().get(parameters) as number;
    return { entries, total };
  }

  async forgetBefore(before: number): Promise<void> {
    statement(this.db, 'DELETE FROM activity WHERE at < ?').run(before);
  }
}
