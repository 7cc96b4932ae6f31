import { SITE_PAGES } from '@schoolpage/content-contract';
import type { SitePage } from '@schoolpage/site-kit';

/** The pages of a Run site, in navigation order, by their one name on every template (SITE_PAGES). */
export const RUN_PAGES: readonly SitePage[] = [
  { label: 'Home', page: SITE_PAGES.home, word: 'menuHome' },
  { label: 'About', page: SITE_PAGES.about, word: 'menuAbout' },
  { label: 'Notice', page: SITE_PAGES.notices, word: 'menuNotice' },
  { label: 'Admissions', page: SITE_PAGES.admissions, word: 'menuAdmissions' },
  { label: 'Gallery', page: SITE_PAGES.gallery, word: 'menuGallery' },
  { label: 'Contact Us', page: SITE_PAGES.contact, word: 'contactUs' },
];
