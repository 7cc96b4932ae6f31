import { DEFAULT_SCHOOL_TIME_ZONE, readableInstant } from '@schoolpage/content-contract';

/**
 * A moment in the school's time (its time zone, Asia/Kolkata unless it has its own) as `language` writes it:
 * "Tue 1 Dec 2026, 07:00" in English (the spec's form), "मंगल, 1 दिस॰ 2026, 07:00" in Hindi.
 */
export function schoolTimeText(instant: string, language: string, timeZone = DEFAULT_SCHOOL_TIME_ZONE): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  if (language === 'en') return readableInstant(instant, timeZone);
  return new Intl.DateTimeFormat(language, {
    weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone,
  }).format(time);
}
