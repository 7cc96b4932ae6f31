import type { SitePageName } from '@schoolpage/content-contract';
import type { SitePage } from '@schoolpage/site-kit';

/**
 * The pages of an NBL site, in navigation order, each by its one name whatever the template (the
 * contract's SITE_PAGES, checked here as a type, so the page's script carries no table).
 */
export const NBL_PAGES: readonly (SitePage & { page: SitePageName })[] = [
  { label: 'Home', page: '', word: 'menuHome' },
  { label: 'About', page: 'about', word: 'menuAbout' },
  { label: 'Gallery', page: 'gallery', word: 'menuGallery' },
  { label: 'Courses & Admissions', page: 'admissions', word: 'menuCoursesAdmissions' },
  { label: 'Notices', page: 'notices', word: 'menuNotices' },
  { label: 'Contact Us', page: 'contact', word: 'contactUs' },
];
