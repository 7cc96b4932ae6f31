import { isAlertShowing, type SiteAlert } from '@schoolpage/content-contract';
import { makeWords, type Words } from '@schoolpage/words';
import { alertWords } from './alert.words';
import { schoolTimeText } from './school-time-text';

/** Where the saved alert stands at `now`, in the dashboard's words. */
export function alertStateText(alert: SiteAlert | undefined, now: number, words: Words<keyof typeof alertWords.en> = makeWords('en', alertWords), timeZone?: string): string {
  const time = (instant: string) => schoolTimeText(instant, words.language, timeZone);
  if (!alert) return words.t('noAlert');
  if (isAlertShowing(alert, now)) {
    return alert.endsAt ? words.t('showingUntil', { time: time(alert.endsAt) }) : words.t('showingUntilRemoved');
  }
  if (alert.startsAt && now < Date.parse(alert.startsAt)) return words.t('scheduled', { time: time(alert.startsAt) });
  return words.t('expired', { time: time(alert.endsAt ?? '') });
}
