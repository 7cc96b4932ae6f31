import type { EmptySection } from '@schoolpage/content-contract';

/**
 * What a public site says where the school has not filled a section in yet. The texts are the
 * product's own, word for word (spec §2 "Public institution site", empty states).
 */
export const EMPTY_STATE_TEXTS = {
  /** Faculty, staff, the latest-notices teaser and the calendar of events. */
  updatingSoon: 'We are updating soon...',
  courses: 'We are updating courses soon...',
  /** Invitation under an empty FAQ. */
  askByEmail: 'Send your questions to our Email...',
  /** The full notice board. */
  notices: 'No notices available at the moment . . .',
  applicationForms: 'No Forms available at the moment . . .',
  /** Admission process steps, and Contact Us when no contact details are given. */
  information: 'No information available at the moment . . .',
  gallery: 'No images available at the moment . . .',
  /** History, facilities and activities. */
  uploadingSoon: 'Uploading soon...',
  socialLinks: 'We will provide soon...',
  faq: 'We will provide it soon...',
  /** An empty vision or mission. */
  visionMission: '....',
} as const;

/** The empty-state text each empty section shows (on its own page; a home page's teaser may say 'We are updating soon...'). */
export const EMPTY_SECTION_TEXTS: Readonly<Record<EmptySection, keyof typeof EMPTY_STATE_TEXTS>> = {
  vision: 'visionMission',
  mission: 'visionMission',
  history: 'uploadingSoon',
  facilities: 'uploadingSoon',
  faq: 'faq',
  activities: 'uploadingSoon',
  gallery: 'gallery',
  calendarOfEvents: 'updatingSoon',
  admissionProcess: 'information',
  applicationForms: 'applicationForms',
  facultyMember: 'updatingSoon',
  staffMember: 'updatingSoon',
  courses: 'courses',
  notice: 'notices',
  contactDetails: 'information',
  socialMedia: 'socialLinks',
};
