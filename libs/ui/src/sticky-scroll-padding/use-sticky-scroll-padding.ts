import { useEffect, type RefObject } from 'react';
import { applyScrollPadding, STICKY_BAR_ATTRIBUTE } from './scroll-padding';

export { STICKY_BAR_ATTRIBUTE } from './scroll-padding';

/**
 * Keeps the page's `scroll-padding-top` equal to the height of the sticky bar `bar` (measured, so it follows the
 * bar as it wraps at any width, opens a menu or shows a message): a focused element or a skip link's target is
 * never under it (WCAG 2.4.11 Focus Not Obscured). Several bars (from different remotes) agree through the
 * document: the tallest one counts. `enabled` false: the bar is not sticky and counts for nothing.
 *
 * Its own entry point (`@schoolpage/ui/sticky-scroll-padding`), so templates take this alone.
 */
export function useStickyScrollPadding(bar: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || !enabled) return;
    element.setAttribute(STICKY_BAR_ATTRIBUTE, '');
    applyScrollPadding();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => applyScrollPadding()) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      element.removeAttribute(STICKY_BAR_ATTRIBUTE);
      applyScrollPadding();
    };
  }, [bar, enabled]);
}
