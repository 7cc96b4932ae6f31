import type { CalendarEvent } from '@schoolpage/content-contract';
import { eventsByDay } from '../content/events-by-day';
import { useToday } from '../content/today';
import { EmptyState } from '../empty-state/empty-state';
import { CalendarSubscribeLinks } from './calendar-subscribe-links';
import { SiteSection } from './site-section';
import styles from './dated-list.module.css';
import { useSiteWords } from '../words/site-words';
import { EventList } from './event-list';
import { ShareOnWhatsApp } from '../share/share-on-whatsapp';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

interface EventsSectionProps {
  events: readonly CalendarEvent[];
  tinted?: boolean;
  /** The school's calendar feed (SiteContent.feeds.calendar) and name: with them, visitors may subscribe to it. */
  calendarUrl?: string;
  schoolName?: string;
  /** The absolute address of the page the section is on (sitePageAddress): with it, each event has "Share on WhatsApp". */
  pageAddress?: string;
}

/**
 * The calendar of events (its page's code: the home page's few events are an EventList alone): what is still to come (today or later), soonest first, then the past events,
 * latest first, folded away under "Past Events"; above them, the links that subscribe to the school's calendar.
 */
export function EventsSection({ events, tinted, calendarUrl, schoolName = '', pageAddress }: EventsSectionProps) {
  const { t } = useSiteWords();
  const today = useToday();
  const { upcoming, past } = eventsByDay(events, today);
  // Each event shared with its anchor on this page: "Annual day (20 Dec 2026) https://…/notices#event-<id>".
  const share = pageAddress
    ? (event: CalendarEvent, date: string) => <ShareOnWhatsApp title={`${event.title} (${date})`} address={`${pageAddress}#event-${event.id}`} />
    : undefined;
  if (!useSectionShown('calendarOfEvents', events.length === 0)) return null;
  return (
    <SiteSection id="events" title={t('upcomingEvents')} tinted={tinted}>
      {calendarUrl ? <CalendarSubscribeLinks calendarUrl={calendarUrl} schoolName={schoolName} /> : null}
      {upcoming.length === 0 ? <EmptyState>{t('emptyUpdatingSoon')}</EmptyState> : <EventList events={upcoming} action={share} />}
      {past.length > 0 ? (
        <details className={styles.past}>
          <summary className={styles.pastSummary}>{t('pastEvents', { count: past.length })}</summary>
          <EventList events={past} action={share} />
        </details>
      ) : null}
    </SiteSection>
  );
}
