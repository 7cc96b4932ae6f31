import { EMPTY_STATE_TEXTS, EventsSection, NoticesSection, PageBanner } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run notice board: every notice, newest first, and the calendar of events. */
export function NoticePage({ content, basePath }: PageProps) {
  return (
    <>
      <PageBanner title="Notice Board" subtitle={content.organizationName} />
      <NoticesSection title="All Notices" notices={content.notice} emptyText={EMPTY_STATE_TEXTS.notices} basePath={basePath} />
      <EventsSection events={content.calendarOfEvents} calendarUrl={content.feeds?.calendar} schoolName={content.organizationName} tinted />
    </>
  );
}
