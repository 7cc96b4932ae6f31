import type { CalendarEvent } from '@schoolpage/content-contract';
import {
  EMPTY_STATE_TEXTS,
  EmptyState,
  EventList,
  SiteLink,
  SiteSection,
  eventsByDay,
  sitePath,
  useToday,
} from '@schoolpage/site-kit';
import styles from './home-page.module.css';

interface NoticeBoardExtrasProps {
  events: readonly CalendarEvent[];
  basePath: string;
}

/** The lower half of the NBL notice board: the next three events and the way to apply. */
export function NoticeBoardExtras({ events, basePath }: NoticeBoardExtrasProps) {
  const { upcoming } = eventsByDay(events, useToday());
  return (
    <>
      <SiteSection id="coming-up" title="Coming Up">
        {upcoming.length === 0 ? <EmptyState>{EMPTY_STATE_TEXTS.updatingSoon}</EmptyState> : <EventList events={upcoming} limit={3} />}
        <SiteLink className={styles.more} to={sitePath(basePath, 'notice')}>
          All events
        </SiteLink>
      </SiteSection>
      <SiteSection id="admissions" title="Admissions">
        <SiteLink className={styles.quickLink} to={sitePath(basePath, 'course')}>
          Admission process and application forms
        </SiteLink>
      </SiteSection>
    </>
  );
}
