import type { Browser, BrowserContext, Request } from 'playwright-core';

/**
 * How many pages a journey file loads, for finding loads that prove nothing new (each costs Chromium ~0.3 CPU-s
 * in a used context, ~1.3 in a new one): with `E2E_PAGE_LOADS=1`, a file's browser says when it closes how many
 * documents its tabs loaded (goto, reload, a link followed; a tab handed back resting on its site's plain document
 * not counted) and in how many contexts handed out. Off, it costs nothing.
 */
export const PAGE_LOADS_WANTED = process.env['E2E_PAGE_LOADS'] === '1';

/** Counts the loads of the tabs of every context `browser` hands out from now on, and says them on disconnecting. */
export function countPageLoads(browser: Browser, restingAt: string): Browser {
  const file = String(expect.getState().testPath ?? 'a journey').replace(/^.*?\/e2e\//, '');
  const counted = { loads: 0, contexts: 0 };
  const newContext = browser.newContext.bind(browser);
  const countLoads = (context: BrowserContext) => {
    counted.contexts += 1;
    context.on('request', (request) => {
      if (request.isNavigationRequest() && isMainDocument(request) && new URL(request.url()).pathname !== restingAt) counted.loads += 1;
    });
    return context;
  };
  browser.newContext = async (options) => countLoads(await newContext(options));
  browser.on('disconnected', () => {
    process.stderr.write(`Page loads of ${file}: ${counted.loads} in ${counted.contexts} contexts\n`);
  });
  return browser;
}

/**
 * A navigation of a tab's own document, not of a frame inside it. A new tab's (a popup's) first document is asked for
 * before its frame exists, and Playwright throws when asked for its frame: it is a tab's own document.
 */
function isMainDocument(request: Request): boolean {
  try {
    return request.frame().parentFrame() === null;
  } catch {
    return true;
  }
}
