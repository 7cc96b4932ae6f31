import { readFile } from 'node:fs/promises';
import { BUNDLES_PATH, BUNDLES_URL_PREFIX, isSafeObjectPath, readObjectText, type ObjectStore } from '@schoolpage/remote-registry';
import { builtFileOf } from './built-folders';
import type { FederationManifest } from './page-hints';

/** Deployed versions never change, so their manifests are kept; this many at most. */
const KEPT_DEPLOYED_MANIFESTS = 200;

/**
 * Reads a remote's `mf-manifest.json` by the URL the registry gives for it: a built remote from the
 * build folder, a deployed version from the static store. Other origins are not read (undefined),
 * nor is anything that is not valid JSON.
 */
export function manifestReader(distDir: string, store: ObjectStore): (url: string) => Promise<FederationManifest | undefined> {
  const deployed = new Map<string, FederationManifest | undefined>();

  return async (url) => {
    const builtFile = builtFileOf(distDir, url);
    if (builtFile) return parse(await readFile(builtFile, 'utf8').catch(() => undefined));
    if (!url.startsWith(BUNDLES_URL_PREFIX)) return undefined;

    const objectPath = url.slice(BUNDLES_URL_PREFIX.length);
    if (!isSafeObjectPath(objectPath)) return undefined;
    if (deployed.has(url)) return deployed.get(url);
    const manifest = parse(await readObjectText(store, `${BUNDLES_PATH}/${objectPath}`).catch(() => undefined));
    if (manifest) {
      if (deployed.size >= KEPT_DEPLOYED_MANIFESTS) deployed.delete(deployed.keys().next().value as string);
      deployed.set(url, manifest);
    }
    return manifest;
  };
}

function parse(text: string | undefined): FederationManifest | undefined {
  if (!text) return undefined;
  try {
    const manifest: unknown = JSON.parse(text);
    return manifest && typeof manifest === 'object' ? (manifest as FederationManifest) : undefined;
  } catch {
    return undefined;
  }
}
