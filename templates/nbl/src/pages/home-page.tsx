import {
  ContactUsSection,
  FaqSection,
  HeroSection,
  VisionMissionSection,
  WhatWeOfferSection,
  sitePath,
} from '@schoolpage/site-kit';
import type { PageProps } from './page-props';
import styles from './home-page.module.css';

/** NBL home: hero, vision and mission, what we offer, then the FAQ and how to reach and follow the school. */
export function HomePage({ content, basePath }: PageProps) {
  return (
    <div className={styles.home}>
      <HeroSection
        variant="overlay"
        organizationName={content.organizationName}
        welcomeMessage={content.welcomeMessage}
        aboutHref={sitePath(basePath, 'about')}
      />
      <VisionMissionSection vision={content.vision} mission={content.mission} tinted />
      <WhatWeOfferSection />
      <FaqSection faq={content.faq} email={content.contactDetails.email[0]} tinted />
      <ContactUsSection contactDetails={content.contactDetails} socialMedia={content.socialMedia} />
    </div>
  );
}
