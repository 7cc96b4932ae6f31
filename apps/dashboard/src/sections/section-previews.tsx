import type { ReactNode } from 'react';
import type { ContactDetails, SectionItem, SectionListName, WelcomeMessage } from '@schoolpage/content-contract';
import {
  AdmissionProcessSection,
  ApplicationFormsSection,
  ContactUsSection,
  HeroSection,
  HiddenEmptySections,
  EventsSection,
  FaqSection,
  GallerySection,
  MemberSection,
  NoticesSection,
  OverviewSection,
  SiteSection,
  SlideCarousel,
  SocialLinks,
  TextSections,
  VisionMissionSection,
  useSiteWords,
  type PreviewedSection,
  type SiteWords,
} from '@schoolpage/site-kit';
import { makeWords } from '@schoolpage/words';
import { sectionsWords } from './sections.words';

/**
 * How a list section shows on the public site: its site-kit component, given the section's items as the answers
 * give them and the site's words in the page's language.
 */
type SectionView<L extends SectionListName> = (items: SectionItem<L>[], words: SiteWords) => ReactNode;

/** The name a picture is described by when it has no alt text of its own (the preview shows no school name). */
const school = (words: SiteWords) => makeWords(words.language, sectionsWords).t('yourSchool');

/**
 * The public site's own component for each list section that has one; a section missing here shows no preview.
 * Titles are the ones the templates give each section, in the site's words.
 */
export const SECTION_PREVIEWS: { readonly [L in SectionListName]?: SectionView<L> } = {
  overview: (items) => <OverviewSection items={items} />,
  slider: (items, { t }) => (items.length ? <SlideCarousel slides={items} label={t('highlights')} /> : null),
  activities: (items, { t }) => <TextSections id="activities" title={t('extracurricularActivities')} items={items} />,
  gallery: (items, words) => <GallerySection images={items} organizationName={school(words)} />,
  history: (items, { t }) => <TextSections id="history" title={t('ourHistory')} items={items} />,
  facilities: (items, { t }) => <TextSections id="facilities" title={t('ourFacilities')} items={items} />,
  faq: (items) => <FaqSection faq={items} />,
  calendarOfEvents: (items) => <EventsSection events={items} />,
  admissionProcess: (items) => <AdmissionProcessSection steps={items} />,
  applicationForms: (items) => <ApplicationFormsSection forms={items} />,
  facultyMember: (items, { t }) => <MemberSection id="faculty" title={t('facultyMembers')} members={items} />,
  staffMember: (items, { t }) => <MemberSection id="staff" title={t('staffMembers')} members={items} />,
  notice: (items, { t }) => <NoticesSection title={t('notices')} notices={items} emptyText={t('emptyNotices')} />,
  // One half alone: the other, empty, is left out as a school's hidden empty section is.
  vision: (items) => (
    <HiddenEmptySections value={['mission']}>
      <VisionMissionSection vision={items} mission={[]} />
    </HiddenEmptySections>
  ),
  mission: (items) => (
    <HiddenEmptySections value={['vision']}>
      <VisionMissionSection vision={[]} mission={items} />
    </HiddenEmptySections>
  ),
  socialMedia: (items, { t }) => (
    <SiteSection id="follow-us" title={t('followUs')}>
      <SocialLinks links={items} />
    </SiteSection>
  ),
};

/** What a form's preview is given: the one value its form makes, as typed. */
export interface FormPreviewItems {
  welcome: { organizationName: string; welcomeMessage: WelcomeMessage };
  contactDetails: ContactDetails;
}

/** The public site's own component for each form with a preview (the Home page's welcome, the Contact page's details). */
const FORM_PREVIEWS: { readonly [F in keyof FormPreviewItems]: (item: FormPreviewItems[F], words: SiteWords) => ReactNode } = {
  welcome: ({ organizationName, welcomeMessage }, words) => (
    <HeroSection variant="split" organizationName={organizationName || school(words)} welcomeMessage={welcomeMessage} aboutHref="about" />
  ),
  contactDetails: (contactDetails, words) => (
    // The social links have a preview of their own (the list under this form).
    <HiddenEmptySections value={['socialMedia']}>
      <ContactUsSection contactDetails={contactDetails} socialMedia={[]} organizationName={school(words)} />
    </HiddenEmptySections>
  ),
};

/** True when section `list` has a preview. */
export function hasPreview(list: SectionListName): boolean {
  return SECTION_PREVIEWS[list] !== undefined;
}

/** The public view of `items` of section `list` in the language of the site page around it (nothing when the section has no preview). */
export function SectionView({ list, items }: { list: PreviewedSection; items: readonly unknown[] }) {
  const words = useSiteWords();
  if (list === 'welcome' || list === 'contactDetails') {
    const form = FORM_PREVIEWS[list] as (item: unknown, words: SiteWords) => ReactNode;
    return items[0] === undefined ? null : form(items[0], words);
  }
  const view = SECTION_PREVIEWS[list] as SectionView<SectionListName> | undefined;
  return view?.(items as never[], words) ?? null;
}
