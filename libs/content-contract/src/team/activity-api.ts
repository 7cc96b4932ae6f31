import { API_PREFIX } from '../platform/api-paths';

/** `GET ?page=<1..>&person=<member id>&section=<section>`: the school's record, newest first (issue #25). */
export const ACTIVITY_API = `${API_PREFIX}/dashboard/activity`;

export const ACTIVITY_PAGE_SIZE = 50;

/** The sections the record is filtered by, with the words the dashboard shows. */
export const ACTIVITY_SECTIONS: Record<string, string> = {
  'sign-in': 'Sign-ins',
  publish: 'Publish and hide',
  address: 'Site address',
  template: 'Template',
  brand: 'Brand',
  team: 'Team',
  approvals: 'Approvals',
  profile: 'Profile',
  home: 'Home',
  visible: 'Visible',
  about: 'About',
  academics: 'Academics',
  'our-members': 'Our Members',
  'notice-course': 'Notice & Courses',
  contact: 'Contact',
  alert: 'Alert',
  disclosure: 'Mandatory Disclosure',
  trash: 'Recently deleted',
};

export interface ActivityEntry {
  id: string;
  at: string;
  person: { id: string; name: string };
  section: string;
  what: string;
  address: string;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  page: number;
  pages: number;
  total: number;
}
