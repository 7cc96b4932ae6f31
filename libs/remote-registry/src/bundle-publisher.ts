import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { PLATFORM_API } from '@schoolpage/content-contract';
import { contentTypeOfPath, type ObjectStore } from '@schoolpage/object-store';
import { remoteEntrySchema, type Deployment } from './registry-document';

/** Where the API serves deployed bundles from the static store. */
export const BUNDLES_URL_PREFIX = `${PLATFORM_API.bundles}/`;
export const BUNDLES_PATH = 'bundles';
const MANIFEST = 'mf-manifest.json';

export interface PublishedBundle {
  remote: string;
  deployment: Deployment;
  files: number;
}

/**
 * Uploads a built remote (its `mf-manifest.json`, remote entry and chunks) to the static store under
 * `bundles/<remote>/<version>/`, where the version is a hash of the bundle's content, so publishing the
 * same build twice changes nothing. The manifest goes last: it never points at a missing chunk.
 */
export async function publishBundle(store: ObjectStore, bundleDir: string, now = new Date()): Promise<PublishedBundle> {
  const manifestText = await readFile(join(bundleDir, MANIFEST), 'utf8').catch(() => {
    throw new Error(`${bundleDir} holds no ${MANIFEST}: build the remote first.`);
  });
  const remote = remoteEntrySchema.shape.name.parse((JSON.parse(manifestText) as { name?: unknown }).name);
  const files = (await listFiles(bundleDir)).filter((file) => !file.endsWith('.map') && file !== 'mf-manifest-stats.json');

  const hash = createHash('sha256');
  const contents = new Map<string, Buffer>();
  for (const file of files) {
    const body = await readFile(join(bundleDir, file));
    contents.set(file, body);
    hash.update(file).update('\0').update(body);
  }
  const version = hash.digest('hex').slice(0, 12);
  const base = `${BUNDLES_PATH}/${remote}/${version}`;

  for (const file of files.filter((f) => f !== MANIFEST)) {
    await store.put(`${base}/${file}`, contents.get(file) as Buffer, contentTypeOfPath(file));
  }
  await store.put(`${base}/${MANIFEST}`, contents.get(MANIFEST) as Buffer, contentTypeOfPath(MANIFEST));

  return {
    remote,
    files: files.length,
    deployment: { version, entry: `${BUNDLES_URL_PREFIX}${remote}/${version}/${MANIFEST}`, deployedAt: now.toISOString() },
  };
}

async function listFiles(folder: string, root = folder): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory() ? listFiles(path, root) : [relative(root, path).split(sep).join('/')];
    }),
  );
  return nested.flat().sort();
}
