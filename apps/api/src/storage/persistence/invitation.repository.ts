import type { TeamRole } from '@schoolpage/content-contract';
import type { AccountRecord } from './account.repository';
import type { MemberRecord } from './member.repository';

/** A one-time invitation to join a school. Only the hash of its link's token is kept. */
export interface InvitationRecord {
  id: string;
  organizationId: string;
  email: string;
  role: TeamRole;
  tokenHash: string;
  invitedBy: string;
  createdAt: number;
  expiresAt: number;
  acceptedAt: number | null;
}

export type JoinOutcome = { joined: MemberRecord } | { refused: 'invalid' | 'userIdTaken' | 'emailTaken' };

/** Port: invitations, and joining by one. */
export abstract class InvitationRepository {
  abstract create(invitation: InvitationRecord): Promise<void>;
  /** Invitations of the school not accepted yet and still valid at `now`, oldest first. */
  abstract pending(organizationId: string, now: number): Promise<InvitationRecord[]>;
  /** Removes a pending invitation; false when the school has none by that id. */
  abstract withdraw(organizationId: string, id: string): Promise<boolean>;
  /** The invitation whose token hashes to `tokenHash`, if unused and valid at `now`. */
  abstract findValid(tokenHash: string, now: number): Promise<InvitationRecord | undefined>;
  /**
   * Uses the invitation and creates the person's account and membership, all or nothing: an invitation used,
   * expired or withdrawn in the meantime, or a taken user ID or e-mail, changes nothing.
   */
  abstract join(tokenHash: string, account: AccountRecord, fullName: string, now: number): Promise<JoinOutcome>;
}
