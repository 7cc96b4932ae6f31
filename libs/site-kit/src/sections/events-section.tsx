import type { CalendarEvent } from '@schoolpage/content-contract';
import { eventsByDay } from '../content/events-by-day';
import { dayAndMonth, formatDate } from '../content/format-date';
import { useToday } from '../content/today';
import { EmptyState } from '../empty-state/empty-state';
import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import { CalendarSubscribeLinks } from './calendar-subscribe-links';
import { SiteSection } from './site-section';
import styles from './dated-list.module.css';

interface EventsSectionProps {
  events: readonly CalendarEvent[];
  tinted?: boolean;
  /** The school's calendar feed (SiteContent.feeds.calendar) and name: with them, visitors may subscribe to it. */
  calendarUrl?: string;
  schoolName?: string;
}

/**
 * The calendar of events: what is still to come (today or later), soonest first, then the past events,
 * latest first, folded away under "Past Events"; above them, the links that subscribe to the school's calendar.
 */
export function EventsSection({ events, tinted, calendarUrl, schoolName = '' }: EventsSectionProps) {
  const today = useToday();
  const { upcoming, past } = eventsByDay(events, today);
  return (
    <SiteSection id="events" title="Upcoming Events" tinted={tinted}>
      {calendarUrl ? <CalendarSubscribeLinks calendarUrl={calendarUrl} schoolName={schoolName} /> : null}
      {upcoming.length === 0 ? <EmptyState>{EMPTY_STATE_TEXTS.updatingSoon}</EmptyState> : <EventList events={upcoming} />}
      {past.length > 0 ? (
        <details className={styles.past}>
          <summary className={styles.pastSummary}>Past Events ({past.length})</summary>
          <EventList events={past} />
        </details>
      ) : null}
    </SiteSection>
  );
}

/** Events with a day-and-month badge, as many as `limit` when given. */
export function EventList({ events, limit }: { events: readonly CalendarEvent[]; limit?: number }) {
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
              <h3 className={styles.title}>{event.title}</h3>
              <time className={styles.date} dateTime={event.date}>
                {formatDate(event.date)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
