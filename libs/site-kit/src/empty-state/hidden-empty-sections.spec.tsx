import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EMPTY_SECTIONS, type ContactDetails, type EmptySection } from '@schoolpage/content-contract';
import { AdmissionProcessSection } from '../sections/admission-process-section';
import { ApplicationFormsSection } from '../sections/application-forms-section';
import { ContactUsSection } from '../sections/contact-us-section';
import { FaqSection } from '../sections/faq-section';
import { GallerySection } from '../sections/gallery-section';
import { MemberSection } from '../sections/member-section';
import { NoticesSection } from '../sections/notices-section';
import { PopularCoursesSection } from '../sections/popular-courses-section';
import { TextSections } from '../sections/text-sections';
import { VisionMissionSection } from '../sections/vision-mission-section';
import { EMPTY_STATE_TEXTS as TEXT } from './empty-state-texts';
import { HiddenEmptySections } from './hidden-empty-sections';

const noContact: ContactDetails = { address: '', latitude: '', longitude: '', phone: [], email: [], officeHours: '' };

/** Every empty section of a site, as its pages draw them. */
const emptySite = (
  <>
    <VisionMissionSection vision={[]} mission={[]} />
    <TextSections id="history" title="Our History" items={[]} />
    <FaqSection faq={[]} />
    <GallerySection images={[]} organizationName="Hill School" />
    <AdmissionProcessSection steps={[]} />
    <ApplicationFormsSection forms={[]} />
    <MemberSection id="faculty" title="Faculty" members={[]} />
    <PopularCoursesSection courses={[]} />
    <NoticesSection title="Notices" notices={[]} emptyText={TEXT.notices} />
    <ContactUsSection contactDetails={noContact} socialMedia={[]} organizationName="Hill School" />
  </>
);

const drawn = (hidden: readonly EmptySection[], children: ReactNode = emptySite) => render(<HiddenEmptySections value={hidden}>{children}</HiddenEmptySections>);

it("shows the spec's empty-state texts by default", () => {
  drawn([]);
  for (const text of [TEXT.visionMission, TEXT.uploadingSoon, TEXT.faq, TEXT.gallery, TEXT.applicationForms, TEXT.updatingSoon, TEXT.courses, TEXT.notices, TEXT.information, TEXT.socialLinks]) {
    expect(screen.queryAllByText(text).length).toBeGreaterThan(0);
  }
});

it('leaves out every empty section the school hides, heading and all', () => {
  const { container } = drawn(EMPTY_SECTIONS);
  expect(container.textContent).toBe('');
});

it('leaves out only the hidden ones, and never a section that has content', () => {
  drawn(['mission', 'faq'], <>
    <VisionMissionSection vision={['Every child reads']} mission={[]} />
    <FaqSection faq={[]} />
    <GallerySection images={[]} organizationName="Hill School" />
    <TextSections id="history" title="Our History" items={[{ title: 'Founded 1950', content: 'By the town' }]} />
  </>);
  expect(screen.getByText('Every child reads')).toBeTruthy();
  expect(screen.queryByText(TEXT.visionMission)).toBeNull();
  expect(screen.queryByText(TEXT.faq)).toBeNull();
  expect(screen.getByText(TEXT.gallery)).toBeTruthy();
  expect(screen.getByText('Founded 1950')).toBeTruthy();
});
