import type { CalendarEvent, SitePageName } from '@schoolpage/content-contract';
import {
  EmptyState,
  EventList,
  SiteLink,
  SiteSection,
  eventsByDay,
  sitePath,
  useSectionShown,
  useToday,
  useSiteWords,
} from '@schoolpage/site-kit';
import styles from './home-page.module.css';

interface NoticeBoardExtrasProps {
  events: readonly CalendarEvent[];
  basePath: string;
}

/** The lower half of the NBL notice board: the next three events and the way to apply. */
export function NoticeBoardExtras({ events, basePath }: NoticeBoardExtrasProps) {
  const { t } = useSiteWords();
  const { upcoming } = eventsByDay(events, useToday());
  // A school that hides its empty calendar has no "Coming up" on the board until it adds an event.
  const shown = useSectionShown('calendarOfEvents', events.length === 0);
  return (
    <>
      {!shown ? null : (
        <SiteSection id="coming-up" title={t('comingUp')}>
          {upcoming.length === 0 ? <EmptyState>{t('emptyUpdatingSoon')}</EmptyState> : <EventList events={upcoming} limit={3} />}
          <SiteLink className={styles.more} to={sitePath(basePath, 'notices' satisfies SitePageName)}>
            {t('allEvents')}
          </SiteLink>
        </SiteSection>
      )}
      <SiteSection id="admissions" title={t('admissions')}>
        <SiteLink className={styles.quickLink} to={sitePath(basePath, 'admissions' satisfies SitePageName)}>
          {t('admissionLinks')}
        </SiteLink>
      </SiteSection>
    </>
  );
}
