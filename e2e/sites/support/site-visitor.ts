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
 * moves nothing (Shift). Waits until the browser has taken the page over: the page marks itself taken over once React
 * has hydrated it and the site's effects (its own handling of links between its pages) have run.
 */
export async function takeOver(page: Page, by: 'pointer' | 'key' = 'pointer'): Promise<void> {
  if (by === 'key') await page.keyboard.press('Shift');
  else {
    await page.mouse.move(0, 0);
    await page.mouse.move(12, 12);
  }
  await page.locator('html[data-site-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a page of a site and waits until the browser has taken the server's page over (at the visitor's first move). */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await takeOver(page);
}
