import { isDashboardLanguage } from '@schoolpage/content-contract';
import {
  AccountRepository,
  type AccountChanges,
  type AccountCreation,
  type AccountRecord,
  type LoginLockPolicy,
} from '../account.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

interface AccountRow {
  id: string;
  user_id: string;
  email: string;
  organization_name: string;
  country: string;
  phone: string;
  password_hash: string;
  is_account_verified: number;
  two_step_required?: number;
  dashboard_language?: string | null;
  failed_logins: number;
  locked_until: number | null;
  created_at: number;
}

const COLUMNS: Record<keyof AccountChanges, string> = {
  phone: 'phone',
  passwordHash: 'password_hash',
  isAccountVerified: 'is_account_verified',
  twoStepRequired: 'two_step_required',
  organizationName: 'organization_name',
  dashboardLanguage: 'dashboard_language',
};

function toRecord(row: AccountRow | undefined): AccountRecord | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    organizationName: row.organization_name,
    country: row.country,
    phone: row.phone,
    passwordHash: row.password_hash,
    isAccountVerified: row.is_account_verified === 1,
    twoStepRequired: row.two_step_required === 1,
    ...(isDashboardLanguage(row.dashboard_language) ? { dashboardLanguage: row.dashboard_language } : {}),
    failedLogins: row.failed_logins,
    lockedUntil: row.locked_until,
    createdAt: row.created_at,
  };
}

export class SqliteAccountRepository extends AccountRepository {
  constructor(private readonly db: SqliteDatabase) {
    super();
  }

  async create(a: AccountRecord): Promise<AccountCreation> {
    return this.insert(a);
  }

  /** `create`, at once (for use inside a transaction). */
  insert(a: AccountRecord): AccountCreation {
    const taken = statement(
      this.db,
      'SELECT user_id_key = ? AS sameUser FROM accounts WHERE user_id_key = ? OR email_key = ? LIMIT 1',
    ).get(a.userId.toLowerCase(), a.userId.toLowerCase(), a.email.toLowerCase()) as { sameUser: number } | undefined;
    if (taken) return taken.sameUser ? 'userIdTaken' : 'emailTaken';
    statement(
      this.db,
      `INSERT INTO accounts (id, user_id, user_id_key, email, email_key, organization_name, country, phone,
           password_hash, is_account_verified, failed_logins, locked_until, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
        a.id, a.userId, a.userId.toLowerCase(), a.email, a.email.toLowerCase(), a.organizationName, a.country, a.phone,
        a.passwordHash, a.isAccountVerified ? 1 : 0, a.failedLogins, a.lockedUntil, a.createdAt,
      );
    return 'created';
  }

  async findById(id: string) {
    return toRecord(statement(this.db, 'SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined);
  }

  async findByUserId(userId: string) {
    return toRecord(statement(this.db, 'SELECT * FROM accounts WHERE user_id_key = ?').get(userId.toLowerCase()) as AccountRow | undefined);
  }

  async findByEmail(email: string) {
    return toRecord(statement(this.db, 'SELECT * FROM accounts WHERE email_key = ?').get(email.toLowerCase()) as AccountRow | undefined);
  }

  async update(id: string, changes: AccountChanges): Promise<void> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof AccountChanges, unknown][];
    if (entries.length === 0) return;
    const assignments = entries.map(([key]) => `${COLUMNS[key]} = ?`).join(', ');
    const values = entries.map(([, value]) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
    statement(this.db, `UPDATE accounts SET ${assignments} WHERE id = ?`).run(...values, id);
  }

  async recordFailedLogin(id: string, now: number, policy: LoginLockPolicy) {
    const row = statement(
      this.db,
      `UPDATE accounts SET
           failed_logins = CASE WHEN failed_logins + 1 >= @max THEN 0 ELSE failed_logins + 1 END,
           locked_until = CASE WHEN failed_logins + 1 >= @max THEN @until ELSE locked_until END
         WHERE id = @id RETURNING failed_logins, locked_until`,
    ).get({ id, max: policy.maxFailures, until: now + policy.lockMs }) as Pick<AccountRow, 'failed_logins' | 'locked_until'>;
    return { failedLogins: row?.failed_logins ?? 0, lockedUntil: row?.locked_until ?? null };
  }

  async clearFailedLogins(id: string): Promise<void> {
    statement(this.db, 'UPDATE accounts SET failed_logins = 0, locked_until = NULL WHERE id = ?').run(id);
  }

  async count(): Promise<number> {
    // Schools: an account that joined another school by invitation is not one.
    return (
      statement(this.db, 'SELECT COUNT(*) AS n FROM accounts WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.account_id = accounts.id AND m.organization_id != accounts.id)').get() as {
        n: number;
      }
    ).n;
  }
}
