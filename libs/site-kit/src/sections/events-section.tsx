import type { CalendarEvent } from '@schoolpage/content-contract';
import { eventsSoonestFirst } from '../content/events-soonest-first';
import { dayAndMonth, formatDate } from '../content/format-date';
import { EmptyState } from '../empty-state/empty-state';
import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import { SiteSection } from './site-section';
import styles from './dated-list.module.css';

/** The calendar of events, soonest first. */
export function EventsSection({ events, tinted }: { events: readonly CalendarEvent[]; tinted?: boolean }) {
  const sorted = eventsSoonestFirst(events);
  return (
    <SiteSection id="events" title="Upcoming Events" tinted={tinted}>
      {sorted.length === 0 ? (
        <EmptyState>{EMPTY_STATE_TEXTS.updatingSoon}</EmptyState>
      ) : (
        <ol className={styles.list}>
          {sorted.map((event, index) => {
            const { day, month } = dayAndMonth(event.date);
            return (
              <li key={event.id ?? index} className={styles.row}>
                <span className={styles.badge} aria-hidden="true">
                  <span className={styles.day}>{day}</span>
                  <span className={styles.month}>{month}</span>
                </span>
                <div className={styles.main}>
                  <h3 className={styles.title}>{event.title}</h3>
                  <time className={styles.date} dateTime={event.date}>
                    {formatDate(event.date)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </SiteSection>
  );
}
