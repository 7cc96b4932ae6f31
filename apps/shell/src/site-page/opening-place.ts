/**
 * Whether the browser opens the page somewhere below its top: at the element a link's fragment names
 * (`/s/<slug>#vision-mission`, a section a parent shared), or where the visitor was on it before (a reload, back
 * or forward: the browser restores that scroll position). The browser places the visitor from the page's layout at
 * load, so the bands above that place must be drawn by then (band-drawing.ts), not after the first paint.
 */
export function opensBelowTheTop(location: Pick<Location, 'hash'>, performance: Pick<Performance, 'getEntriesByType'>): boolean {
  if (location.hash.length > 1) return true;
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}
