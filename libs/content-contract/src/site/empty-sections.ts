import type { ContactDetails } from './site-content';

/**
 * The sections a school's site shows with the spec's empty-state text while the school has not filled them
 * ('We are updating soon...', '....', 'Uploading soon...'…). The texts stay the default; a school may hide any of these
 * while it is empty (`hiddenEmptySections`), and the site then leaves the section out in every template.
 */
export const EMPTY_SECTIONS = [
  'vision',
  'mission',
  'history',
  'facilities',
  'faq',
  'activities',
  'gallery',
  'calendarOfEvents',
  'admissionProcess',
  'applicationForms',
  'facultyMember',
  'staffMember',
  'courses',
  'notice',
  'contactDetails',
  'socialMedia',
] as const;
export type EmptySection = (typeof EMPTY_SECTIONS)[number];

/** The dashboard page (below /dashboard) where each section is filled in: the checklist's "Fill it". */
export const EMPTY_SECTION_PLACES: Readonly<Record<EmptySection, string>> = {
  vision: 'home',
  mission: 'home',
  history: 'about',
  facilities: 'about',
  faq: 'about',
  activities: 'visible',
  gallery: 'visible',
  calendarOfEvents: 'academics',
  admissionProcess: 'academics',
  applicationForms: 'academics',
  facultyMember: 'members',
  staffMember: 'members',
  courses: 'coursenotice',
  notice: 'coursenotice',
  contactDetails: 'contact',
  socialMedia: 'contact',
};

/** `GET` `{ info: { hidden, empty } }`; `POST` `{ hidden: EmptySection[] }` (owners and editors) sets which empty sections are left out. */
export const EMPTY_SECTIONS_API_PATH = '/api/dashboard/visible/empty-sections';

export const EMPTY_SECTIONS_MESSAGES = {
  saved: 'Saved: which empty sections your site leaves out.',
  invalid: 'Please choose among the sections of your site.',
} as const;

/** True when the school gave no address, phone, e-mail or office hours at all. */
export function hasNoContactDetails(details: Partial<ContactDetails> | undefined): boolean {
  if (!details) return true;
  return (
    !details.address?.trim() &&
    !details.officeHours?.trim() &&
    !(details.phone ?? []).some((p) => p.trim()) &&
    !(details.email ?? []).some((e) => e.trim())
  );
}

/** The parts of a site's content (as stored or as answered) the empty sections are read from. */
type SectionsContent = { readonly [S in Exclude<EmptySection, 'contactDetails' | 'courses'>]?: readonly unknown[] } & {
  readonly courses?: readonly { readonly course: readonly unknown[] }[];
  readonly contactDetails?: Partial<ContactDetails>;
};

/** True when section `section` of `content` would show its empty-state text. */
export function isEmptySection(content: SectionsContent, section: EmptySection): boolean {
  if (section === 'contactDetails') return hasNoContactDetails(content.contactDetails);
  if (section === 'courses') return !(content.courses ?? []).some((category) => category.course.length > 0);
  const items: readonly unknown[] | undefined = content[section];
  return (items ?? []).length === 0;
}

/** The sections of `content` that would show their empty-state text, in EMPTY_SECTIONS' order. */
export function emptySections(content: SectionsContent): EmptySection[] {
  return EMPTY_SECTIONS.filter((section) => isEmptySection(content, section));
}
