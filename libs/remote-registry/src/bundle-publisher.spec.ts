import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishBundle } from './bundle-publisher';
import { LocalObjectStore, readObjectText, type ObjectStore } from '@schoolpage/object-store';

let workspace: string;
let bundle: string;

beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'schoolpage-publish-'));
  bundle = join(workspace, 'dist');
  await mkdir(join(bundle, 'assets'), { recursive: true });
  await writeFile(join(bundle, 'mf-manifest.json'), JSON.stringify({ name: 'template_aurora', metaData: {} }));
  await writeFile(join(bundle, 'remoteEntry.js'), 'var template_aurora;');
  await writeFile(join(bundle, '__federation_expose_Site.1a2b3c4d.js'), 'export default 1;');
  await writeFile(join(bundle, 'assets', 'hero.4e5f6a7b.webp'), Buffer.from([1, 2, 3]));
  await writeFile(join(bundle, 'remoteEntry.js.map'), '{}');
});

afterEach(() => rm(workspace, { recursive: true, force: true }));

/** Wraps a store to record the order of writes. */
function recording(store: ObjectStore, written: string[]): ObjectStore {
  return {
    name: store.name,
    get: (p) => store.get(p),
    delete: (p) => store.delete(p),
    list: () => store.list(),
    removeUnfinished: (before, accept) => store.removeUnfinished(before, accept),
    ping: () => store.ping(),
    put: (p, b, t) => (written.push(p), store.put(p, b, t)),
  };
}

describe('publishing a built remote to the static store', () => {
  it('uploads every file under a content-hash version, manifest last, and says where it is', async () => {
    const store = new LocalObjectStore(join(workspace, 'store'));
    const written: string[] = [];
    const published = await publishBundle(recording(store, written), bundle, new Date('2026-11-22T12:00:00Z'));

    expect(published.remote).toBe('template_aurora');
    expect(published.deployment.version).toMatch(/^[0-9a-f]{12}$/);
    expect(published.deployment).toMatchObject({
      entry: `/api/platform/bundles/template_aurora/${published.deployment.version}/mf-manifest.json`,
      deployedAt: '2026-11-22T12:00:00.000Z',
    });
    const base = `bundles/template_aurora/${published.deployment.version}`;
    expect(written).toEqual([
      `${base}/__federation_expose_Site.1a2b3c4d.js`,
      `${base}/assets/hero.4e5f6a7b.webp`,
      `${base}/remoteEntry.js`,
      `${base}/mf-manifest.json`,
    ]);
    expect(await readObjectText(store, `${base}/remoteEntry.js`)).toBe('var template_aurora;');
  });

  it('gives the same build the same version, and a changed build a new one', async () => {
    const store = new LocalObjectStore(join(workspace, 'store'));
    const first = await publishBundle(store, bundle);
    expect((await publishBundle(store, bundle)).deployment.version).toBe(first.deployment.version);
    await writeFile(join(bundle, 'remoteEntry.js'), 'var template_aurora = 2;');
    expect((await publishBundle(store, bundle)).deployment.version).not.toBe(first.deployment.version);
  });

  it('refuses a folder that holds no built remote', async () => {
    const store = new LocalObjectStore(join(workspace, 'store'));
    await expect(publishBundle(store, join(workspace, 'nothing'))).rejects.toThrow('build the remote first');
  });
});
