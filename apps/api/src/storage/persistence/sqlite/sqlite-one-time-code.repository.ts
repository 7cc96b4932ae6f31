import { OneTimeCodeRepository, type OneTimeCodePurpose, type OneTimeCodeRecord } from '../one-time-code.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

export class SqliteOneTimeCodeRepository extends OneTimeCodeRepository {
  constructor(private readonly db: SqliteDatabase) {
    super();
  }

  async replace(c: OneTimeCodeRecord): Promise<void> {
    statement(
      this.db,
      `INSERT OR REPLACE INTO one_time_codes (account_id, purpose, code_hash, sent_at, expires_at, attempts)
         VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(c.accountId, c.purpose, c.codeHash, c.sentAt, c.expiresAt, c.attempts);
  }

  async find(accountId: string, purpose: OneTimeCodePurpose): Promise<OneTimeCodeRecord | undefined> {
    return statement(
      this.db,
      `SELECT account_id AS accountId, purpose, code_hash AS codeHash, sent_at AS sentAt, expires_at AS expiresAt, attempts
         FROM one_time_codes WHERE account_id = ? AND purpose = ?`,
    ).get(accountId, purpose) as OneTimeCodeRecord | undefined;
  }

  async recordAttempt(accountId: string, purpose: OneTimeCodePurpose): Promise<number> {
    const row = statement(
      this.db,
      'UPDATE one_time_codes SET attempts = attempts + 1 WHERE account_id = ? AND purpose = ? RETURNING attempts',
    ).get(accountId, purpose) as { attempts: number } | undefined;
    return row?.attempts ?? 0;
  }

  async consume(accountId: string, purpose: OneTimeCodePurpose, codeHash: string): Promise<boolean> {
    const result = statement(
      this.db,
      'DELETE FROM one_time_codes WHERE account_id = ? AND purpose = ? AND code_hash = ?',
    ).run(accountId, purpose, codeHash);
    return result.changes === 1;
  }

  async delete(accountId: string, purpose: OneTimeCodePurpose): Promise<void> {
    statement(this.db, 'DELETE FROM one_time_codes WHERE account_id = ? AND purpose = ?').run(accountId, purpose);
  }
}
