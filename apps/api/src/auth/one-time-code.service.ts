import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { OneTimeCodeRepository, type OneTimeCodePurpose } from '../storage/persistence/one-time-code.repository';
import { JWT_SECRET } from './auth-tokens';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;

export type CodeIssue = { issued: true; code: string } | { issued: false; reason: 'cooldown' };
export type CodeCheck = 'ok' | 'wrong' | 'tooManyTries';

/** Crypto-random 6-digit codes, kept only as keyed hashes: single use, 10-minute life, 5 tries, resend cooldown. */
@Injectable()
export class OneTimeCodeService {
  constructor(
    private readonly codes: OneTimeCodeRepository,
    @Inject(JWT_SECRET) private readonly secret: string,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  private hash(accountId: string, purpose: OneTimeCodePurpose, code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${accountId}:${code}`).digest('hex');
  }

  /** A fresh code: nothing is stored, for answering unknown e-mails in the same time as known ones. */
  decoy(): void {
    this.hash('nobody', 'reset-password', String(randomInt(0, 1_000_000)).padStart(6, '0'));
  }

  /** Makes a new code (replacing the old one) unless one was sent within the cooldown. */
  async issue(accountId: string, purpose: OneTimeCodePurpose, now = Date.now()): Promise<CodeIssue> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = this.hash(accountId, purpose, code);
    const previous = await this.codes.find(accountId, purpose);
    if (previous && now - previous.sentAt < this.config.otpResendCooldownMs) return { issued: false, reason: 'cooldown' };
    await this.codes.replace({ accountId, purpose, codeHash, sentAt: now, expiresAt: now + CODE_LIFETIME_MS, attempts: 0 });
    return { issued: true, code };
  }

  /** Checks a code; a right code is used up, the fifth wrong one removes it. */
  async check(accountId: string, purpose: OneTimeCodePurpose, code: string, now = Date.now()): Promise<CodeCheck> {
    const stored = await this.codes.find(accountId, purpose);
    if (!stored) return 'wrong';
    if (stored.expiresAt <= now) {
      await this.codes.delete(accountId, purpose);
      return 'wrong';
    }
    const attempts = await this.codes.recordAttempt(accountId, purpose);
    if (attempts > CODE_MAX_TRIES) {
      await this.codes.delete(accountId, purpose);
      return 'tooManyTries';
    }
    const given = Buffer.from(this.hash(accountId, purpose, code));
    if (given.length !== stored.codeHash.length || !timingSafeEqual(given, Buffer.from(stored.codeHash))) {
      if (attempts === CODE_MAX_TRIES) {
        await this.codes.delete(accountId, purpose);
        return 'tooManyTries';
      }
      return 'wrong';
    }
    return (await this.codes.consume(accountId, purpose, stored.codeHash)) ? 'ok' : 'wrong';
  }
}
