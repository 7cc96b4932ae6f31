import type { AccountRecord } from '../account.repository';
import { InvitationRepository, type InvitationRecord, type JoinOutcome } from '../invitation.repository';
import type { SqliteAccountRepository } from './sqlite-account.repository';
import { statement, type SqliteDatabase } from './sqlite-database';
import type { SqliteMemberRepository } from './sqlite-member.repository';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS invitations (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  email TEXT NOT NULL,
  role TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  invited_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  accepted_at INTEGER
);
CREATE INDEX IF NOT EXISTS invitations_by_organization ON invitations (organization_id, created_at);
`;

const COLUMNS = `id, organization_id AS organizationId, email, role, token_hash AS tokenHash, invited_by AS invitedBy,
  created_at AS createdAt, expires_at AS expiresAt, accepted_at AS acceptedAt`;

export class SqliteInvitationRepository extends InvitationRepository {
  private readonly joinAtOnce: (tokenHash: string, account: AccountRecord, fullName: string, now: number) => JoinOutcome;

  constructor(
    private readonly db: SqliteDatabase,
    accounts: SqliteAccountRepository,
    members: SqliteMemberRepository,
  ) {
    super();
    db.exec(SCHEMA);
    this.joinAtOnce = db.transaction((tokenHash: string, account: AccountRecord, fullName: string, now: number): JoinOutcome => {
      const invitation = this.valid(tokenHash, now);
      if (!invitation) return { refused: 'invalid' };
      const created = accounts.insert(account);
      if (created !== 'created') return { refused: created };
      const member = { accountId: account.id, organizationId: invitation.organizationId, role: invitation.role, fullName, joinedAt: now, lastSeenAt: null, removedAt: null };
      members.insert(member);
      statement(db, 'UPDATE invitations SET accepted_at = ? WHERE id = ?').run(now, invitation.id);
      return { joined: member };
    });
  }

  async create(i: InvitationRecord): Promise<void> {
    statement(
      this.db,
      `INSERT INTO invitations (id, organization_id, email, role, token_hash, invited_by, created_at, expires_at, accepted_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(i.id, i.organizationId, i.email, i.role, i.tokenHash, i.invitedBy, i.createdAt, i.expiresAt, i.acceptedAt);
  }

  async pending(organizationId: string, now: number): Promise<InvitationRecord[]> {
    return statement(
      this.db,
      `SELECT ${COLUMNS} FROM invitations WHERE organization_id = ? AND accepted_at IS NULL AND expires_at > ? ORDER BY created_at, id`,
    ).all(organizationId, now) as InvitationRecord[];
  }

  async withdraw(organizationId: string, id: string): Promise<boolean> {
    return statement(this.db, 'DELETE FROM invitations WHERE id = ? AND organization_id = ? AND accepted_at IS NULL').run(id, organizationId).changes > 0;
  }

  async findValid(tokenHash: string, now: number): Promise<InvitationRecord | undefined> {
    return this.valid(tokenHash, now);
  }

  async join(tokenHash: string, account: AccountRecord, fullName: string, now: number): Promise<JoinOutcome> {
    return this.joinAtOnce(tokenHash, account, fullName, now);
  }

  private valid(tokenHash: string, now: number): InvitationRecord | undefined {
    return statement(this.db, `SELECT ${COLUMNS} FROM invitations WHERE token_hash = ? AND accepted_at IS NULL AND expires_at > ?`).get(tokenHash, now) as
      | InvitationRecord
      | undefined;
  }
}
