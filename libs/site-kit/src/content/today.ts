import { useSyncExternalStore } from 'react';

/** Where a server-rendered page writes the day it was rendered on, for the browser's first render. */
export const RENDERED_ON_ATTRIBUTE = 'data-rendered-on';

/** Today on this computer's own calendar ("2026-11-23"), the way a school writes its dates. */
export function localDayKey(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const noSubscription = () => () => undefined;

/**
 * Today's date for sorting the calendar. The server renders with its own day and writes it into the
 * page (RENDERED_ON_ATTRIBUTE); the browser takes the page over with that same day, so the markup
 * matches, then re-renders with the visitor's own day when it differs (a page kept since yesterday, a
 * visitor in another time zone).
 */
export function useToday(): string {
  return useSyncExternalStore(noSubscription, () => localDayKey(), renderedOn);
}

function renderedOn(): string {
  if (typeof document === 'undefined') return localDayKey();
  return document.querySelector(`[${RENDERED_ON_ATTRIBUTE}]`)?.getAttribute(RENDERED_ON_ATTRIBUTE) || localDayKey();
}
