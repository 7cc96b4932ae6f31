import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface SiteVisitor {
  page: Page;
  context: BrowserContext;
  /** Uncaught script errors and console errors (a hydration mismatch is one). */
  errors: string[];
  /** Every address the page asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

const viewportOf = (width: number) => ({ width, height: width < 500 ? 844 : 900 });

/**
 * A visitor's browser tab on a school's site: a fresh context at the given width, asking for reduced
 * motion unless told otherwise, recording errors and requests.
 */
export async function openVisitor(browser: Browser, width = 1366, reducedMotion: 'reduce' | 'no-preference' = 'reduce'): Promise<SiteVisitor> {
  const context = await browser.newContext({ viewport: viewportOf(width), reducedMotion });
  return recorded(context, await context.newPage(), () => context.close());
}

/**
 * One visitor's tabs for the visits of a file: a context per width (reduced motion asked for), a new tab in it
 * for each visit. The tabs share the browser's cache as one visitor's tabs do, so a page after the first loads
 * in a fraction of a fresh context's time (its scripts are not fetched and compiled again); each tab records
 * its own errors and requests and starts with its own session storage.
 */
export function visitorTabs(browser: Browser) {
  const contexts = new Map<number, Promise<BrowserContext>>();
  const contextAt = (width: number) => {
    if (!contexts.has(width)) contexts.set(width, browser.newContext({ viewport: viewportOf(width), reducedMotion: 'reduce' }));
    return contexts.get(width)!;
  };
  return {
    async open(width = 1366): Promise<SiteVisitor> {
      const context = await contextAt(width);
      const page = await context.newPage();
      return recorded(context, page, () => page.close());
    },
    async close(): Promise<void> {
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
      contexts.clear();
    },
  };
}

function recorded(context: BrowserContext, page: Page, close: () => Promise<void>): SiteVisitor {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => requests.push(request.url()));
  return { page, context, errors, requests, close };
}

/** Opens a page of a site and waits until the browser has taken the server's page over. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-site-hydrated]').waitFor({ state: 'attached' });
}
