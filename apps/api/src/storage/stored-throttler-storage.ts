import type { ThrottlerStorage } from '@nestjs/throttler';
import type { LimitCounter } from './persistence/limit-counter';

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * The rate limiter's storage, kept in the store (LimitCounter), so every instance counts against one
 * allowance and a restart resets nothing. A key's window starts at its first hit and lasts `ttl`; a hit
 * beyond `limit` is refused until the window ends. `blockDuration` is not used: every limit of the
 * platform blocks for the rest of its window (the auth limit's block is its window; the others' is 0).
 */
export class StoredThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly counter: LimitCounter,
    private readonly clock: () => number = Date.now,
  ) {}

  async increment(key: string, ttl: number, limit: number): ReturnType<ThrottlerStorage['increment']> {
    const now = this.clock();
    const { hits, resetsAt } = await this.counter.hit(key, ttl, now);
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire: secondsUntil(resetsAt, now), isBlocked, timeToBlockExpire: isBlocked ? secondsUntil(resetsAt, now) : 0 };
  }
}
