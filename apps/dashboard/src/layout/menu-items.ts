import { DASHBOARD_ROUTE, roleMay, type DashboardAccess, type TeamRole } from '@schoolpage/content-contract';

export interface MenuItem {
  /** The spec's word, exactly (the link's name). */
  label: string;
  /** A short line under it: what parents will see of what is edited there. */
  shows: string;
  /** Child route under /dashboard. */
  path: string;
  /** Shown only to roles that may do this (every role sees the rest). */
  access?: DashboardAccess;
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
  { label: 'Mandatory Disclosure', path: 'mandatory-disclosure', shows: 'CBSE disclosure, documents', access: 'site' },
  /** Not in spec §2: a banner at the top of every page of the site. */
  { label: 'Alert', path: 'alert', shows: 'a banner on every page' },
  /** Not in spec §2: the school's own pages and its news. */
  { label: 'Pages', path: 'pages', shows: 'pages of your own' },
  { label: 'News', path: 'news', shows: 'stories, scheduled posts' },
  /** Not in spec §2: admission questions parents sent from the site (#28). */
  { label: 'Enquiries', path: 'enquiries', shows: 'questions from parents', access: 'site' },
  /** Not in spec §2: how many people visit the site, from where (#28). */
  { label: 'Visitors', path: 'visitors', shows: 'who visits your site' },
  /** Not in spec §2: the site in its parents' languages, and how far each is translated (#29). */
  { label: 'Languages', path: 'languages', shows: 'your site in other languages', access: 'site' },
  /** Not in spec §2: items deleted in the last 30 days, to restore. */
  { label: 'Recently deleted', path: 'recently-deleted', shows: 'bring items back' },
  /** Not in spec §2: contributors' changes waiting for an owner or editor (issue #25); the menu shows how many. */
  { label: 'Approvals', path: 'approvals', shows: 'changes waiting for approval' },
  /** Not in spec §2: the people who keep the site, their roles and invitations (issue #25). */
  { label: 'Team', path: 'team', shows: 'people, roles, invitations' },
  /** Not in spec §2: who changed what, when and from where (issue #25). */
  { label: 'Activity', path: 'activity', shows: 'who changed what, and when' },
];

/** The menu a role sees: what it cannot do is left out (until the role is known, the whole menu). */
export function menuItemsFor(role: TeamRole | undefined): readonly MenuItem[] {
  return role ? MENU_ITEMS.filter((item) => !item.access || roleMay(role, item.access)) : MENU_ITEMS;
}

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
