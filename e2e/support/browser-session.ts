import { launchBrowser, type Browser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';
import { sharedPlatform, type SharedPlatformName } from './shared-platforms';

export interface BrowserSession {
  platform: RunningPlatform;
  browser: Browser;
}

/**
 * One platform and one browser for the tests of a file: started before the first test, stopped after the last.
 * The platform is the run's shared server `shared` (support/shared-platforms.ts), or, without it, a production
 * server of the file's own with its own DATA_DIR (for journeys that change the registry or read the server's log).
 * With `fresh`, the browser makes a new context every time (support/browser.ts), for journeys about a first visit.
 * Read the fields inside tests.
 */
export function useBrowserSession({ shared, fresh = false }: { shared?: SharedPlatformName; fresh?: boolean } = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.platform = await (shared ? sharedPlatform(shared) : startPlatform());
    session.browser = await launchBrowser({ fresh });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.platform?.stop();
  });
  return session;
}
