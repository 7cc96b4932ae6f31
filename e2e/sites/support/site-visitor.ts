import type { Browser, Page } from 'playwright-core';
import { browserTabs, recordedTab, type RecordedTab } from '../../support/browser-tabs';

/** A visitor's browser tab on a school's site. */
export type SiteVisitor = RecordedTab;

const viewportOf = (width: number) => ({ width, height: width < 500 ? 844 : 900 });

/**
 * A visitor's browser tab on a school's site: a fresh context at the given width, asking for reduced
 * motion unless told otherwise, recording errors and requests.
 */
export async function openVisitor(browser: Browser, width = 1366, reducedMotion: 'reduce' | 'no-preference' = 'reduce'): Promise<SiteVisitor> {
  const context = await browser.newContext({ viewport: viewportOf(width), reducedMotion });
  return recordedTab(context, await context.newPage(), () => context.close());
}

/**
 * One visitor's tabs for the visits of a file (support/browser-tabs.ts): a context per width, reduced motion
 * asked for, a new tab in it for each visit.
 */
export function visitorTabs(browser: Browser) {
  const tabs = browserTabs(browser, { reducedMotion: 'reduce' });
  return {
    open: (width = 1366): Promise<SiteVisitor> => tabs.open(viewportOf(width)),
    close: () => tabs.close(),
  };
}

/**
 * The visitor's first sign of presence on a school's page, which starts the site's take-over
 * (apps/shell/src/site-page/visitor-presence.ts): the pointer moves over it, or for a keyboard's user a key that
 * moves nothing (Shift). Waits until the browser has taken the page over: the page marks itself taken over as
 * React starts hydrating it (in slices, a transition), tens of milliseconds (more on a busy machine) before React
 * has made the page its own and its effects (the site's own handling of links between its pages) have run; a click
 * or key press in between is the plain page's.
 */
export async function takeOver(page: Page, by: 'pointer' | 'key' = 'pointer'): Promise<void> {
  if (by === 'key') await page.keyboard.press('Shift');
  else {
    await page.mouse.move(0, 0);
    await page.mouse.move(12, 12);
  }
  await page.locator('html[data-site-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(reactHasHydrated, undefined, { polling: 'raf' });
  // The effects of the hydrating render run in a task of their own after it: they have when the page is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
}

/** Whether React has hydrated the page's root: its root's state no longer says "dehydrated" (runs in the page). */
function reactHasHydrated(): boolean {
  const root = document.getElementById('root') as (HTMLElement & Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>) | null;
  const key = root ? Object.keys(root).find((name) => name.startsWith('__reactContainer$')) : undefined;
  return key !== undefined && root?.[key]?.stateNode?.current?.memoizedState?.isDehydrated === false;
}

/** Opens a page of a site and waits until the browser has taken the server's page over (at the visitor's first move). */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await takeOver(page);
}
