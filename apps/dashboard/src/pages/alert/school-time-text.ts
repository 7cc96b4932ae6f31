import { readableInstant } from '@schoolpage/content-contract';

/**
 * A moment in the school's time (Asia/Kolkata) as `language` writes it: "Tue 1 Dec 2026, 07:00" in English (the
 * spec's form), "मंगल, 1 दिस॰ 2026, 07:00" in Hindi.
 */
export function schoolTimeText(instant: string, language: string): string {
  if (language === 'en') return readableInstant(instant);
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  return new Intl.DateTimeFormat(language, {
    weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata',
  }).format(time);
}
