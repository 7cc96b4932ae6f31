import type { CalendarEvent } from '@schoolpage/content-contract';
import { eventsByDay } from '../content/events-by-day';
import { useToday } from '../content/today';
import { EmptyState } from '../empty-state/empty-state';
import { CalendarSubscribeLinks } from './calendar-subscribe-links';
import { SiteSection } from './site-section';
import styles from './dated-list.module.css';
import { itemField, useSiteWords } from '../words/site-words';

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
  const { t } = useSiteWords();
  const today = useToday();
  const { upcoming, past } = eventsByDay(events, today);
  return (
    <SiteSection id="events" title={t('upcomingEvents')} tinted={tinted}>
      {calendarUrl ? <CalendarSubscribeLinks calendarUrl={calendarUrl} schoolName={schoolName} /> : null}
      {upcoming.length === 0 ? <EmptyState>{t('emptyUpdatingSoon')}</EmptyState> : <EventList events={upcoming} />}
      {past.length > 0 ? (
        <details className={styles.past}>
          <summary className={styles.pastSummary}>{t('pastEvents', { count: past.length })}</summary>
          <EventList events={past} />
        </details>
      ) : null}
    </SiteSection>
  );
}

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
