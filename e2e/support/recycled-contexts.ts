import type { Browser, BrowserContext, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';

/**
 * Browser contexts that the journeys of a file hand back to be used again, instead of closing them.
 *
 * A fresh context costs Chromium about 1.5 CPU-seconds before the page's own work: a renderer process started,
 * every script fetched and compiled again. A page that goes on to the next address of the same site keeps its
 * process, its compiled scripts and the HTTP cache, and loads a school's page in about a third of the CPU time.
 * So when a journey closes a context (or a tab), the context is wiped of what makes a visitor somebody (cookies,
 * local and session storage, permissions, the journey's listeners and routes) and kept with one tab, which stays on a plain
 * document of the last site; the next `newContext()` with the same options (the viewport aside: a kept tab takes the
 * new one), and its first `newPage()`, get them.
 * A journey sees a visitor who never came before, whose browser only has the site's files in its cache.
 *
 * Contexts that carry what cannot be wiped (a clock installed, an init script, a stored state given at the start,
 * a changed geolocation) are closed for real. A file that counts downloads as a first-time visitor launches its
 * browser with `{ fresh: true }` (see browser.ts).
 */
export function recycleContexts(browser: Browser): Browser {
  const parked = new Map<string, BrowserContext[]>();
  const newContext = browser.newContext.bind(browser);
  neverUsed.set(browser, newContext);
  browser.newContext = async (options: BrowserContextOptions = {}) => {
    const key = reuseKey(options);
    if (key === undefined) return newContext(options);
    const kept = parked.get(key)?.pop();
    if (kept) {
      sizeOf.get(kept)?.(options.viewport ?? DEFAULT_VIEWPORT);
      return kept;
    }
    const context = await newContext(options);
    sizeOf.set(
      context,
      recyclable(context, options, (wiped) => {
        parked.set(key, [...(parked.get(key) ?? []), wiped]);
      }),
    );
    return context;
  };
  return browser;
}

/** Playwright's viewport when a context names none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** How a kept context is given the viewport of the journey that takes it (its tabs are sized on the way out). */
const sizeOf = new WeakMap<BrowserContext, (viewport: ViewportSize) => void>();

/** Each recycling browser's own `newContext`, which makes a context nobody used before. */
const neverUsed = new WeakMap<Browser, Browser['newContext']>();

/**
 * A context nobody used before, its HTTP cache empty too, closed for good when closed: for a journey about what a
 * first-time visitor's browser asks for.
 */
export function freshContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  return (neverUsed.get(browser) ?? browser.newContext.bind(browser))(options);
}

/**
 * Contexts with the same options but their viewport can stand in for each other (a tab takes any size); a stored
 * state given at the start cannot be wiped.
 */
function reuseKey(options: BrowserContextOptions): string | undefined {
  if (options.storageState !== undefined) return undefined;
  const { viewport, ...others } = options;
  return JSON.stringify(viewport === null ? options : others);
}

/** What a plain document of a site is: a small text file every server of ours answers, with no script. */
export const PLAIN_DOCUMENT = '/robots.txt';

