import type { SitePage } from '@schoolpage/site-kit';

/** The pages of an NBL site, in navigation order. */
export const NBL_PAGES: readonly SitePage[] = [
  { label: 'Home', page: '', word: 'menuHome' },
  { label: 'About', page: 'about', word: 'menuAbout' },
  { label: 'Gallery', page: 'gallery', word: 'menuGallery' },
  { label: 'Courses & Admissions', page: 'course', word: 'menuCoursesAdmissions' },
  { label: 'Notices', page: 'notice', word: 'menuNotices' },
];
