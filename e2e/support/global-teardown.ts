import { machineBusySeconds, processTreeCpuSeconds } from './cpu-time';
import type { RunningPlatform } from './platform';

interface SharedThings {
  sharedPlatforms?: RunningPlatform[];
  sharedBrowser?: { pid: number; close(): Promise<void> };
  busyBefore?: number;
  ownBefore?: NodeJS.CpuUsage;
}

/**
 * After the last journey file: says where the run's CPU went (the journeys are bound by it: README.md, "Tests"),
 * then stops the shared browser and servers, failing the run on any CSP refusal they logged.
 */
export default async function globalTeardown(): Promise<void> {
  const { sharedPlatforms = [], sharedBrowser, busyBefore, ownBefore } = globalThis as SharedThings;
  if (sharedBrowser && busyBefore !== undefined) {
    const busy = machineBusySeconds() - busyBefore;
    const chromium = processTreeCpuSeconds(sharedBrowser.pid);
    const servers = sharedPlatforms.reduce((sum, platform) => sum + processTreeCpuSeconds(platform.pid), 0);
    // Jest's own process, where Playwright's side of the shared browser (every file's commands and events) runs too.
    const own = process.cpuUsage(ownBefore);
    const jest = (own.user + own.system) / 1e6;
    const share = (seconds: number) => `${Math.round(seconds)} s (${Math.round((100 * seconds) / Math.max(busy, 1))} %)`;
    console.log(
      `\nCPU of the journeys: the machine ${Math.round(busy)} s busy; Chromium ${share(chromium)}, the shared servers ${share(servers)}, ` +
        `Jest's own process with Playwright's side of the browser ${share(jest)}, the rest (Jest's workers, servers of files' own, Java, builds) ${share(busy - chromium - servers - jest)}.`,
    );
  }
  await sharedBrowser?.close();
  await Promise.all(sharedPlatforms.map((platform) => platform.stop()));
}
