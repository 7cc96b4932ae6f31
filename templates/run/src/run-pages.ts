import type { SitePageName } from '@schoolpage/content-contract';
import type { SitePage } from '@schoolpage/site-kit';

/**
 * The pages of a Run site, in navigation order, each by its one name on every template (SitePageName, the
 * contract's SITE_PAGES: named as types, so the page's script carries no table).
 */
export const RUN_PAGES: readonly (SitePage & { page: SitePageName })[] = [
  { label: 'Home', page: '', word: 'menuHome' },
  { label: 'About', page: 'about', word: 'menuAbout' },
  { label: 'Notice', page: 'notices', word: 'menuNotice' },
  { label: 'Admissions', page: 'admissions', word: 'menuAdmissions' },
  { label: 'Gallery', page: 'gallery', word: 'menuGallery' },
  { label: 'Contact Us', page: 'contact', word: 'contactUs' },
];
