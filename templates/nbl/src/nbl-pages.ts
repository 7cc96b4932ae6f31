import type { SitePage } from '@schoolpage/site-kit';

/** The pages of an NBL site, in navigation order. */
export const NBL_PAGES: readonly SitePage[] = [
  { label: 'Home', page: '' },
  { label: 'About', page: 'about' },
  { label: 'Gallery', page: 'gallery' },
  { label: 'Courses & Admissions', page: 'course' },
  { label: 'Notices', page: 'notice' },
];
