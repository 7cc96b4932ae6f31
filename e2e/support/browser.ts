import { chromium, type Browser, type Page } from 'playwright-core';
import { countPageLoads, PAGE_LOADS_WANTED } from './page-loads';
import { PLAIN_DOCUMENT, recycleContexts } from './recycled-contexts';

/** Debian's Chromium, never a downloaded browser. */
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The flags every journey's Chromium runs with (journeys that launch a browser of their own add theirs to these). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How the run's global set-up tells the journey files (other processes) where the shared browser listens. */
const SHARED_BROWSER = 'E2E_SHARED_BROWSER';

/**
 * Jest's global set-up: one Chromium for the whole run, which every file's `launchBrowser()` connects to
 * (a file still gets a browser of its own: its contexts are its own and close with it).
 */
export async function startSharedBrowser(): Promise<{ pid: number; close(): Promise<void> }> {
  const server = await chromium.launchServer({ executablePath, args: CHROMIUM_FLAGS });
  process.env[SHARED_BROWSER] = server.wsEndpoint();
  return { pid: server.process().pid ?? 0, close: () => server.close() };
}

/**
 * Debian's Chromium: the run's shared one when the global set-up started it, else a browser of its own. The
 * contexts a file closes are wiped and used again (recycled-contexts.ts), unless `fresh` asks for a new context
 * every time (a file that counts what a first-time visitor downloads).
 */
export async function launchBrowser({ fresh = false }: { fresh?: boolean } = {}): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER];
  const browser = await (shared ? chromium.connect(shared) : chromium.launch({ executablePath, args: CHROMIUM_FLAGS }));
  const handingOut = fresh ? browser : recycleContexts(browser);
  return PAGE_LOADS_WANTED ? countPageLoads(handingOut, PLAIN_DOCUMENT) : handingOut;
}

/**
 * A fresh page that records every uncaught page error and console error, for assertions. It asks for reduced motion
 * (support/browser-tabs.ts says why).
 */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

export type { Browser, Page };
