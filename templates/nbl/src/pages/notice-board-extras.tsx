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
  const coursePage = sitePath(basePath, 'course');
  return (
    <>
      <SiteSection id="coming-up" title="Coming Up">
        {upcoming.length === 0 ? <EmptyState>{EMPTY_STATE_TEXTS.updatingSoon}</EmptyState> : <EventList events={upcoming} limit={3} />}
        <SiteLink className={styles.more} to={sitePath(basePath, 'notice')}>
          All events
        </SiteLink>
      </SiteSection>
      <SiteSection id="admissions" title="Admissions">
        <ul className={styles.quickLinks}>
          <li>
            <SiteLink to={`${coursePage}#admission-process`}>Admission process</SiteLink>
          </li>
          <li>
            <SiteLink to={`${coursePage}#application-forms`}>Download application forms</SiteLink>
          </li>
        </ul>
      </SiteSection>
    </>
  );
}
