import { lazyView } from './lazy-view';

/**
 * The pages every template has for what a school adds (its disclosure, its enquiry form), each with code of its own
 * that downloads only on that page (see lazyView). The contact page, which every template shares, comes with the site:
 * it is the home page's Contact Us section under a banner.
 */
export const DisclosurePage = lazyView(() => import('../disclosure/disclosure-page').then((m) => m.DisclosurePage));
export const EnquiryPage = lazyView(() => import('../enquiry/enquiry-pages').then((m) => m.EnquiryPage));
export const EnquirySentPage = lazyView(() => import('../enquiry/enquiry-pages').then((m) => m.EnquirySentPage));
export { ContactPage } from '../contact/contact-page';
