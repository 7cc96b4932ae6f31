import { Injectable } from '@nestjs/common';
import { VisitClock } from './visit-clock';

const MINUTE_MS = 60_000;
/** The most address-and-school pairs one instance remembers in a minute (a few MB at most). */
const MOST_PAIRS = 100_000;

/**
 * How many page views one address may add to one school's figures in a minute: more are dropped, answered like any
 * other beacon, so one address cannot inflate a school's page views. Counted in memory on each instance, like the
 * views themselves (visit-counter.service.ts gathers them in memory and writes them in batches): a count in the
 * store would cost a write per beacon, the very thing the batching avoids. Behind N instances an address may so add
 * up to N times the allowance a minute, still a handful of views. When a minute sees more pairs than MOST_PAIRS,
 * the pairs beyond them go unlimited until the minute ends rather than the memory growing.
 */
@Injectable()
export class VisitAllowance {
  /** Generous for a person (a page every second) and for a few people behind one address, e.g. a school's own network. */
  viewsPerAddressPerMinute = 60;
  private minuteStartedAt = Number.NEGATIVE_INFINITY;
  private spent = new Map<string, number>();

  constructor(private readonly clock: VisitClock) {}

  /** Whether one more view of `organizationId` from `address` counts (and spends from the minute's allowance). */
  take(address: string, organizationId: string): boolean {
    const now = this.clock.now();
    if (now - this.minuteStartedAt >= MINUTE_MS || now < this.minuteStartedAt) {
      this.minuteStartedAt = now;
      this.spent = new Map();
    }
    const key = `${organizationId}|${address}`;
    const used = this.spent.get(key) ?? 0;
    if (used >= this.viewsPerAddressPerMinute) return false;
    if (used > 0 || this.spent.size < MOST_PAIRS) this.spent.set(key, used + 1);
    return true;
  }
}
