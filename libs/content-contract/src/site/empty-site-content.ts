import { defaultOffers } from './offers';
import type { SiteContent } from './site-content';
import type { StoredSiteContent } from './stored-site-content';

/**
 * A site with nothing filled in yet, the same stored and shown: every template shows its empty states for it, and
 * the spec's six items under What We Offer until the school edits them.
 */
export function emptySiteContent(organizationName = ''): SiteContent & StoredSiteContent {
  return {
    organizationName,
    welcomeMessage: { welcomeMsg: '' },
    overview: [],
    slider: [],
    vision: [],
    mission: [],
    offers: defaultOffers(),
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
