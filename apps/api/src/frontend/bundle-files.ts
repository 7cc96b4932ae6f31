import { readFile } from 'node:fs/promises';
import { isSafeObjectPath, readObjectText, type ObjectStore } from '@schoolpage/object-store';
import { BUNDLES_PATH, BUNDLES_URL_PREFIX } from '@schoolpage/remote-registry';
import { builtFileOf } from './built-folders';

/** Deployed versions never change, so their files are kept once read; this many at most. */
const KEPT_DEPLOYED_FILES = 200;

/**
 * Reads a front-end file by the URL path the registry and manifests give for it: a built remote's file
 * from the build folder (read each time: a rebuild shows at once), a deployed version's from the static
 * store (kept: a deployed version never changes). Other URLs are not read here (undefined).
 */
export function bundleFileReader(distDir: string, store: ObjectStore): (url: string) => Promise<string | undefined> {
  const deployed = new Map<string, string>();

  return async (url) => {
    const builtFile = builtFileOf(distDir, url);
    if (builtFile) return readFile(builtFile, 'utf8').catch(() => undefined);
    if (!url.startsWith(BUNDLES_URL_PREFIX)) return undefined;

    const objectPath = url.slice(BUNDLES_URL_PREFIX.length);
    if (!isSafeObjectPath(objectPath)) return undefined;
    const kept = deployed.get(url);
    if (kept !== undefined) return kept;
    const text = await readObjectText(store, `${BUNDLES_PATH}/${objectPath}`).catch(() => undefined);
    if (text !== undefined) {
      if (deployed.size >= KEPT_DEPLOYED_FILES) deployed.delete(deployed.keys().next().value as string);
      deployed.set(url, text);
    }
    return text;
  };
}
