import type { ReactNode } from 'react';
import type { SectionItem, SectionListName } from '@schoolpage/content-contract';
import {
  AdmissionProcessSection,
  ApplicationFormsSection,
  EMPTY_STATE_TEXTS,
  EventsSection,
  FaqSection,
  GallerySection,
  MemberSection,
  NoticesSection,
  OverviewSection,
  SlideCarousel,
  TextSections,
} from '@schoolpage/site-kit';

/** How a list section shows on the public site: its site-kit component, given the section's items as the answers give them. */
type SectionView<L extends SectionListName> = (items: SectionItem<L>[]) => ReactNode;

/** The name a picture is described by when it has no alt text of its own (the preview shows no school name). */
const SCHOOL = 'Your school';

/**
 * The public site's own component for each list section that has one; a section missing here shows no preview.
 * Titles are the ones the templates give each section.
 */
export const SECTION_PREVIEWS: { readonly [L in SectionListName]?: SectionView<L> } = {
  overview: (items) => <OverviewSection items={items} />,
  slider: (items) => (items.length ? <SlideCarousel slides={items} label="Highlights" /> : null),
  activities: (items) => <TextSections id="activities" title="Extracurricular Activities" items={items} />,
  gallery: (items) => <GallerySection images={items} organizationName={SCHOOL} />,
  history: (items) => <TextSections id="history" title="Our History" items={items} />,
  facilities: (items) => <TextSections id="facilities" title="Our Facilities" items={items} />,
  faq: (items) => <FaqSection faq={items} />,
  calendarOfEvents: (items) => <EventsSection events={items} />,
  admissionProcess: (items) => <AdmissionProcessSection steps={items} />,
  applicationForms: (items) => <ApplicationFormsSection forms={items} />,
  facultyMember: (items) => <MemberSection id="faculty" title="Faculty Members" members={items} />,
  staffMember: (items) => <MemberSection id="staff" title="Staff Members" members={items} />,
  notice: (items) => <NoticesSection title="Notices" notices={items} emptyText={EMPTY_STATE_TEXTS.notices} />,
};

/** True when section `list` has a preview. */
export function hasPreview(list: SectionListName): boolean {
  return SECTION_PREVIEWS[list] !== undefined;
}

/** The public view of `items` of section `list` (nothing when the section has no preview). */
export function sectionView(list: SectionListName, items: readonly unknown[]): ReactNode {
  const view = SECTION_PREVIEWS[list] as SectionView<SectionListName> | undefined;
  return view?.(items as never[]);
}
