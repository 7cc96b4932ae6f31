import { sitePageAddress } from '@schoolpage/content-contract';
import { EventsSection, NoticesSection, PageBanner, useSiteWords } from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run notice board: every notice, newest first, and the calendar of events. */
export function NoticePage({ content, basePath }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <PageBanner title={t('noticeBoard')} subtitle={content.organizationName} />
      <NoticesSection title={t('allNotices')} notices={content.notice} emptyText={t('emptyNotices')} basePath={basePath} />
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
