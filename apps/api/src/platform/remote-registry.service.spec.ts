import { LocalObjectStore, type ObjectStore } from '@schoolpage/object-store';
import { REGISTRY_PATH } from '@schoolpage/remote-registry';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RemoteRegistryService } from './remote-registry.service';

const registryWith = (entry: string) =>
  Buffer.from(JSON.stringify({ remotes: [{ name: 'template_run', entry }], templates: [], history: {} }));

describe('RemoteRegistryService on the local store', () => {
  let folder: string;
  let store: ObjectStore;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'registry-'));
    store = new LocalObjectStore(folder);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('reads the file again only when it changed, and the fingerprint follows every change', async () => {
    await store.put(REGISTRY_PATH, registryWith('/v1/mf-manifest.json'), 'application/json');
    const registry = new RemoteRegistryService(store);
    const reads = jest.spyOn(store, 'get');

    const first = await registry.fingerprint();
    expect(await registry.fingerprint()).toBe(first);
    expect(reads).toHaveBeenCalledTimes(1);
    expect((await registry.remotes()).find((r) => r.name === 'template_run')?.entry).toBe('/v1/mf-manifest.json');

    await store.put(REGISTRY_PATH, registryWith('/v2/mf-manifest.json'), 'application/json');
    expect(await registry.fingerprint()).not.toBe(first);
    expect((await registry.remotes()).find((r) => r.name === 'template_run')?.entry).toBe('/v2/mf-manifest.json');
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
