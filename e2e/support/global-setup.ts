import { startSharedBrowser } from './browser';
import { startSharedPlatforms } from './shared-platforms';

/** Before the first journey file: the shared production servers (support/shared-platforms.ts) and Chromium. */
export default async function globalSetup(): Promise<void> {
  const [platforms, browser] = await Promise.all([startSharedPlatforms(), startSharedBrowser()]);
  Object.assign(globalThis, { sharedPlatforms: platforms, sharedBrowser: browser });
}
