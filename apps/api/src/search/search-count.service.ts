import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { searchKey } from './engine/search-terms';
import { CounterRepository } from '../storage/persistence/counter.repository';

export const SEARCHES_COUNTER = 'searches';
const FLUSH_EVERY_MS = 2000;
/** A visitor's query typed on (or back) or asked again within this time is the same search. */
export const SAME_SEARCH_MS = 60_000;
/** At most this many searches count per visitor address per minute, however many distinct queries it sends. */
export const SEARCHES_PER_VISITOR_MINUTE = 6;
/** Visitors remembered at once; the least recently seen are forgotten first. */
const VISITORS_REMEMBERED = 50_000;

interface Visitor {
  /** The visitor's last query, normalised, and when it was asked. */
  lastQuery: string;
  lastAt: number;
  /** When the visitor's current minute of counting began, and how many searches counted in it. */
  minuteFrom: number;
  counted: number;
}

/**
 * Counts searches as a person makes them: the debounced steps of typing one query ("st", "st ma",
 * "st marys"), the same query asked again and backspacing count once when they come from one visitor
 * address within a minute, and one address counts at most SEARCHES_PER_VISITOR_MINUTE searches a
 * minute, so a load generator cannot inflate the figure. Counts gather in memory and are written in one
 * go every two seconds (and at shutdown), so a search never waits on a database write.
 */
@Injectable()
export class SearchCountService implements BeforeApplicationShutdown {
  private pending = 0;
  private readonly visitors = new Map<string, Visitor>();
  private readonly timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS).unref();

  constructor(private readonly counters: CounterRepository) {}

  /** A search for `text` was served to the visitor at `address`; true when it counted as a new search. */
  served(address: string, text: string, now = Date.now()): boolean {
    const query = searchKey(text);
    if (!query) return false;
    const visitor = this.visitors.get(address);
    if (visitor) this.visitors.delete(address); // re-inserted below: the map's order is the order last seen
    const sameSearch =
      visitor !== undefined && now - visitor.lastAt < SAME_SEARCH_MS && (query.startsWith(visitor.lastQuery) || visitor.lastQuery.startsWith(query));
    const next: Visitor = visitor ?? { lastQuery: query, lastAt: now, minuteFrom: now, counted: 0 };
    next.lastQuery = query;
    next.lastAt = now;
    if (now - next.minuteFrom >= 60_000) {
      next.minuteFrom = now;
      next.counted = 0;
    }
    const counts = !sameSearch && next.counted < SEARCHES_PER_VISITOR_MINUTE;
    if (counts) {
      next.counted++;
      this.pending++;
    }
    this.visitors.set(address, next);
    if (this.visitors.size > VISITORS_REMEMBERED) this.visitors.delete(this.visitors.keys().next().value as string);
    return counts;
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
