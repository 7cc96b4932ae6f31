/** Marks a bar that stays at the top of the window while the page scrolls. */
export const STICKY_BAR_ATTRIBUTE = 'data-sticky-bar';

/** Room kept between a focused or scrolled-to element and the sticky bar above it. */
const GAP_PX = 8;

/**
 * Sets the page's `scroll-padding-top`: the tallest sticky bar shown (they all stick at the top), plus a little
 * room, so a focused element or a link's target is never under it. No React: a server-rendered page's entry uses it
 * before its script takes the page over (`@schoolpage/ui/scroll-padding`), the hook beside it after.
 */
export function applyScrollPadding(doc: Document = document): void {
  const bars = Array.from(doc.querySelectorAll(`[${STICKY_BAR_ATTRIBUTE}]`));
  const tallest = Math.max(0, ...bars.map((bar) => Math.ceil(bar.getBoundingClientRect().height)));
  doc.documentElement.style.scrollPaddingTop = tallest > 0 ? `${tallest + GAP_PX}px` : '';
}
