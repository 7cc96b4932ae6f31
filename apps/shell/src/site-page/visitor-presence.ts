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
 * The take-over asks once, as React starts listening: from then on, the site's script answers the buttons itself.
 */
export function keepPressedButton(target: EventTarget): () => HTMLButtonElement | undefined {
  let pressed: HTMLButtonElement | undefined;
  target.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.type === 'button') pressed = button;
    },
    true,
  );
  return () => pressed;
}
