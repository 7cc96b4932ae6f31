/** The ranges the Visitors page offers, in days. */
export const VISITOR_RANGES = [7, 30, 90] as const;
export type VisitorRange = (typeof VISITOR_RANGES)[number];

/** The longest range `GET /api/dashboard/visitors` answers, in days. */
export const MAX_VISITOR_DAYS = 366;

/** How a visitor's device is counted. */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** What one page view reports (`POST /api/web/visit`, by `navigator.sendBeacon`; or the same as a query with no script). */
export interface VisitBeacon {
  organizationId: string;
  /** The page below the school's address ('' for home). */
  page: string;
  /** `document.referrer`: only its domain is kept. */
  referrer?: string;
  /** The words typed in SchoolPage's own search that led here, once per visit. */
  searchWords?: string;
}

/** Where the browser keeps the words of SchoolPage's search until the chosen school's page reports them. */
export const SEARCH_WORDS_STORAGE_KEY = 'schoolpage:searchWords';

/** One day of figures; `day` is YYYY-MM-DD in the school's time zone. */
export interface DailyVisits {
  day: string;
  visitors: number;
  views: number;
}

export interface VisitTotals {
  visitors: number;
  views: number;
}

/** `GET /api/dashboard/visitors?from=&to=`: the school's figures for the days `from`..`to` (both included). */
export interface VisitorFigures {
  from: string;
  to: string;
  totals: VisitTotals;
  /** The same number of days just before `from`. */
  previous: VisitTotals & { from: string; to: string };
  daily: DailyVisits[];
  pages: { page: string; views: number }[];
  referrers: { domain: string; visitors: number }[];
  devices: { device: DeviceClass; visitors: number }[];
  countries: { country: string; visitors: number }[];
  searchWords: { words: string; visits: number }[];
}

/** Change from the previous period in whole per cent; undefined when there was nothing before. */
export function changePercent(now: number, before: number): number | undefined {
  if (before === 0) return undefined;
  return Math.round(((now - before) / before) * 100);
}

/** The days `from`..`to` (YYYY-MM-DD, both included), in order. */
export function daysFromTo(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}
