import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Allowance = 'codes' | 'tries' | 'second-step-tries';

/**
 * How many one-time codes one account may be mailed, and have checked, per hour and per day (both
 * purposes together), counted in the rate limiter's storage, which is kept in the store (one count across
 * every instance, kept through restarts). An hour (or day) starts at the first code counted after the last
 * one ended. Answers undefined when allowed, else the seconds until that hour (or day) ends.
 */
@Injectable()
export class OneTimeCodeLimits {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(PLATFORM_CONFIG) private readonly config: Pick<PlatformConfig, 'otpLimits'>,
  ) {}

  /** Counts one code about to be mailed to the account. */
  mail(accountId: string): Promise<number | undefined> {
    const { codesPerHour, codesPerDay } = this.config.otpLimits;
    return this.take('codes', accountId, codesPerHour, codesPerDay);
  }

  /** Counts one code about to be checked for the account. */
  try(accountId: string): Promise<number | undefined> {
    const { triesPerHour, triesPerDay } = this.config.otpLimits;
    return this.take('tries', accountId, triesPerHour, triesPerDay);
  }

  /** Counts one authenticator or recovery code about to be checked for the account (as many as e-mailed codes). */
  trySecondStep(accountId: string): Promise<number | undefined> {
    const { triesPerHour, triesPerDay } = this.config.otpLimits;
    return this.take('second-step-tries', accountId, triesPerHour, triesPerDay);
  }

  private async take(allowance: Allowance, accountId: string, perHour: number, perDay: number): Promise<number | undefined> {
    const windows = [
      { name: 'hour', ms: HOUR_MS, limit: perHour },
      { name: 'day', ms: DAY_MS, limit: perDay },
    ];
    for (const window of windows) {
      const name = `one-time-${allowance}-per-${window.name}`;
      // blockDuration 0: refused once `limit` hits are counted in the window, until the window ends.
      const record = await this.storage.increment(`${name}:${accountId}`, window.ms, window.limit, 0, name);
      if (record.isBlocked) return Math.max(1, record.timeToBlockExpire);
    }
    return undefined;
  }
}
