import type { CalendarEvent } from '@schoolpage/content-contract';
import styles from './dated-list.module.css';
import { itemField, useSiteWords } from '../words/site-words';

/** Events with a day-and-month badge, as many as `limit` when given. */
export function EventList({ events, limit }: { events: readonly CalendarEvent[]; limit?: number }) {
  const { date, dayAndMonth, fieldLanguage } = useSiteWords();
  return (
    <ol className={styles.list}>
      {events.slice(0, limit ?? events.length).map((event, index) => {
        const { day, month } = dayAndMonth(event.date);
        return (
          <li key={event.id ?? index} className={styles.row}>
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
          </li>
        );
      })}
    </ol>
  );
}
