import { useSyncExternalStore } from 'react';
import { schoolDay } from '@schoolpage/content-contract';
import { useSiteWords } from '../words/site-words';

/** Where a server-rendered page writes the day it was rendered on, for the browser's first render. */
export const RENDERED_ON_ATTRIBUTE = 'data-rendered-on';

/** Today on the school's calendar ("2026-11-23"), in its time zone: the way a school writes its dates. */
export function schoolToday(timeZone: string, now = new Date()): string {
  return schoolDay(now.toISOString(), timeZone);
}

const noSubscription = () => () => undefined;

/**
 * Today's date at the school (its time zone) for sorting the calendar. The server renders with its day and writes it
 * into the page (RENDERED_ON_ATTRIBUTE); the browser takes the page over with that same day, so the markup matches,
 * then re-renders with the school's day now when it differs (a page kept since yesterday).
 */
export function useToday(): string {
  const { timeZone } = useSiteWords();
  const today = () => schoolToday(timeZone);
  const renderedOn = () => (typeof document === 'undefined' ? '' : document.querySelector(`[${RENDERED_ON_ATTRIBUTE}]`)?.getAttribute(RENDERED_ON_ATTRIBUTE)) || today();
  return useSyncExternalStore(noSubscription, today, renderedOn);
}
