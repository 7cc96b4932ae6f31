const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "12 Dec 2026": how the dashboard shows a date, whether stored as a day ("2026-12-12", shown as that day
 * wherever the admin is) or as a moment ("2026-12-12T09:30:00Z", shown on the admin's own calendar); in another
 * language as it writes dates ("12 दिसंबर 2026", by Intl). Text that is not a date is shown as it is.
 */
export function shownDate(value: string, language = 'en'): string {
  if (language !== 'en') return inLanguage(value, language, false);
  const day = DAY.exec(value.trim());
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return MONTHS[month - 1] && date >= 1 && date <= 31 ? `${date} ${MONTHS[month - 1]} ${year}` : value;
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const moment = new Date(time);
  return `${moment.getDate()} ${MONTHS[moment.getMonth()]} ${moment.getFullYear()}`;
}

/** "12 Dec 2026, 09:30": a moment with its time of day (the admin's own clock), in `language`. */
export function shownDateTime(value: string, language = 'en'): string {
  if (language !== 'en') return inLanguage(value, language, true);
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const moment = new Date(time);
  const clock = `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
  return `${shownDate(value)}, ${clock}`;
}

/** A day or moment as `language` writes it; a day in UTC, so it never moves to the day before. */
function inLanguage(value: string, language: string, withTime: boolean): string {
  const day = DAY.test(value.trim());
  const time = Date.parse(day ? `${value.trim()}T00:00:00Z` : value);
  if (Number.isNaN(time)) return value;
  const clock: Intl.DateTimeFormatOptions = withTime && !day ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {};
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', ...clock, ...(day ? { timeZone: 'UTC' } : {}) }).format(time);
}
