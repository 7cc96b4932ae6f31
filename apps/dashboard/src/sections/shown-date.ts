import { DEFAULT_SCHOOL_TIME_ZONE, instantToWallTime, schoolDay } from '@schoolpage/content-contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "12 Dec 2026" for a day ("2026-12-12"), in `language` ("12 दिसंबर 2026", by Intl); undefined when it is not one. */
function writtenDay(day: string, language: string): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!MONTHS[month - 1] || date < 1 || date > 31) return undefined;
  if (language === 'en') return `${date} ${MONTHS[month - 1]} ${year}`;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, date));
}

/**
 * "12 Dec 2026": how the dashboard shows a date, whether stored as a day ("2026-12-12", shown as that day) or as a
 * moment ("2026-12-11T19:15:00Z", shown as the school's day: 12 Dec in Asia/Kolkata), wherever the admin is; in
 * another language as it writes dates ("12 दिसंबर 2026", by Intl). Text that is not a date is shown as it is.
 */
export function shownDate(value: string, language = 'en', timeZone = DEFAULT_SCHOOL_TIME_ZONE): string {
  return writtenDay(schoolDay(value, timeZone), language) ?? value;
}

/** "12 Dec 2026, 09:30": a moment with its time of day on the school's clock, in `language`. */
export function shownDateTime(value: string, language = 'en', timeZone = DEFAULT_SCHOOL_TIME_ZONE): string {
  const wallTime = instantToWallTime(value, timeZone);
  if (!wallTime || DAY.test(value.trim())) return shownDate(value, language, timeZone);
  if (language === 'en') return `${shownDate(wallTime.slice(0, 10))}, ${wallTime.slice(11)}`;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(Date.parse(value));
}
