import { formatDate } from '@schoolpage/site-kit';
import type { Words } from '@schoolpage/words';

/**
 * A calendar day (`YYYY-MM-DD`) as the reader's language writes it: in English the spec's "12 Dec 2026", in Hindi
 * "12 दिसंबर 2026" (by Intl, in UTC so the day never moves).
 */
export function calendarDayIn(words: Pick<Words, 'language' | 'date'>, isoDate: string): string {
  if (words.language === 'en' || !/^\d{4}-\d{2}-\d{2}/.test(isoDate)) return formatDate(isoDate);
  return words.date(`${isoDate.slice(0, 10)}T00:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
