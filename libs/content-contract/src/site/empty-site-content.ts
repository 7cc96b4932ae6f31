import type { SiteContent } from './site-content';

/** A site with nothing filled in yet: every template shows its empty states for it. */
export function emptySiteContent(organizationName = ''): SiteContent {
  return {
    organizationName,
    welcomeMessage: { welcomeMsg: '' },
    overview: [],
    slider: [],
    vision: [],
    mission: [],
    history: [],
    facilities: [],
    activities: [],
    socialMedia: [],
    faq: [],
    gallery: [],
    facultyMember: [],
    staffMember: [],
    notice: [],
    calendarOfEvents: [],
    courses: [],
    admissionProcess: [],
    applicationForms: [],
    contactDetails: { address: '', latitude: '', longitude: '', phone: [], email: [], officeHours: '' },
  };
}
