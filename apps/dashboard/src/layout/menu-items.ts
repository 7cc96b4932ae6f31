import { DASHBOARD_ROUTE } from '@schoolpage/content-contract';

export interface MenuItem {
  label: string;
  /** Child route under /dashboard. */
  path: string;
}

/** Spec §2: the side menu, in order (then Recently deleted). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'Profile', path: 'profile' },
  { label: 'Home', path: 'home' },
  { label: 'Visible', path: 'visible' },
  { label: 'About', path: 'about' },
  { label: 'Academics', path: 'academics' },
  { label: 'Our Members', path: 'members' },
  { label: 'Notice & Courses', path: 'coursenotice' },
  { label: 'Contact', path: 'contact' },
  { label: 'Templates', path: 'template' },
  /** Not in spec §2: items deleted in the last 30 days, to restore. */
  { label: 'Recently deleted', path: 'recently-deleted' },
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
