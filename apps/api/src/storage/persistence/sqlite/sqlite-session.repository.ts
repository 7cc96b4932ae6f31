import { SessionRepository, type SessionRecord } from '../session.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

export class SqliteSessionRepository extends SessionRepository {
  constructor(private readonly db: SqliteDatabase) {
    super();
  }

  async create(s: SessionRecord): Promise<void> {
    statement(
      this.db,
      'INSERT INTO sessions (id, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ).run(s.id, s.accountId, s.createdAt, s.expiresAt);
  }

  async findActive(id: string, now: number): Promise<SessionRecord | undefined> {
    const row = statement(
      this.db,
      'SELECT id, account_id AS accountId, created_at AS createdAt, expires_at AS expiresAt FROM sessions WHERE id = ? AND expires_at > ?',
    ).get(id, now) as SessionRecord | undefined;
    return row;
  }

  async delete(id: string): Promise<void> {
    statement(this.db, 'DELETE FROM sessions WHERE id = ?').run(id);
  }

  async deleteAllForAccount(accountId: string): Promise<void> {
    statement(this.db, 'DELETE FROM sessions WHERE account_id = ?').run(accountId);
  }
}
