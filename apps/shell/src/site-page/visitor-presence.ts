/**
 * The first signs that a visitor is on the page: the pointer moves, a finger or a button presses (pointer events
 * cover touch), a key, a focus, a scroll. A page loaded with no one looking at it (a background tab, a crawler, a
 * measuring tool) shows none of them.
 */
export const PRESENCE_SIGNS = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'scroll'] as const;

/** Calls `start` once, at the visitor's first sign of presence on `target`. */
export function onVisitorPresence(target: EventTarget, start: () => void): void {
  const begin = () => {
    for (const sign of PRESENCE_SIGNS) target.removeEventListener(sign, begin, true);
    start();
  };
  for (const sign of PRESENCE_SIGNS) target.addEventListener(sign, begin, { capture: true, passive: true });
}

/**
 * Keeps the last button the visitor pressed before the site's script took the page over (a button of the page's
 * own, `type="button"`, does nothing until then: the menu, a carousel's arrows), so the take-over can press it again.
 * `take` hands it over once and stops keeping: from then on, the site's script answers the buttons itself.
 */
export function keepPressedButton(target: EventTarget): { take: () => HTMLButtonElement | undefined } {
  let pressed: HTMLButtonElement | undefined;
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type === 'button') pressed = button;
  };
  target.addEventListener('click', keep, true);
  return {
    take: () => {
      target.removeEventListener('click', keep, true);
      const button = pressed;
      pressed = undefined;
      return button?.isConnected ? button : undefined;
    },
  };
}
