import type { TeamRole } from '@schoolpage/content-contract';
import { MemberRepository, type MemberChange, type MemberRecord, type MemberWithSignIn, type TwoStep } from '../member.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS members (
  account_id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  role TEXT NOT NULL,
  full_name TEXT NOT NULL,
  joined_at INTEGER NOT NULL,
  last_seen_at INTEGER,
  removed_at INTEGER,
  two_step TEXT
);
CREATE INDEX IF NOT EXISTS members_by_organization ON members (organization_id, joined_at);
`;

/** Every account that registered a school before schools had members becomes its school's owner. */
const FOUNDERS = `
INSERT OR IGNORE INTO members (account_id, organization_id, role, full_name, joined_at, last_seen_at, removed_at)
  SELECT id, id, 'owner', '', created_at, NULL, NULL FROM accounts`;

const MEMBER_COLUMNS = `account_id AS accountId, organization_id AS organizationId, role, full_name AS fullName,
  joined_at AS joinedAt, last_seen_at AS lastSeenAt, removed_at AS removedAt, two_step AS twoStep`;

/** A row with its second step read from JSON. */
const withTwoStep = <T extends { twoStep?: unknown }>(row: T | undefined): T | undefined =>
  row && { ...row, twoStep: typeof row.twoStep === 'string' ? (JSON.parse(row.twoStep) as TwoStep) : null };

export class SqliteMemberRepository extends MemberRepository {
  private readonly change: (organizationId: string, accountId: string, role: TeamRole | null, now: number) => MemberChange;

  constructor(private readonly db: SqliteDatabase) {
    super();
    const isNew = !db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'members'").get();
    const accountColumns = db.prepare("SELECT name FROM pragma_table_info('accounts')").all() as { name: string }[];
    if (!accountColumns.some((c) => c.name === 'two_step_required')) db.exec('ALTER TABLE accounts ADD COLUMN two_step_required INTEGER NOT NULL DEFAULT 0');
    db.transaction(() => {
      db.exec(SCHEMA);
      // Once, when the table is made; later registrations get theirs with their first session (ensureFounder).
      if (isNew) db.exec(FOUNDERS);
    })();
    this.change = db.transaction((organizationId: string, accountId: string, role: TeamRole | null, now: number): MemberChange => {
      const member = this.findActive(organizationId, accountId);
      if (!member) return 'notFound';
      if (member.role === 'owner' && role !== 'owner' && this.owners(organizationId) <= 1) return 'lastOwner';
      if (role) statement(db, 'UPDATE members SET role = ? WHERE account_id = ?').run(role, accountId);
      else statement(db, 'UPDATE members SET removed_at = ? WHERE account_id = ?').run(now, accountId);
      return 'changed';
    });
  }

  /** Inserts a membership at once (inside a transaction). */
  insert(member: MemberRecord): void {
    statement(
      this.db,
      `INSERT INTO members (account_id, organization_id, role, full_name, joined_at, last_seen_at, removed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(member.accountId, member.organizationId, member.role, member.fullName, member.joinedAt, member.lastSeenAt, member.removedAt);
  }

  async find(accountId: string): Promise<MemberRecord | undefined> {
    return withTwoStep(statement(this.db, `SELECT ${MEMBER_COLUMNS} FROM members WHERE account_id = ?`).get(accountId) as MemberRecord | undefined);
  }

  async ensureFounder(accountId: string): Promise<MemberRecord | undefined> {
    statement(this.db, `${FOUNDERS} WHERE id = ?`).run(accountId);
    return this.find(accountId);
  }

  async list(organizationId: string): Promise<MemberWithSignIn[]> {
    return statement(
      this.db,
      `SELECT ${MEMBER_COLUMNS.replace(/(\w+) AS/g, 'members.$1 AS')}, accounts.user_id AS userId, accounts.email AS email
         FROM members JOIN accounts ON accounts.id = members.account_id
         WHERE members.organization_id = ? AND members.removed_at IS NULL ORDER BY members.joined_at, members.account_id`,
    ).all(organizationId).map((row) => withTwoStep(row as MemberWithSignIn)!);
  }

  async setRole(organizationId: string, accountId: string, role: TeamRole): Promise<MemberChange> {
    return this.change(organizationId, accountId, role, Date.now());
  }

  async remove(organizationId: string, accountId: string, now: number): Promise<MemberChange> {
    return this.change(organizationId, accountId, null, now);
  }

  async setTwoStep(accountId: string, twoStep: TwoStep | null): Promise<void> {
    statement(this.db, 'UPDATE members SET two_step = ? WHERE account_id = ?').run(twoStep ? JSON.stringify(twoStep) : null, accountId);
  }

  async replaceTwoStep(accountId: string, before: TwoStep, after: TwoStep | null): Promise<boolean> {
    // The stored JSON is what JSON.stringify wrote, and reading it back keeps its keys' order: equal text, equal step.
    const changed = statement(this.db, 'UPDATE members SET two_step = ? WHERE account_id = ? AND two_step = ?').run(
      after ? JSON.stringify(after) : null,
      accountId,
      JSON.stringify(before),
    );
    return changed.changes === 1;
  }

  async touch(accountId: string, now: number): Promise<void> {
    statement(this.db, 'UPDATE members SET last_seen_at = ? WHERE account_id = ?').run(now, accountId);
  }

  private findActive(organizationId: string, accountId: string): MemberRecord | undefined {
    return statement(this.db, `SELECT ${MEMBER_COLUMNS} FROM members WHERE account_id = ? AND organization_id = ? AND removed_at IS NULL`).get(
      accountId,
      organizationId,
    ) as MemberRecord | undefined;
  }

  private owners(organizationId: string): number {
    return statement(this.db, "SELECT COUNT(*) FROM members WHERE organization_id = ? AND role = 'owner' AND removed_at IS NULL")
      .pluck()
      .get(organizationId) as number;
  }
}
