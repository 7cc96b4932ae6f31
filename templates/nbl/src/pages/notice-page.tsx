import { sitePageAddress } from '@schoolpage/content-contract';
import { EventsSection, NoticesSection, PageBanner, useSiteWords } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** NBL notices: announcements, newest first, and the calendar of events. */
export function NoticePage({ content, basePath }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('notices')} subtitle={content.organizationName} />
      <NoticesSection title={t('announcements')} notices={content.notice} emptyText={t('emptyNotices')} basePath={basePath} />
      <EventsSection
        events={content.calendarOfEvents}
        calendarUrl={content.feeds?.calendar}
        schoolName={content.organizationName}
        pageAddress={content.origin && sitePageAddress(content.origin, basePath, 'notices')}
        tinted
      />
    </>
  );
}
