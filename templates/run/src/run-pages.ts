import type { SitePage } from '@schoolpage/site-kit';

/** The pages of a Run site, in navigation order. */
export const RUN_PAGES: readonly SitePage[] = [
  { label: 'Home', page: '', word: 'menuHome' },
  { label: 'About', page: 'about', word: 'menuAbout' },
  { label: 'Notice', page: 'notice', word: 'menuNotice' },
  { label: 'Admissions', page: 'resource', word: 'menuAdmissions' },
  { label: 'Gallery', page: 'gallery', word: 'menuGallery' },
];
