import {
  EMPTY_STATE_TEXTS,
  HeroSection,
  NoticesSection,
  PopularCoursesSection,
  VisionMissionSection,
  WhatWeOfferSection,
  sitePath,
} from '@schoolpage/site-kit';
import type { PageProps } from './page-props';

/** Run home: hero, what we offer, vision and mission, popular courses and the latest notices. */
export function HomePage({ content, basePath }: PageProps) {
  return (
    <>
      <HeroSection
        variant="split"
        organizationName={content.organizationName}
        welcomeMessage={content.welcomeMessage}
        aboutHref={sitePath(basePath, 'about')}
      />
      <WhatWeOfferSection tinted />
      <VisionMissionSection vision={content.vision} mission={content.mission} />
      <PopularCoursesSection courses={content.courses} tinted />
      <NoticesSection
        title="Latest Notices"
        notices={content.notice}
        emptyText={EMPTY_STATE_TEXTS.updatingSoon}
        limit={3}
        titleWords={10}
        more={{ to: sitePath(basePath, 'notice'), label: 'See all notices' }}
      />
    </>
  );
}
