import { OPENS_IN_PAGE_ATTRIBUTE } from '@schoolpage/content-contract';

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

/** How often a press the site has not answered yet is pressed again, once the site answers presses. */
export const PRESS_AGAIN_MS = 100;
/** How long a press is kept for the site: a link the site has not opened by then is followed; a button is let go. */
export const KEEP_PRESS_MS = 10_000;

/**
 * What a press before the site's script answers it does nothing (or the wrong thing) without: a button of the page's
 * own, `type="button"` (the menu, a carousel's arrows, an FAQ question, the alert's Dismiss), or a plain press on a
 * link the site opens in the page (OPENS_IN_PAGE_ATTRIBUTE: a gallery tile). The browser never follows such a link.
 */
function keptPressOf(event: MouseEvent): HTMLElement | undefined {
  const pressed = event.target instanceof Element ? event.target.closest('button, a') : null;
  if (pressed instanceof HTMLButtonElement) return pressed.type === 'button' ? pressed : undefined;
  const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  return pressed instanceof HTMLAnchorElement && pressed.hasAttribute(OPENS_IN_PAGE_ATTRIBUTE) && plain ? pressed : undefined;
}

/**
 * Keeps the last press of the visitor's that the site's script has not answered (keptPressOf), and presses it again
 * once it can, so the first tap does what it says, once. Until the take-over nothing answers a press. Then React
 * answers a press on a part of the page it has hydrated; on a part it has not yet (a page or the alert whose code is
 * still downloading) it stops the press on its way, so the press never reaches what was pressed: it is kept, and
 * pressed again every PRESS_AGAIN_MS until it is answered (for KEEP_PRESS_MS at most).
 * Returns what the take-over calls as React starts listening: from then on the site answers, and what was pressed
 * meanwhile is pressed again at once (React hydrates what it is given, then answers it).
 */
export function keepPressedButton(page: EventTarget): () => void {
  let kept: HTMLElement | undefined;
  let keptSince = 0;
  let answering = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const keep = (pressed: HTMLElement) => {
    if (kept !== pressed) keptSince = Date.now();
    kept = pressed;
    clearTimeout(timer);
    // Before the take-over only a link is waited for (the site may never come: the link is followed then).
    if (answering) timer = setTimeout(pressAgain, PRESS_AGAIN_MS);
    else if (pressed instanceof HTMLAnchorElement) timer = setTimeout(pressAgain, KEEP_PRESS_MS);
  };

  function pressAgain() {
    const pressed = kept;
    if (!pressed) return;
    if (Date.now() - keptSince < KEEP_PRESS_MS && pressed.isConnected) {
      if (answering) pressed.click();
      return;
    }
    kept = undefined;
    if (pressed instanceof HTMLAnchorElement && pressed.isConnected) window.location.assign(pressed.href);
  }

  page.addEventListener(
    'click',
    (event) => {
      const pressed = keptPressOf(event as MouseEvent);
      if (!pressed) return;
      if (pressed instanceof HTMLAnchorElement) event.preventDefault();
      // Whether the site answered presses when this one was made (the take-over may start before the check below).
      const siteListened = answering;
      // Whether the press reaches what was pressed (nothing stopped it on its way), told once the press is over.
      let reached = false;
      const reach = () => (reached = true);
      pressed.addEventListener('click', reach, { once: true });
      setTimeout(() => {
        pressed.removeEventListener('click', reach);
        if (!(siteListened && reached)) keep(pressed);
        else if (kept === pressed) kept = undefined;
      });
    },
    true,
  );
  return () => {
    answering = true;
    keptSince = Date.now();
    clearTimeout(timer);
    kept?.click();
  };
}
