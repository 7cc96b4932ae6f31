import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { CounterRepository } from '../storage/persistence/counter.repository';

export const SEARCHES_COUNTER = 'searches';
const FLUSH_EVERY_MS = 2000;

/**
 * Counts searches served. Counts gather in memory and are written in one go every two seconds (and
 * at shutdown), so a search never waits on a database write.
 */
@Injectable()
export class SearchCountService implements BeforeApplicationShutdown {
  private pending = 0;
  private readonly timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS).unref();

  constructor(private readonly counters: CounterRepository) {}

  served(): void {
    this.pending++;
  }

  async total(): Promise<number> {
    return (await this.counters.get(SEARCHES_COUNTER)) + this.pending;
  }

  async flush(): Promise<void> {
    const amount = this.pending;
    if (amount === 0) return;
    this.pending = 0;
    try {
      await this.counters.add(SEARCHES_COUNTER, amount);
    } catch {
      this.pending += amount;
    }
  }

  /** Before the storage closes (it closes at application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
