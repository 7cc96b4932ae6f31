import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server';
import { LocalObjectStore } from './local-object-store';
import { isSafeObjectPath } from './object-path';
import { readObjectText, type ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';

/** One contract, every adapter: what the platform relies on from its static store. */
function describeObjectStore(adapter: string, open: () => Promise<{ store: ObjectStore; close: () => Promise<void> }>) {
  describe(`${adapter} object store`, () => {
    let store: ObjectStore;
    let close: () => Promise<void>;

    beforeAll(async () => ({ store, close } = await open()));
    afterAll(() => close());

    it('gives back what was put, with its size', async () => {
      await store.put('bundles/template_run/abc123/remoteEntry.js', Buffer.from('var x = 1;'), 'text/javascript');
      const object = await store.get('bundles/template_run/abc123/remoteEntry.js');
      expect(object?.size).toBe(10);
      expect(await readObjectText(store, 'bundles/template_run/abc123/remoteEntry.js')).toBe('var x = 1;');
    });

    it('replaces an object written again', async () => {
      await store.put('registry.json', Buffer.from('{"a":1}'), 'application/json');
      await store.put('registry.json', Buffer.from('{"a":2}'), 'application/json');
      expect(await readObjectText(store, 'registry.json')).toBe('{"a":2}');
    });

    it('takes two writes of one path at once, and keeps one of them whole', async () => {
      const bodies = [Buffer.from('first version'), Buffer.from('second, longer version')];
      await Promise.all(bodies.map((body) => store.put('same/at-once.png', body, 'image/png')));
      expect(bodies.map(String)).toContain(await readObjectText(store, 'same/at-once.png'));
    });

    it('deletes an object, and deleting nothing is no error', async () => {
      await store.put('bundles/old/v1/chunk.js', Buffer.from('old'), 'text/javascript');
      await store.delete('bundles/old/v1/chunk.js');
      expect(await store.get('bundles/old/v1/chunk.js')).toBeUndefined();
      await expect(store.delete('bundles/old/v1/chunk.js')).resolves.toBeUndefined();
    });

    it('answers undefined for a path that holds nothing', async () => {
      expect(await store.get('bundles/none/here.js')).toBeUndefined();
    });

    it('lists every object stored, with when it was written, and answers a ping', async () => {
      const before = Date.now() - 60_000;
      await store.put('listing/a.txt', Buffer.from('a'), 'text/plain');
      await store.put('listing/deeper/b.txt', Buffer.from('b'), 'text/plain');
      const listed: { path: string; modifiedAt: number }[] = [];
      for await (const entry of store.list()) if (entry.path.startsWith('listing/')) listed.push(entry);
      expect(listed.map((entry) => entry.path).sort()).toEqual(['listing/a.txt', 'listing/deeper/b.txt']);
      expect(listed.every((entry) => entry.modifiedAt > before && entry.modifiedAt < Date.now() + 60_000)).toBe(true);
      expect(await store.ping()).toBe(true);
    });

    it('never takes a finished write for an unfinished one', async () => {
      await store.put('finished/c.txt', Buffer.from('c'), 'text/plain');
      expect(await store.removeUnfinished(Date.now() + 60_000)).toBe(0);
      expect(await readObjectText(store, 'finished/c.txt')).toBe('c');
    });

    it.each(['../escape.js', 'a/../../b', '/absolute', 'a//b', 'a/./b', ''])('refuses the path "%s"', async (path) => {
      await expect(store.put(path, Buffer.from('x'), 'text/plain')).rejects.toThrow('not a valid store path');
      await expect(store.get(path)).rejects.toThrow('not a valid store path');
    });
  });
}

describeObjectStore('local folder', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'schoolpage-objects-'));
  return { store: new LocalObjectStore(folder), close: () => rm(folder, { recursive: true, force: true }) };
});

describeObjectStore('S3 (s3rver)', async () => {
  const server: S3TestServer = await startS3TestServer();
  return { store: new S3ObjectStore(server.settings, 'platform/'), close: () => server.stop() };
});

describe('local folder object store, writes that never finished', () => {
  let folder: string;
  beforeEach(async () => (folder = await mkdtemp(join(tmpdir(), 'schoolpage-unfinished-'))));
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('removes those begun before a moment, of the paths accepted, and lists none of them', async () => {
    const store = new LocalObjectStore(folder);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const name of ['old.png.partial', 'old.png.4242.partial', 'recent.png.partial', 'other.txt.partial']) {
      await writeFile(join(folder, name), 'half written');
      if (name !== 'recent.png.partial') await utimes(join(folder, name), twoHoursAgo, twoHoursAgo);
    }
    const listed: string[] = [];
    for await (const entry of store.list()) listed.push(entry.path);
    expect(listed).toEqual([]);
    expect(await store.removeUnfinished(Date.now() - 3600_000, (path) => path.endsWith('.png'))).toBe(2);
    expect((await readdir(folder)).sort()).toEqual(['other.txt.partial', 'recent.png.partial']);
  });

  it('lists nothing and removes nothing while its folder does not exist', async () => {
    const store = new LocalObjectStore(join(folder, 'never-created'));
    const listed: unknown[] = [];
    for await (const entry of store.list()) listed.push(entry);
    expect(listed).toEqual([]);
    expect(await store.removeUnfinished(Date.now())).toBe(0);
  });
});

describe('object paths', () => {
  it('accepts nested relative paths of plain segments only', () => {
    expect(isSafeObjectPath('bundles/template_run/1a2b/__federation_expose_Site.3f.js')).toBe(true);
    expect(isSafeObjectPath('bundles/x/../y')).toBe(false);
    expect(isSafeObjectPath('bundles\\x')).toBe(false);
  });
});
