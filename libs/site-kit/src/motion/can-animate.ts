/** Scroll animations run only where the browser can observe scrolling and the visitor has not asked for less motion. */
export function canAnimate(): boolean {
  if (typeof window === 'undefined' || typeof window.IntersectionObserver !== 'function') return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
