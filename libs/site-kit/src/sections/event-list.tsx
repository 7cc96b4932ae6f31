import type { CalendarEvent } from '@schoolpage/content-contract';
import type { ReactNode } from 'react';
import styles from './dated-list.module.css';
import { itemField, useSiteWords } from '../words/site-words';

/**
 * Events with a day-and-month badge, as many as `limit` when given; with `action`, each event with an id has it at its
 * end and its own anchor (`#event-<id>`): the calendar page's "Share on WhatsApp" (its code stays on that page).
 */
export function EventList({ events, limit, action }: { events: readonly CalendarEvent[]; limit?: number; action?: (event: CalendarEvent, date: string) => ReactNode }) {
  const { date, dayAndMonth, fieldLanguage } = useSiteWords();
  return (
    <ol className={styles.list}>
      {events.slice(0, limit ?? events.length).map((event, index) => {
        const { day, month } = dayAndMonth(event.date);
        return (
          <li key={event.id ?? index} id={action && event.id ? `event-${event.id}` : undefined} className={styles.row}>
            <span className={styles.badge} aria-hidden="true">
              <span className={styles.day}>{day}</span>
              <span className={styles.month}>{month}</span>
            </span>
            <div className={styles.main}>
              <h3 className={styles.title} {...fieldLanguage(itemField('calendarOfEvents', event, index, 'title'))}>
                {event.title}
              </h3>
              <time className={styles.date} dateTime={event.date}>
                {date(event.date)}
              </time>
            </div>
            {action && event.id ? action(event, date(event.date)) : null}
          </li>
        );
      })}
    </ol>
  );
}
