import { startSharedBrowser } from './browser';
import { machineBusySeconds } from './cpu-time';
import { startSharedPlatforms } from './shared-platforms';

/**
 * Before the first journey file: the shared production servers (support/shared-platforms.ts) and Chromium, unless
 * the run says it needs neither (`E2E_SHARED=none`: journeys that start servers of their own and no browser).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env['E2E_SHARED'] === 'none') return;
  const busyBefore = machineBusySeconds();
  const ownBefore = process.cpuUsage();
  const [platforms, browser] = await Promise.all([startSharedPlatforms(), startSharedBrowser()]);
  Object.assign(globalThis, { sharedPlatforms: platforms, sharedBrowser: browser, busyBefore, ownBefore });
}
