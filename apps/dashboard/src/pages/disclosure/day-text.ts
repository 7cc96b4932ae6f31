import { formatDate } from '@schoolpage/site-kit';
import type { Words } from '@schoolpage/words';

/** A calendar day ("2027-03-31") as the screen's language writes it: "31 Mar 2027", "31 मार्च 2027". */
export function dayText(words: Pick<Words, 'language' | 'date'>, isoDate: string): string {
  if (words.language === 'en' || !/^\d{4}-\d{2}-\d{2}/.test(isoDate)) return formatDate(isoDate);
  return words.date(`${isoDate.slice(0, 10)}T00:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
