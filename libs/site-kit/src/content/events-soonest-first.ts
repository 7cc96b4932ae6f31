import type { CalendarEvent } from '@schoolpage/content-contract';
import { timeOf } from './time-of';

/** Calendar events sorted by date, the soonest first; an event without a readable date goes last. */
export function eventsSoonestFirst(events: readonly CalendarEvent[]): CalendarEvent[] {
  return [...events].sort((a, b) => timeOf(a.date, Infinity) - timeOf(b.date, Infinity));
}
