import { EMPTY_STATE_TEXTS, EventsSection, NoticesSection, PageBanner } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** NBL notices: announcements, newest first, and the calendar of events. */
export function NoticePage({ content, basePath }: PageProps) {
  return (
    <>
      <PageBanner title="Notices" subtitle={content.organizationName} />
      <NoticesSection title="Announcements" notices={content.notice} emptyText={EMPTY_STATE_TEXTS.notices} basePath={basePath} />
      <EventsSection events={content.calendarOfEvents} calendarUrl={content.feeds?.calendar} schoolName={content.organizationName} tinted />
    </>
  );
}
