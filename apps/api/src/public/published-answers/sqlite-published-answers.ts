import { statement, type SqliteDatabase } from '../../storage/persistence/sqlite/sqlite-database';
import { PublishedAnswers } from './published-answers';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS published_answers (
  organization_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  answer BLOB NOT NULL
);
`;

/** The visitors' answers in the embedded database, one row per published site. */
export class SqlitePublishedAnswers extends PublishedAnswers {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
  }

  async find(organizationId: string): Promise<Buffer | undefined> {
    // Two lookups by primary key: an answer of another version than the site's, or of a hidden site, is not given.
    return statement(
      this.db,
      `SELECT answer FROM published_answers JOIN sites USING (organization_id)
         WHERE organization_id = ? AND sites.version = published_answers.version AND sites.is_publish = 1`,
    )
      .pluck()
      .get(organizationId) as Buffer | undefined;
  }

  async keep(organizationId: string, version: number, answer: Buffer): Promise<void> {
    statement(
      this.db,
      `INSERT INTO published_answers (organization_id, version, answer) VALUES (?, ?, ?)
         ON CONFLICT (organization_id) DO UPDATE SET version = excluded.version, answer = excluded.answer
         WHERE excluded.version >= published_answers.version`,
    ).run(organizationId, version, answer);
  }

  async forget(organizationId: string): Promise<void> {
    statement(this.db, 'DELETE FROM published_answers WHERE organization_id = ?').run(organizationId);
  }
}
