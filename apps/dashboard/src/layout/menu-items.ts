import { DASHBOARD_ROUTE } from '@schoolpage/content-contract';

export interface MenuItem {
  /** The spec's word, exactly (the link's name). */
  label: string;
  /** A short line under it: what parents will see of what is edited there. */
  shows: string;
  /** Child route under /dashboard. */
  path: string;
}

/** Spec §2: the side menu, in order (then Recently deleted). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'Profile', path: 'profile', shows: 'account, publish, site address' },
  { label: 'Home', path: 'home', shows: 'name, welcome, overview, vision' },
  { label: 'Visible', path: 'visible', shows: 'slider, gallery, activities' },
  { label: 'About', path: 'about', shows: 'history, facilities, FAQ' },
  { label: 'Academics', path: 'academics', shows: 'events, admission, forms' },
  { label: 'Our Members', path: 'members', shows: 'faculty and staff' },
  { label: 'Notice & Courses', path: 'coursenotice', shows: 'notices, courses' },
  { label: 'Contact', path: 'contact', shows: 'address, phones, social links' },
  { label: 'Templates', path: 'template', shows: 'how your site looks' },
  /** Not in spec §2: the Mandatory Public Disclosure (CBSE Appendix IX). */
  { label: 'Mandatory Disclosure', path: 'mandatory-disclosure', shows: 'CBSE disclosure, documents' },
  /** Not in spec §2: a banner at the top of every page of the site. */
  { label: 'Alert', path: 'alert', shows: 'a banner on every page' },
  /** Not in spec §2: the school's own pages and its news. */
  { label: 'Pages', path: 'pages', shows: 'pages of your own' },
  { label: 'News', path: 'news', shows: 'stories, scheduled posts' },
  /** Not in spec §2: items deleted in the last 30 days, to restore. */
  { label: 'Recently deleted', path: 'recently-deleted', shows: 'bring items back' },
];

export function menuHref(item: MenuItem): string {
  return `${DASHBOARD_ROUTE}/${item.path}`;
}

/** Profile is active for /dashboard and /dashboard/profile; every other item for its own route. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (item.path === 'profile' && path === DASHBOARD_ROUTE) return true;
  const href = menuHref(item);
  return path === href || path.startsWith(`${href}/`);
}
