import { useEffect, type RefObject } from 'react';

/** Marks a bar that stays at the top of the window while the page scrolls. */
export const STICKY_BAR_ATTRIBUTE = 'data-sticky-bar';

/** Room kept between a focused or scrolled-to element and the sticky bar above it. */
const GAP_PX = 8;

/** The page's `scroll-padding-top`: the tallest sticky bar shown (they all stick at the top), plus a little room. */
function applyScrollPadding(): void {
  const bars = Array.from(document.querySelectorAll(`[${STICKY_BAR_ATTRIBUTE}]`));
  const tallest = Math.max(0, ...bars.map((bar) => Math.ceil(bar.getBoundingClientRect().height)));
  document.documentElement.style.scrollPaddingTop = tallest > 0 ? `${tallest + GAP_PX}px` : '';
}

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
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(applyScrollPadding) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      element.removeAttribute(STICKY_BAR_ATTRIBUTE);
      applyScrollPadding();
    };
  }, [bar, enabled]);
}
