import type { ObjectStore } from '@schoolpage/object-store';
import { bundleFileReader } from './bundle-files';
import type { FederationManifest } from './page-hints';

/**
 * Reads a remote's `mf-manifest.json` by the URL the registry gives for it: a built remote from the
 * build folder, a deployed version from the static store. Other origins are not read (undefined),
 * nor is anything that is not valid JSON.
 */
export function manifestReader(distDir: string, store: ObjectStore): (url: string) => Promise<FederationManifest | undefined> {
  const read = bundleFileReader(distDir, store);
  return async (url) => parse(await read(url));
}

function parse(text: string | undefined): FederationManifest | undefined {
  if (!text) return undefined;
  try {
    const manifest: unknown = JSON.parse(text);
    return manifest && typeof manifest === 'object' ? manifest : undefined;
  } catch {
    return undefined;
  }
}
