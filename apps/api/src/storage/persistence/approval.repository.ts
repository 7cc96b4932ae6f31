/** A contributor's change waiting for (or decided by) an owner or editor (issue #25). */
export interface ApprovalRecord {
  id: string;
  organizationId: string;
  /** The contributor's own account id. */
  proposedBy: string;
  createdAt: number;
  status: 'pending' | 'approved' | 'rejected';
  decidedBy: string | null;
  decidedAt: number | null;
  note: string;
  /** What the change does (approvals/content-changes.ts), kept as it was proposed. */
  changes: unknown[];
  /** A restore of a kept version (history/): applied on approval as one, so it tells no subscriber anew. */
  restore: boolean;
}

/** Port: the approvals of schools. */
export abstract class ApprovalRepository {
  abstract create(approval: ApprovalRecord): Promise<void>;
  abstract find(organizationId: string, id: string): Promise<ApprovalRecord | undefined>;
  /** The school's approvals, pending first then newest first; only one person's when `proposedBy` is given. */
  abstract list(organizationId: string, proposedBy?: string): Promise<ApprovalRecord[]>;
  /** Pending approvals of the school (only one person's when `proposedBy` is given). */
  abstract countPending(organizationId: string, proposedBy?: string): Promise<number>;
  /** Decides a pending approval; false when it is not (or no longer) pending. */
  abstract decide(organizationId: string, id: string, decision: Pick<ApprovalRecord, 'status' | 'decidedBy' | 'decidedAt' | 'note'>): Promise<boolean>;
}
