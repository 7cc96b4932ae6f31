import type { SitePage } from '@schoolpage/site-kit';

/** The pages of a Run site, in navigation order. */
export const RUN_PAGES: readonly SitePage[] = [
  { label: 'Home', page: '' },
  { label: 'About', page: 'about' },
  { label: 'Notice', page: 'notice' },
  { label: 'Admissions', page: 'resource' },
  { label: 'Gallery', page: 'gallery' },
];
