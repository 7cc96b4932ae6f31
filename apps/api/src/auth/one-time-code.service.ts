import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { OneTimeCodeRepository, type OneTimeCodePurpose } from '../storage/persistence/one-time-code.repository';
import { JWT_SECRET } from './auth-tokens';
import { OneTimeCodeLimits } from './one-time-code-limits';
import { RetryLaterException } from './retry-later';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;

export type CodeIssue =
  | { issued: true; code: string; cooldownSeconds: number }
  | { issued: false; reason: 'cooldown'; retryAfterSeconds: number }
  | { issued: false; reason: 'limit'; retryAfterSeconds: number };
export type CodeCheck = { outcome: 'ok' | 'wrong' | 'tooManyTries' } | { outcome: 'limit'; retryAfterSeconds: number };

/** Refuses, with the matching message, every check but a right code. */
export function refuseUnlessRight(check: CodeCheck): void {
  if (check.outcome === 'ok') return;
  if (check.outcome === 'limit') throw new RetryLaterException(API_MESSAGES.auth.codeTriesLimit(check.retryAfterSeconds), check.retryAfterSeconds);
  throw new BadRequestException(check.outcome === 'tooManyTries' ? API_MESSAGES.auth.codeTooManyTries : API_MESSAGES.auth.codeWrong);
}

/**
 * Crypto-random 6-digit codes, kept only as keyed hashes: single use, 10-minute life, 5 tries, a resend
 * cooldown that a used-up code keeps, and per-account hourly and daily numbers of codes mailed and tried.
 */
@Injectable()
export class OneTimeCodeService {
  constructor(
    private readonly codes: OneTimeCodeRepository,
    private readonly limits: OneTimeCodeLimits,
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

  /**
   * Makes a new code (replacing the old one) unless one was sent within the cooldown or the account had its
   * codes for now; says how long the next one must wait (the cooldown, or what is left of it).
   */
  async issue(accountId: string, purpose: OneTimeCodePurpose, now = Date.now()): Promise<CodeIssue> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = this.hash(accountId, purpose, code);
    const previous = await this.codes.find(accountId, purpose);
    const cooldownLeftMs = previous ? previous.sentAt + this.config.otpResendCooldownMs - now : 0;
    if (cooldownLeftMs > 0) return { issued: false, reason: 'cooldown', retryAfterSeconds: Math.ceil(cooldownLeftMs / 1000) };
    const retryAfterSeconds = await this.limits.mail(accountId);
    if (retryAfterSeconds !== undefined) return { issued: false, reason: 'limit', retryAfterSeconds };
    await this.codes.replace({ accountId, purpose, codeHash, sentAt: now, expiresAt: now + CODE_LIFETIME_MS, attempts: 0 });
    return { issued: true, code, cooldownSeconds: Math.ceil(this.config.otpResendCooldownMs / 1000) };
  }

  /**
   * Checks a code; a right code is used up. A code that had its 5 tries stays stored, used up, so that
   * its sending time still holds the resend cooldown.
   */
  async check(accountId: string, purpose: OneTimeCodePurpose, code: string, now = Date.now()): Promise<CodeCheck> {
    const stored = await this.codes.find(accountId, purpose);
    if (!stored || stored.expiresAt <= now) return { outcome: 'wrong' };
    if (stored.attempts >= CODE_MAX_TRIES) return { outcome: 'tooManyTries' };
    const retryAfterSeconds = await this.limits.try(accountId);
    if (retryAfterSeconds !== undefined) return { outcome: 'limit', retryAfterSeconds };
    const attempts = await this.codes.recordAttempt(accountId, purpose);
    if (attempts > CODE_MAX_TRIES) return { outcome: 'tooManyTries' };
    const given = Buffer.from(this.hash(accountId, purpose, code));
    if (given.length !== stored.codeHash.length || !timingSafeEqual(given, Buffer.from(stored.codeHash))) {
      return { outcome: attempts === CODE_MAX_TRIES ? 'tooManyTries' : 'wrong' };
    }
    return { outcome: (await this.codes.consume(accountId, purpose, stored.codeHash)) ? 'ok' : 'wrong' };
  }
}