function recyclable(context: BrowserContext, options: BrowserContextOptions, park: (context: BrowserContext) => void) {
  const reallyClose = context.close.bind(context);
  const reallyNewPage = context.newPage.bind(context);
  /** The viewport of the journey that has the context now: its tabs have it. */
  let viewport: ViewportSize = options.viewport ?? DEFAULT_VIEWPORT;
  const sized = async (page: Page) => {
    const size = page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height) await page.setViewportSize(viewport);
    return page;
  };
  /** The tab kept for the next journey, once the last one handed it back. */
  let spare: Page | undefined;
  /** Every origin this context asked something of: their storage is wiped. */
  const origins = new Set<string>();
  let wipeable = true;
  /** Handed back and not handed out again: closing it again does nothing (it is parked once). */
  let handedBack = false;
  /** Methods that leave in the context what cannot be wiped: once a journey calls one, the context closes for real. */
  const spoiling = <T extends object>(target: T, names: readonly (keyof T & string)[]) => {
    for (const name of names) {
      const method = target[name] as unknown as (...args: unknown[]) => unknown;
      Object.assign(target, {
        [name]: (...args: unknown[]) => {
          wipeable = false;
          return method.apply(target, args);
        },
      });
    }
  };

  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  const ownListeners = listenersOf(context);
  spoiling(context, ['addInitScript', 'exposeBinding', 'exposeFunction', 'setGeolocation', 'setOffline', 'setExtraHTTPHeaders']);
  spoiling(context.clock, ['install']);

  const handOut = (page: Page): Page => {
    const reallyClosePage = page.close.bind(page);
    const pageListeners = listenersOf(page);
    spoiling(page, ['addInitScript', 'exposeBinding', 'exposeFunction', 'emulateMedia', 'setExtraHTTPHeaders']);
    page.close = async (closeOptions) => {
      if (spare || !wipeable || page.isClosed()) {
        await reallyClosePage(closeOptions);
      } else {
        spare = page;
        await restTab(page, pageListeners).catch(() => reallyClosePage().finally(() => (spare = undefined)));
      }
      await frontTabBesides(context, page, spare);
    };
    return page;
  };

  context.newPage = async () => {
    const kept = spare;
    spare = undefined;
    if (kept && !kept.isClosed()) {
      // A new tab opens in front, as the kept one does now.
      await kept.bringToFront();
      return sized(kept);
    }
    return sized(handOut(await reallyNewPage()));
  };

  context.close = async (closeOptions) => {
    if (!wipeable) return reallyClose(closeOptions);
    if (handedBack) return;
    try {
      for (const page of context.pages()) if (page !== spare) await page.close();
      await wipe(context, spare, origins);
      removeListenersSince(context, ownListeners);
      handedBack = true;
      park(context);
    } catch {
      await reallyClose(closeOptions);
    }
  };
  return (size: ViewportSize) => {
    viewport = size;
    handedBack = false;
  };
}

/**
 * As a browser does when a tab closes, the last tab opened before it comes to the front again. A kept tab is still
 * open: without this, Chromium went on painting the journey's own tab as one behind it, one frame a second, and every
 * click, which waits for two frames to find its button still, took two seconds.
 */
async function frontTabBesides(context: BrowserContext, closed: Page, spare: Page | undefined): Promise<void> {
  const front = context.pages().filter((page) => page !== closed && page !== spare && !page.isClosed()).at(-1);
  await front?.bringToFront().catch(() => undefined);
}

/** A tab handed back: nothing of the journey listens or intercepts, it shows a plain document of its site. */
async function restTab(page: Page, ownListeners: Listeners): Promise<void> {
  removeListenersSince(page, ownListeners);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const url = new URL(page.url());
  if (url.protocol === 'http:' || url.protocol === 'https:') await page.goto(url.origin + PLAIN_DOCUMENT);
}

/** Cookies, permissions, routes, and every origin's local and session storage, IndexedDB and caches. */
async function wipe(context: BrowserContext, tab: Page | undefined, origins: ReadonlySet<string>): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  if (!origins.size) return;
  // Storage is wiped through a tab: a context left without one is closed for real (see `close` above).
  if (!tab || tab.isClosed()) throw new Error('No tab left to wipe the storage through.');
  const cdp = await context.newCDPSession(tab);
  try {
    for (const origin of origins) {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' });
      await cdp.send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } });
    }
  } finally {
    await cdp.detach();
  }
}

/** Playwright's own objects listen to their own events (a context's close, for one): only the journeys' listeners go. */
interface Emitter {
  eventNames(): (string | symbol)[];
  rawListeners(event: string | symbol): unknown[];
  removeListener(event: string | symbol, listener: unknown): unknown;
}

type Listeners = Map<string | symbol, Set<unknown>>;

function listenersOf(emitter: object): Listeners {
  const events = emitter as Emitter;
  return new Map(events.eventNames().map((name) => [name, new Set(events.rawListeners(name))]));
}

function removeListenersSince(emitter: object, before: Listeners): void {
  const events = emitter as Emitter;
  for (const name of events.eventNames()) {
    for (const listener of events.rawListeners(name)) if (!before.get(name)?.has(listener)) events.removeListener(name, listener);
  }
}
