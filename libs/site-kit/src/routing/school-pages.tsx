import { lazyView } from './lazy-view';

/**
 * The pages every template has for what a school adds (its disclosure, its enquiry form) or shares with every
 * template (its contact page), each with
 * code of its own that downloads only on that page (see lazyView).
 */
export const DisclosurePage = lazyView(() => import('../disclosure/disclosure-page').then((m) => m.DisclosurePage));
export const EnquiryPage = lazyView(() => import('../enquiry/enquiry-pages').then((m) => m.EnquiryPage));
export const EnquirySentPage = lazyView(() => import('../enquiry/enquiry-pages').then((m) => m.EnquirySentPage));
export const ContactPage = lazyView(() => import('../contact/contact-page').then((m) => m.ContactPage));
