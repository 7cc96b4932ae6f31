/**
 * Dates on a school's site, in English ("12 Dec 2026"): the one way a site writes a date. The calendar
 * day is read from the text itself (`2026-12-12`, or the date part of an ISO date-time), never through
 * the visitor's time zone, so an event on the 12th shows on the 12th everywhere. Written out by hand
 * rather than with Intl.DateTimeFormat: creating a formatter loads locale data, which costs a phone tens
 * of milliseconds on the first page a visitor opens, and the spelling no longer depends on the browser.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** The calendar day an ISO date or date-time names, or undefined when the text is not one. */
export function calendarDay(isoDate: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { year, month, day };
}

/** "2026-12-12": the day as text that sorts and compares in calendar order; '' when it is not a date. */
export function dayKey(isoDate: string): string {
  return calendarDay(isoDate) ? isoDate.trim().slice(0, 10) : '';
}

/** "12 Dec 2026" for an ISO date or date-time; the text itself when it is not a date. */
export function formatDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  if (!date) return isoDate;
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** Day ("05") and month ("Nov") of an ISO date, for calendar badges; empty when it is not a date. */
export function dayAndMonth(isoDate: string): { day: string; month: string } {
  const date = calendarDay(isoDate);
  if (!date) return { day: '', month: '' };
  return { day: String(date.day).padStart(2, '0'), month: MONTHS[date.month - 1] };
}
