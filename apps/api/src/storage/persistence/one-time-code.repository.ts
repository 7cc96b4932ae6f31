export type OneTimeCodePurpose = 'verify-email' | 'reset-password';

/** A 6-digit code sent by e-mail; only its hash is kept. One live code per account and purpose. */
export interface OneTimeCodeRecord {
  accountId: string;
  purpose: OneTimeCodePurpose;
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
}

/** Port: one-time codes. */
export abstract class OneTimeCodeRepository {
  /** Stores the code, replacing any earlier one for the same account and purpose. */
  abstract replace(code: OneTimeCodeRecord): Promise<void>;
  abstract find(accountId: string, purpose: OneTimeCodePurpose): Promise<OneTimeCodeRecord | undefined>;
  /** Counts one try atomically and returns the new count (0 when there is no code). */
  abstract recordAttempt(accountId: string, purpose: OneTimeCodePurpose): Promise<number>;
  /** Deletes the code only if its hash matches: true for exactly one caller (single use). */
  abstract consume(accountId: string, purpose: OneTimeCodePurpose, codeHash: string): Promise<boolean>;
  abstract delete(accountId: string, purpose: OneTimeCodePurpose): Promise<void>;
}
