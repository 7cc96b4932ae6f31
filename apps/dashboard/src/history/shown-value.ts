import { useWords } from '@schoolpage/words';
import { useSchoolTimeZone } from '../layout/school-time-zone';
import { shown } from '../pages/approvals/change-lines';
import { schoolTimeText } from '../pages/alert/school-time-text';
import { historyWords } from './history.words';

/** A stored moment (a post's publishing time, an alert's start): a whole date and time with its offset, as kept in UTC. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A version's stored value as the history shows it: as the approval view does (change-lines.ts), with a moment on the
 * school's clock (its time zone) as the dashboard's screens write it, never the UTC it is stored in.
 */
export function shownValue(value: unknown, language: string, timeZone: string): string {
  return typeof value === 'string' && MOMENT.test(value) ? schoolTimeText(value, language, timeZone) : shown(value);
}

/** `shownValue` in the dashboard's language and on the school's clock. */
export function useShownValue(): (value: unknown) => string {
  const timeZone = useSchoolTimeZone();
  const { language } = useWords(historyWords);
  return (value) => shownValue(value, language, timeZone);
}
