import type { CalendarEvent } from '@schoolpage/content-contract';
import { dayKey } from './format-date';

export interface EventsByDay {
  /** Today or later, the soonest first; events without a readable date last. */
  upcoming: CalendarEvent[];
  /** Before today, the latest first. */
  past: CalendarEvent[];
}

/** The calendar split around `today` ("2026-11-23"), by the school's own dates (no time zone involved). */
export function eventsByDay(events: readonly CalendarEvent[], today: string): EventsByDay {
  const keyed = events.map((event) => ({ event, key: dayKey(event.date) }));
  const upcoming = keyed
    .filter(({ key }) => !key || key >= today)
    .sort((a, b) => (a.key || '\uffff').localeCompare(b.key || '\uffff'));
  const past = keyed.filter(({ key }) => key && key < today).sort((a, b) => b.key.localeCompare(a.key));
  return { upcoming: upcoming.map(({ event }) => event), past: past.map(({ event }) => event) };
}
