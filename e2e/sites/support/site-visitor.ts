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

/**
 * A visitor's browser tab on a school's site: a fresh context at the given width, asking for reduced
 * motion unless told otherwise, recording errors and requests.
 */
export async function openVisitor(browser: Browser, width = 1366, reducedMotion: 'reduce' | 'no-preference' = 'reduce'): Promise<SiteVisitor> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, reducedMotion });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => requests.push(request.url()));
  return { page, context, errors, requests, close: () => context.close() };
}

/** Opens a page of a site and waits until the browser has taken the server's page over. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-site-hydrated]').waitFor({ state: 'attached' });
}
