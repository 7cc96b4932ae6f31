import { pathBelow, sitePath } from '../accounts/site-address';

/** The files below a school's address that its feeds are served as: `/s/<slug>/events.ics`, `/s/<slug>/feed.xml`. */
export const SITE_FEED_FILES = { calendar: 'events.ics', news: 'feed.xml' } as const;

/** The absolute addresses of a school's feeds, as a page of its site links them. */
export interface SiteFeeds {
  /** The calendar of events (iCalendar, RFC 5545). */
  calendar: string;
  /** Notices (and news) as an Atom feed. */
  news: string;
}

/** `root`: where the site lives on the origin's host (siteRoot: `/s/<slug>`, or '' at the school's own domain). */
export function siteFeeds(origin: string, slug: string, root = sitePath(slug)): SiteFeeds {
  const base = origin.replace(/\/+$/, '');
  return {
    calendar: `${base}${pathBelow(root, SITE_FEED_FILES.calendar)}`,
    news: `${base}${pathBelow(root, SITE_FEED_FILES.news)}`,
  };
}

/** Where a visitor subscribes to a calendar: Google Calendar, Apple's calendars (webcal) and Outlook. */
export interface CalendarSubscribeLinks {
  google: string;
  apple: string;
  outlook: string;
}

/** The subscribe links of a calendar at `calendarUrl` (http or https), named `name` where a service takes a name. */
export function calendarSubscribeLinks(calendarUrl: string, name: string): CalendarSubscribeLinks {
  const webcal = calendarUrl.replace(/^https?:\/\//i, 'webcal://');
  return {
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    apple: webcal,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(calendarUrl)}&name=${encodeURIComponent(name)}`,
  };
}
