import { z } from 'zod';
import { API_PREFIX } from '../platform/api-paths';

const APPROVALS = `${API_PREFIX}/dashboard/approvals`;

/** The approvals inbox (issue #25). `:id` is an approval's id. */
export const APPROVALS_API = {
  /** GET: `{ success, info: Approval[] }`: owners and editors see the school's, a contributor their own. */
  list: APPROVALS,
  /** POST: applies the change to the site as it is now. */
  approve: `${APPROVALS}/:id/approve`,
  /** POST `{ note }`: turns the change down, saying why. */
  reject: `${APPROVALS}/:id/reject`,
} as const;

export const approvalPath = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

/** One change of an approval, as people read it: what was done, and the item (or value) before and after. */
export interface ApprovalChange {
  summary: string;
  /** An item added to, edited in, deleted from or moved in a list; or a whole value set. */
  kind: 'add' | 'edit' | 'remove' | 'move' | 'set';
  /** The part of the site's content it changes: the list (`notice`) or the value (`welcomeMessage`, `vision`). */
  part: string;
  /** The item or value before (null when there was none: an added item, a value first set). */
  before: unknown;
  /** The item or value after (null when there is none: a deleted item). */
  after: unknown;
}

export interface Approval {
  id: string;
  proposedBy: { id: string; name: string };
  createdAt: string;
  status: 'pending' | 'approved' | 'rejected';
  sections: string[];
  changes: ApprovalChange[];
  decidedBy: string | null;
  decidedAt: string | null;
  note: string;
}

export const rejectionSchema = z.strictObject({
  note: z.string({ error: 'The note must be text.' }).trim().max(500, { error: 'The note must be at most 500 characters.' }).optional().default(''),
});
