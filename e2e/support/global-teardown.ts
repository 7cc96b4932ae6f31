import type { RunningPlatform } from './platform';

/** After the last journey file: stops the shared browser and servers, failing the run on any CSP refusal they logged. */
export default async function globalTeardown(): Promise<void> {
  const { sharedPlatforms = [], sharedBrowser } = globalThis as { sharedPlatforms?: RunningPlatform[]; sharedBrowser?: { close(): Promise<void> } };
  await sharedBrowser?.close();
  await Promise.all(sharedPlatforms.map((platform) => platform.stop()));
}
