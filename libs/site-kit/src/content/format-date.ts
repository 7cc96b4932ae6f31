const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** "18 Dec 2026" for an ISO date or date-time; the text itself when it is not a date. */
export function formatDate(isoDate: string): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? isoDate : dateFormat.format(time);
}

/** Day ("05") and month ("Nov") of an ISO date, for calendar badges; empty when it is not a date. */
export function dayAndMonth(isoDate: string): { day: string; month: string } {
  const time = Date.parse(isoDate);
  if (Number.isNaN(time)) return { day: '', month: '' };
  return { day: dayFormat.format(time), month: monthFormat.format(time) };
}
