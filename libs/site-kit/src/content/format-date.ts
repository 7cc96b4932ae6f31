/**
 * Dates on a school's site, always in UTC and in English ("18 Dec 2026"). Written out by hand rather
 * than with Intl.DateTimeFormat: creating a formatter loads locale data, which costs a phone tens of
 * milliseconds on the first page a visitor opens, and the spelling no longer depends on the browser.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "18 Dec 2026" for an ISO date or date-time; the text itself when it is not a date. */
export function formatDate(isoDate: string): string {
  const time = Date.parse(isoDate);
  if (Number.isNaN(time)) return isoDate;
  const date = new Date(time);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Day ("05") and month ("Nov") of an ISO date, for calendar badges; empty when it is not a date. */
export function dayAndMonth(isoDate: string): { day: string; month: string } {
  const time = Date.parse(isoDate);
  if (Number.isNaN(time)) return { day: '', month: '' };
  const date = new Date(time);
  return { day: String(date.getUTCDate()).padStart(2, '0'), month: MONTHS[date.getUTCMonth()] };
}
