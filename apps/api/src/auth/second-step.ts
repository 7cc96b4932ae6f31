import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '@schoolpage/content-contract';
import type { TwoStep } from '../storage/persistence/member.repository';

const PERIOD_SECONDS = 30;

/** A member's TOTP (RFC 6238: SHA-1, 6 digits, 30 s), as authenticator apps read it from the QR code. */
export function totpOf(secret: string, label: string): TOTP {
  return new TOTP({ issuer: 'SchoolPage', label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });
}

/** A fresh 160-bit secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Recovery codes are compared without case, spaces or dashes; only their hashes are kept. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('base64url');
}

/** Ten single-use recovery codes (`xxxxx-xxxxx`, 50 random bits each) and their hashes. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/**
 * Checks a code of the second step: the app's current code (one step either side allowed for a slow clock, each
 * step usable once) or an unused recovery code (then used up). Returns the member's second step as it is after,
 * or undefined when the code is wrong.
 */
export function checkSecondStep(twoStep: TwoStep, code: string, now = Date.now()): TwoStep | undefined {
  const typed = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(typed)) {
    const delta = totpOf(twoStep.secret, 'check').validate({ token: typed, timestamp: now, window: 1 });
    if (delta === null) return undefined;
    const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    return step > twoStep.lastStep ? { ...twoStep, lastStep: step } : undefined;
  }
  const hash = recoveryCodeHash(typed);
  return twoStep.recoveryHashes.includes(hash) ? { ...twoStep, recoveryHashes: twoStep.recoveryHashes.filter((h) => h !== hash) } : undefined;
}
