import { DASHBOARD_ROUTE, roleMay, type DashboardAccess, type TeamRole } from '@schoolpage/content-contract';

/** Each menu item's child route under /dashboard; its words are `menu.<path>` (the spec's word, the link's name) and
 * `menu.<path>.shows` (a short line under it: what parents will see of what is edited there) in layout.words.ts. */
export type MenuPath =
  | 'profile' | 'home' | 'visible' | 'about' | 'academics' | 'members' | 'coursenotice' | 'contact' | 'template'
  | 'mandatory-disclosure' | 'alert' | 'pages' | 'news' | 'enquiries' | 'visitors' | 'subscribers' | 'languages' | 'recently-deleted'
  | 'approvals' | 'team' | 'activity';

export interface MenuItem {
  path: MenuPath;
  /** Shown only to roles that may do this (every role sees the rest). */
  access?: DashboardAccess;
}

/** Spec §2: the side menu, in order (then Recently deleted). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { path: 'profile' },
  { path: 'home' },
  { path: 'visible' },
  { path: 'about' },
  { path: 'academics' },
  { path: 'members' },
  { path: 'coursenotice' },
  { path: 'contact' },
  { path: 'template' },
  /** Not in spec §2: the Mandatory Public Disclosure (CBSE Appendix IX). */
  { path: 'mandatory-disclosure', access: 'site' },
  /** Not in spec §2: a banner at the top of every page of the site. */
  { path: 'alert' },
  /** Not in spec §2: the school's own pages and its news. */
  { path: 'pages' },
  { path: 'news' },
  /** Not in spec §2: admission questions parents sent from the site (#28). */
  { path: 'enquiries', access: 'site' },
  /** Not in spec §2: how many people visit the site, from where (#28). */
  { path: 'visitors' },
  /** Not in spec §2: the parents who get the school's posts by e-mail or push, and how the last sends went (#48). */
  { path: 'subscribers', access: 'site' },
  /** Not in spec §2: the site in its parents' languages, and how far each is translated (#29). */
  { path: 'languages', access: 'site' },
  /** Not in spec §2: items deleted in the last 30 days, to restore. */
  { path: 'recently-deleted' },
  /** Not in spec §2: contributors' changes waiting for an owner or editor (issue #25); the menu shows how many. */
  { path: 'approvals' },
  /** Not in spec §2: the people who keep the site, their roles and invitations (issue #25). */
  { path: 'team' },
  /** Not in spec §2: who changed what, when and from where (issue #25). */
  { path: 'activity' },
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
