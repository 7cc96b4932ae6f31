import { randomBytes } from 'node:crypto';
import type { AccountRecord } from '../storage/persistence/account.repository';

/** A tag no other test school has: for user IDs, e-mails and names. */
export const uniqueTag = () => randomBytes(6).toString('hex');

/** An account as the stores keep it, unique to this call (its e-mail in mixed case, as people type them). */
export function accountRecord(overrides: Partial<AccountRecord> = {}): AccountRecord {
  const tag = uniqueTag();
  return {
    id: randomBytes(12).toString('hex'),
    userId: `User${tag}`,
    email: `Admin${tag}@School.edu`,
    organizationName: `School ${tag}`,
    country: 'india',
    phone: '',
    passwordHash: 'hash',
    isAccountVerified: false,
    failedLogins: 0,
    lockedUntil: null,
    createdAt: Date.now(),
    ...overrides,
  };
}
