import { statement, type SqliteDatabase } from '../../storage/persistence/sqlite/sqlite-database';
import { PublishedAnswers, type KeptAnswer } from './published-answers';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS published_answers (
  organization_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  answer BLOB NOT NULL,
  expires_at INTEGER
);
`;

/** The visitors' answers in the embedded database, one row per published site. */
export class SqlitePublishedAnswers extends PublishedAnswers {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
    const columns = db.prepare("SELECT name FROM pragma_table_info('published_answers')").all() as { name: string }[];
    if (!columns.some((c) => c.name === 'expires_at')) db.exec('ALTER TABLE published_answers ADD COLUMN expires_at INTEGER');
  }

  async find(organizationId: string, now = Date.now()): Promise<KeptAnswer | undefined> {
    // Two lookups by primary key: an answer of another version than the site's, or of a hidden site, is not given.
    const kept = statement(
      this.db,
      `SELECT answer, expires_at AS expiresAt FROM published_answers JOIN sites USING (organization_id)
         WHERE organization_id = ? AND sites.version = published_answers.version AND sites.is_publish = 1
           AND (published_answers.expires_at IS NULL OR published_answers.expires_at > ?)`,
    )
      .get(organizationId, now) as { answer: Buffer; expiresAt: number | null } | undefined;
    return kept && { answer: kept.answer, ...(kept.expiresAt === null ? {} : { expiresAt: kept.expiresAt }) };
  }

  async keep(organizationId: string, version: number, answer: Buffer, expiresAt?: number): Promise<void> {
    statement(
      this.db,
      `INSERT INTO published_answers (organization_id, version, answer, expires_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (organization_id) DO UPDATE SET version = excluded.version, answer = excluded.answer, expires_at = excluded.expires_at
         WHERE excluded.version >= published_answers.version`,
    ).run(organizationId, version, answer, expiresAt ?? null);
  }

  async forget(organizationId: string): Promise<void> {
    statement(this.db, 'DELETE FROM published_answers WHERE organization_id = ?').run(organizationId);
  }
}
