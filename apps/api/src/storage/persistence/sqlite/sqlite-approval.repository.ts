import { ApprovalRepository, type ApprovalRecord } from '../approval.repository';
import { statement, type SqliteDatabase } from './sqlite-database';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS approvals (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL,
  proposed_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  decided_by TEXT,
  decided_at INTEGER,
  note TEXT NOT NULL,
  changes TEXT NOT NULL,
  restore INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS approvals_by_organization ON approvals (organization_id, status, created_at);
`;

interface ApprovalRow {
  id: string;
  organization_id: string;
  proposed_by: string;
  created_at: number;
  status: ApprovalRecord['status'];
  decided_by: string | null;
  decided_at: number | null;
  note: string;
  changes: string;
  restore: number;
}

const toRecord = (row: ApprovalRow): ApprovalRecord => ({
  id: row.id,
  organizationId: row.organization_id,
  proposedBy: row.proposed_by,
  createdAt: row.created_at,
  status: row.status,
  decidedBy: row.decided_by,
  decidedAt: row.decided_at,
  note: row.note,
  changes: JSON.parse(row.changes) as unknown[],
  restore: row.restore === 1,
});

const ORDER = "ORDER BY status = 'pending' DESC, created_at DESC, id DESC";

export class SqliteApprovalRepository extends ApprovalRepository {
  constructor(private readonly db: SqliteDatabase) {
    super();
    db.exec(SCHEMA);
    // Approvals kept before restores were marked are not restores.
    const columns = db.prepare("SELECT name FROM pragma_table_info('approvals')").all() as { name: string }[];
    if (!columns.some((c) => c.name === 'restore')) db.exec('ALTER TABLE approvals ADD COLUMN restore INTEGER NOT NULL DEFAULT 0');
  }

  async create(a: ApprovalRecord): Promise<void> {
    statement(
      this.db,
      `INSERT INTO approvals (id, organization_id, proposed_by, created_at, status, decided_by, decided_at, note, changes, restore)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(a.id, a.organizationId, a.proposedBy, a.createdAt, a.status, a.decidedBy, a.decidedAt, a.note, JSON.stringify(a.changes), a.restore ? 1 : 0);
  }

  async find(organizationId: string, id: string): Promise<ApprovalRecord | undefined> {
    const row = statement(this.db, 'SELECT * FROM approvals WHERE id = ? AND organization_id = ?').get(id, organizationId) as ApprovalRow | undefined;
    return row ? toRecord(row) : undefined;
  }

  async list(organizationId: string, proposedBy?: string): Promise<ApprovalRecord[]> {
    const rows = proposedBy
      ? statement(this.db, `SELECT * FROM approvals WHERE organization_id = ? AND proposed_by = ? ${ORDER}`).all(organizationId, proposedBy)
      : statement(this.db, `SELECT * FROM approvals WHERE organization_id = ? ${ORDER}`).all(organizationId);
    return (rows as ApprovalRow[]).map(toRecord);
  }

  async countPending(organizationId: string, proposedBy?: string): Promise<number> {
    return statement(this.db, "SELECT COUNT(*) FROM approvals WHERE organization_id = ? AND status = 'pending' AND (? IS NULL OR proposed_by = ?)")
      .pluck()
      .get(organizationId, proposedBy ?? null, proposedBy ?? null) as number;
  }

  async decide(organizationId: string, id: string, d: Pick<ApprovalRecord, 'status' | 'decidedBy' | 'decidedAt' | 'note'>): Promise<boolean> {
    return (
      statement(
        this.db,
        "UPDATE approvals SET status = ?, decided_by = ?, decided_at = ?, note = ? WHERE id = ? AND organization_id = ? AND status = 'pending'",
      ).run(d.status, d.decidedBy, d.decidedAt, d.note, id, organizationId).changes > 0
    );
  }
}
