import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { LimitCounter } from '../storage/persistence/limit-counter';

/** Failures are forgotten a day after the last one. */
export const LOGIN_FAILURES_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Slows down password guessing per user ID *and* client address: after `freeFailures` failures, each
 * further try from that address must wait 1 s, 2 s, 4 s… up to `maxDelayMs` after the previous one.
 * Unknown user IDs are counted exactly like existing ones, and other addresses are never slowed, so
 * nobody can lock a school out of its own account. Kept in the store (LimitCounter), so every instance
 * of the platform slows the same tries and a restart forgets nothing.
 */
@Injectable()
export class LoginBackoff {
  /** What the counted failures are of; each kind has counts of its own, so one step's success clears no other's. */
  protected readonly failures: string = 'login-failures';
  private readonly freeFailures: number;
  private readonly maxDelayMs: number;
  /** The wait after each count of failures, up to the first that reaches the longest wait. */
  private readonly waitsMs: number[] = [];

  constructor(
    @Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'loginBackoff'>,
    private readonly counter: LimitCounter,
  ) {
    this.freeFailures = config.loginBackoff.freeFailures;
    this.maxDelayMs = config.loginBackoff.maxDelayMs;
    for (let count = 0; this.waitsMs.at(-1) !== this.maxDelayMs; count++) this.waitsMs.push(this.delayAfter(count));
  }

  private key(userId: string, address: string): string {
    return `${this.failures}:${userId.trim().toLowerCase()}\n${address}`;
  }

  /** The wait after `count` failures in a row (0 while they are still free). */
  delayAfter(count: number): number {
    if (count < this.freeFailures) return 0;
    return Math.min(1000 * 2 ** (count - this.freeFailures), this.maxDelayMs);
  }

  /**
   * Asks for one try: the milliseconds still to wait, or 0 when the try may go ahead. A try that goes
   * ahead counts as a failure at once (so parallel tries cannot skip the wait) until `succeeded` clears it.
   */
  async take(userId: string, address: string, now = Date.now()): Promise<number> {
    const outcome = await this.counter.pass(this.key(userId, address), this.waitsMs, LOGIN_FAILURES_KEPT_MS, now);
    return outcome.passed ? 0 : outcome.opensAt - now;
  }

  /** The right password: this address starts again with its free failures. */
  succeeded(userId: string, address: string): Promise<void> {
    return this.counter.clear(this.key(userId, address));
  }
}
