import { launchBrowser, type Browser } from './browser';
import { startPlatform, type RunningPlatform } from './platform';

export interface BrowserSession {
  platform: RunningPlatform;
  browser: Browser;
}

/**
 * One platform (production build, its own DATA_DIR) and one browser for the tests of a file:
 * started before the first test, stopped after the last. Read the fields inside tests.
 */
export function useBrowserSession(env: Record<string, string> = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.platform = await startPlatform(env);
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.platform?.stop();
  });
  return session;
}
