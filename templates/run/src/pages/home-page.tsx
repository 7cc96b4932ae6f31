import { ENQUIRY_PAGE } from '@schoolpage/content-contract';
import {
  ContactUsSection,
  HeroSection,
  LatestNewsSection,
  LatestNoticesSection,
  OverviewSection,
  PopularCoursesSection,
  SlideCarousel,
  VisionMissionSection,
  WhatWeOfferSection,
  sitePath,
  useSiteWords,
} from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/**
 * Run home, photo-led: the school's photograph full-bleed under its name, its overview, its slides, a
 * bold What We Offer band, vision and mission, courses, the latest notices and how to find the school.
 */
export function HomePage({ content, basePath }: PageProps) {
  const { t } = useSiteWords();
  return (
    <>
      <HeroSection
        variant="overlay"
        organizationName={content.organizationName}
        welcomeMessage={content.welcomeMessage}
        aboutHref={sitePath(basePath, 'about')}
        enquireHref={content.enquiry && sitePath(basePath, ENQUIRY_PAGE)}
      />
      <OverviewSection items={content.overview} />
      <SlideCarousel slides={content.slider} label={t('highlights')} />
      <WhatWeOfferSection offers={content.offers} bold />
      <VisionMissionSection vision={content.vision} mission={content.mission} />
      <PopularCoursesSection courses={content.courses} tinted />
      <LatestNewsSection stories={content.news} basePath={basePath} />
      <LatestNoticesSection title={t('latestNotices')} notices={content.notice} basePath={basePath} />
      <ContactUsSection
        contactDetails={content.contactDetails}
        socialMedia={content.socialMedia}
        organizationName={content.organizationName}
        tinted
      />
    </>
  );
}
