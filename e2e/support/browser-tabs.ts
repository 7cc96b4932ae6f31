import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Viewport {
  width: number;
  height: number;
}

/** A browser tab that records what went wrong in it and what it asked for. */
export interface RecordedTab {
  page: Page;
  context: BrowserContext;
  /** Uncaught script errors and console errors (a hydration mismatch is one). */
  errors: string[];
  /** Every address the page asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** The viewport of a fresh page when a journey names none. */
const DESKTOP: Viewport = { width: 1280, height: 900 };

/**
 * One visitor's tabs for the visits of a file: a context per viewport, a new tab in it for each visit. The tabs
 * share the browser's cache as one visitor's tabs do, so a page after the first loads in a fraction of a fresh
 * context's time (its scripts are not fetched and compiled again); each tab records its own errors and requests
 * and starts with its own session storage. Cookies and local storage are the visitor's, shared by the tabs of a
 * viewport: a journey that needs them fresh opens a context of its own.
 * The tabs ask for reduced motion unless told otherwise: a page that moves is painted at every frame, and a click
 * waits for its button to stand still (the landing page's hero rising for a second cost Chromium ~0.35 CPU-s a load);
 * a journey about motion asks for `'no-preference'`.
 */
export function browserTabs(browser: Browser, { reducedMotion = 'reduce' }: { reducedMotion?: 'reduce' | 'no-preference' } = {}) {
  const contexts = new Map<string, Promise<BrowserContext>>();
  const contextAt = (viewport: Viewport) => {
    const key = `${viewport.width}x${viewport.height}`;
    if (!contexts.has(key)) contexts.set(key, browser.newContext({ viewport, reducedMotion }));
    return contexts.get(key)!;
  };
  return {
    async open(viewport: Viewport = DESKTOP): Promise<RecordedTab> {
      const context = await contextAt(viewport);
      const page = await context.newPage();
      return recordedTab(context, page, () => page.close());
    },
    async close(): Promise<void> {
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
      contexts.clear();
    },
  };
}

export type BrowserTabs = ReturnType<typeof browserTabs>;

/** Records the page's errors and requests from now on. */
export function recordedTab(context: BrowserContext, page: Page, close: () => Promise<void>): RecordedTab {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => requests.push(request.url()));
  return { page, context, errors, requests, close };
}
