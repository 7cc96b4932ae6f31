import type { RunningPlatform } from './platform';

/** After the last journey file: stops the shared servers, failing the run on any CSP refusal they logged. */
export default async function globalTeardown(): Promise<void> {
  const platforms = (globalThis as { sharedPlatforms?: RunningPlatform[] }).sharedPlatforms ?? [];
  await Promise.all(platforms.map((platform) => platform.stop()));
}
