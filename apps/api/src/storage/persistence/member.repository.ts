import type { TeamRole } from '@schoolpage/content-contract';
import type { AccountRecord } from './account.repository';

/**
 * A person's place in a school. Every sign-in is an account (its credentials); the account that registered
 * a school has the school's id as its own and is its first owner, and each member who joined by invitation
 * has an account of their own whose membership names the school.
 */
export interface MemberRecord {
  accountId: string;
  organizationId: string;
  role: TeamRole;
  fullName: string;
  joinedAt: number;
  lastSeenAt: number | null;
  /** When the member was removed; a removed member cannot sign in and stays named in the record. */
  removedAt: number | null;
  /** The member's authenticator-app second step (two-step/), or null when never set up. */
  twoStep?: TwoStep | null;
}

/** A member's TOTP secret (base32), whether it is on, the hashes of their unused recovery codes, the last time step used. */
export interface TwoStep {
  secret: string;
  enabled: boolean;
  recoveryHashes: string[];
  lastStep: number;
}

/** A member with their sign-in's user ID and e-mail. */
export type MemberWithSignIn = MemberRecord & Pick<AccountRecord, 'userId' | 'email'>;

export type MemberChange = 'changed' | 'notFound' | 'lastOwner';

/** Port: the members of schools. A school always keeps at least one owner. */
export abstract class MemberRepository {
  abstract find(accountId: string): Promise<MemberRecord | undefined>;
  /**
   * The membership of an account that has none: one that registered a school before schools had members
   * (or through an older instance) is its school's owner. Made once and kept.
   */
  abstract ensureFounder(accountId: string): Promise<MemberRecord | undefined>;
  /** The school's members who have not been removed, oldest first. */
  abstract list(organizationId: string): Promise<MemberWithSignIn[]>;
  abstract setRole(organizationId: string, accountId: string, role: TeamRole): Promise<MemberChange>;
  abstract remove(organizationId: string, accountId: string, now: number): Promise<MemberChange>;
  abstract touch(accountId: string, now: number): Promise<void>;
  abstract setTwoStep(accountId: string, twoStep: TwoStep | null): Promise<void>;
  /**
   * Replaces the member's second step only while it is still exactly `before` (one conditional update), so a code
   * checked against `before` is used once even when two requests bring it together; false when it had changed.
   */
  abstract replaceTwoStep(accountId: string, before: TwoStep, after: TwoStep | null): Promise<boolean>;
}
