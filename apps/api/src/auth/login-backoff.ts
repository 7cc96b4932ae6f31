import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';

interface Failures {
  count: number;
  lastAt: number;
}

/** Failures are forgotten a day after the last one. */
export const LOGIN_FAILURES_KEPT_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Slows down password guessing per user ID *and* client address: after `freeFailures` failures, each
 * further try from that address must wait 1 s, 2 s, 4 s… up to `maxDelayMs` after the previous one.
 * Unknown user IDs are counted exactly like existing ones, and other addresses are never slowed, so
 * nobody can lock a school out of its own account. Kept in memory, per platform process.
 */
@Injectable()
export class LoginBackoff {
  private readonly failures = new Map<string, Failures>();
  private lastSweep = 0;
  private readonly freeFailures: number;
  private readonly maxDelayMs: number;

  constructor(@Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'loginBackoff'>) {
    this.freeFailures = config.loginBackoff.freeFailures;
    this.maxDelayMs = config.loginBackoff.maxDelayMs;
  }

  private key(userId: string, address: string): string {
    return `${userId.trim().toLowerCase()}\n${address}`;
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
  take(userId: string, address: string, now = Date.now()): number {
    this.sweep(now);
    const key = this.key(userId, address);
    const known = this.failures.get(key);
    const previous = known && now - known.lastAt < LOGIN_FAILURES_KEPT_MS ? known : { count: 0, lastAt: 0 };
    const wait = previous.lastAt + this.delayAfter(previous.count) - now;
    if (previous.count > 0 && wait > 0) return wait;
    this.failures.set(key, { count: previous.count + 1, lastAt: now });
    return 0;
  }

  /** The right password: this address starts again with its free failures. */
  succeeded(userId: string, address: string): void {
    this.failures.delete(this.key(userId, address));
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, entry] of this.failures) if (now - entry.lastAt >= LOGIN_FAILURES_KEPT_MS) this.failures.delete(key);
  }
}
