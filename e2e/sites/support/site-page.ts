import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

export interface SitePage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors of the page's scripts. */
  errors: string[];
  close(): Promise<void>;
}

/** A browser context that asks for reduced motion, so the sections' scroll animations show their content at once. */
export function openSiteContext(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  return browser.newContext({ viewport, reducedMotion: 'reduce' });
}

/**
 * A page recording its uncaught script errors: in a fresh context (its own localStorage) unless one
 * is given, in which case closing closes only the page.
 */
export async function openSitePage(browser: Browser, viewport?: { width: number; height: number }, shared?: BrowserContext): Promise<SitePage> {
  const context = shared ?? (await openSiteContext(browser, viewport));
  const page = await context.newPage();
  if (shared && viewport) await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors, close: () => (shared ? page.close() : context.close()) };
}

/** A section of a site page by its anchor id (`faculty`, `notices`, ...). */
export function section(page: Page, id: string): Locator {
  return page.locator(`section#${id}`);
}

/** The visible text of the item headings (`h3`) of a section, in page order. */
export async function itemTitles(page: Page, id: string): Promise<string[]> {
  const headings = section(page, id).locator('h3');
  await headings.first().waitFor();
  return (await headings.allTextContents()).map((text) => text.trim());
}

/** Waits until the template has put the school's name in the page's first heading. */
export async function waitForSite(page: Page, organizationName: string): Promise<void> {
  await page.locator('#site-main').waitFor();
  await page.getByText(organizationName).first().waitFor();
}

/** The texts of the empty-state lines and other paragraphs of a section, trimmed. */
export async function sectionText(page: Page, id: string): Promise<string> {
  const located = section(page, id);
  await located.waitFor();
  return ((await located.innerText()) ?? '').replace(/\s+/g, ' ').trim();
}

/** How far the page is wider than its viewport (0 = no horizontal overflow). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
