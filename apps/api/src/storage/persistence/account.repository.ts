import type { DashboardLanguage } from '@schoolpage/content-contract';

/** One organisation's admin account. The account id is also the organisation id. */
export interface AccountRecord {
  id: string;
  userId: string;
  email: string;
  organizationName: string;
  country: string;
  phone: string;
  passwordHash: string;
  isAccountVerified: boolean;
  /** The school asks every member to sign in with a second step (issue #25); kept on the school's own account. */
  twoStepRequired?: boolean;
  /** The language this person reads the dashboard in, once they chose one (`POST /api/dashboard/profile/language`). */
  dashboardLanguage?: DashboardLanguage;
  /** Failed logins since the last success or lock. */
  failedLogins: number;
  /** Epoch milliseconds until which logins are refused, or null. */
  lockedUntil: number | null;
  createdAt: number;
}

export type AccountCreation = 'created' | 'userIdTaken' | 'emailTaken';

export type AccountChanges = Partial<Pick<AccountRecord, 'phone' | 'passwordHash' | 'isAccountVerified' | 'organizationName' | 'twoStepRequired' | 'dashboardLanguage'>>;

export interface LoginLockPolicy {
  maxFailures: number;
  lockMs: number;
}

/** Port: where accounts live. User IDs and e-mails are unique, compared without case. */
export abstract class AccountRepository {
  abstract create(account: AccountRecord): Promise<AccountCreation>;
  abstract findById(id: string): Promise<AccountRecord | undefined>;
  abstract findByUserId(userId: string): Promise<AccountRecord | undefined>;
  abstract findByEmail(email: string): Promise<AccountRecord | undefined>;
  abstract update(id: string, changes: AccountChanges): Promise<void>;
  /** Counts one failed login atomically; at `maxFailures` the account locks and the count starts again. */
  abstract recordFailedLogin(id: string, now: number, policy: LoginLockPolicy): Promise<Pick<AccountRecord, 'failedLogins' | 'lockedUntil'>>;
  abstract clearFailedLogins(id: string): Promise<void>;
  abstract count(): Promise<number>;
}
