import type { CalendarEvent } from '@schoolpage/content-contract';
import { ShareOnWhatsApp } from '../share/share-on-whatsapp';
import styles from './dated-list.module.css';
import { itemField, useSiteWords } from '../words/site-words';

/**
 * Events with a day-and-month badge, as many as `limit` when given; with `pageAddress` (the absolute address of the
 * page that lists them), each has "Share on WhatsApp" with its own anchor on that page (`#event-<id>`).
 */
export function EventList({ events, limit, pageAddress }: { events: readonly CalendarEvent[]; limit?: number; pageAddress?: string }) {
  const { date, dayAndMonth, fieldLanguage } = useSiteWords();
  return (
    <ol className={styles.list}>
      {events.slice(0, limit ?? events.length).map((event, index) => {
        const { day, month } = dayAndMonth(event.date);
        return (
          <li key={event.id ?? index} id={pageAddress && event.id ? `event-${event.id}` : undefined} className={styles.row}>
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
            {pageAddress && event.id ? <ShareOnWhatsApp title={`${event.title} (${date(event.date)})`} address={`${pageAddress}#event-${event.id}`} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
