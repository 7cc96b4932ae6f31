import { startSharedPlatforms } from './shared-platforms';

/** Before the first journey file: the shared production servers (support/shared-platforms.ts). */
export default async function globalSetup(): Promise<void> {
  (globalThis as { sharedPlatforms?: unknown }).sharedPlatforms = await startSharedPlatforms();
}
