import { ENQUIRY_PAGE } from '@schoolpage/content-contract';
import {
  ContactUsSection,
  FaqSection,
  HeroSection,
  LatestNewsSection,
  LatestNoticesSection,
  OverviewSection,
  SlideCarousel,
  VisionMissionSection,
  WhatWeOfferSection,
  sitePath,
  useSiteWords,
} from '@schoolpage/site-kit';
import { NoticeBoardExtras } from './notice-board-extras';
import type { PageProps } from './page-props';
import styles from './home-page.module.css';

/**
 * NBL home, a classic institution's front page: the welcome beside the school's picture, then the main
 * column (slides, overview, vision and mission, what we offer, FAQ, contact and map) with the notice
 * board beside it (latest notices, events coming up, admissions). The board comes first in the page, so
 * on a phone the news is right under the welcome.
 */
export function HomePage({ content, basePath }: PageProps) {
  const { t } = useSiteWords();
  return (
    <div className={styles.home}>
      <HeroSection
        variant="split"
        organizationName={content.organizationName}
        welcomeMessage={content.welcomeMessage}
        aboutHref={sitePath(basePath, 'about')}
        enquireHref={content.enquiry && sitePath(basePath, ENQUIRY_PAGE)}
      />
      <div className={styles.columns}>
        <aside className={styles.board} aria-label={t('noticeBoardLabel')}>
          <LatestNoticesSection title={t('noticeBoard')} notices={content.notice} basePath={basePath} />
          <NoticeBoardExtras events={content.calendarOfEvents} basePath={basePath} />
        </aside>
        <div className={styles.main}>
          {content.slider.length > 0 ? (
            <div className={styles.slides}>
              <SlideCarousel slides={content.slider} label={t('highlights')} />
            </div>
          ) : null}
          <LatestNewsSection stories={content.news} basePath={basePath} />
          <OverviewSection items={content.overview} />
          <VisionMissionSection vision={content.vision} mission={content.mission} />
          <WhatWeOfferSection offers={content.offers} />
          <FaqSection faq={content.faq} email={content.contactDetails.email[0]} />
          <ContactUsSection
            contactDetails={content.contactDetails}
            socialMedia={content.socialMedia}
            organizationName={content.organizationName}
          />
        </div>
      </div>
    </div>
  );
}
