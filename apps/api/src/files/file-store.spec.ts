import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStore, S3ObjectStore } from '@schoolpage/object-store';
import { startS3TestServer, type S3TestServer } from '@schoolpage/object-store/testing';
import type { Readable } from 'node:stream';
import { newFileKey } from './file-key';
import { FileStore } from './file-store';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the file store on a local folder', () => {
  let dir: string;
  let store: FileStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'files-'));
    store = new FileStore(new LocalObjectStore(join(dir, 'files')));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores, reads back and deletes a file', async () => {
    const key = newFileKey('png');
    await store.put(key, Buffer.from('png bytes'), 'image/png');
    expect((await read((await store.get(key))!.stream)).toString()).toBe('png bytes');
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('lists its files by key with when they were written, leaving out anything else in the folder', async () => {
    const key = newFileKey('jpg');
    await store.put(key, Buffer.from('jpg bytes'), 'image/jpeg');
    writeFileSync(join(dir, 'files', 'notes.txt'), 'not a file key');
    writeFileSync(join(dir, 'files', `${newFileKey('png')}.partial`), 'half written');
    const listed: { key: string; modifiedAt: number }[] = [];
    for await (const entry of store.list()) listed.push(entry);
    expect(listed).toEqual([{ key, modifiedAt: expect.any(Number) }]);
    expect(Math.abs(listed[0].modifiedAt - Date.now())).toBeLessThan(60_000);
    await store.delete(key);
  });

  it('removes unfinished writes begun before a moment, and only those', async () => {
    const folder = join(dir, 'files');
    const old = `${newFileKey('png')}.partial`;
    const recent = `${newFileKey('png')}.partial`;
    writeFileSync(join(folder, old), 'crashed long ago');
    writeFileSync(join(folder, recent), 'being written now');
    writeFileSync(join(folder, 'other.partial'), 'not ours');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(join(folder, old), twoHoursAgo, twoHoursAgo);
    utimesSync(join(folder, 'other.partial'), twoHoursAgo, twoHoursAgo);
    expect(await store.removeUnfinished(Date.now() - 3600_000)).toBe(1);
    expect(existsSync(join(folder, old))).toBe(false);
    expect(existsSync(join(folder, recent))).toBe(true);
    expect(existsSync(join(folder, 'other.partial'))).toBe(true);
  });

  it('lists nothing when its folder does not exist yet', async () => {
    const empty = new FileStore(new LocalObjectStore(join(dir, 'never-created')));
    const listed: unknown[] = [];
    for await (const entry of empty.list()) listed.push(entry);
    expect(listed).toEqual([]);
    expect(await empty.removeUnfinished(Date.now())).toBe(0);
  });

  it('refuses anything that is not a file key', async () => {
    await expect(store.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow('Not a file key.');
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Not a file key.');
  });
});

/** The MinIO adapter against s3rver, a local S3 API server started for this test. */
describe('the file store on MinIO (against s3rver)', () => {
  let server: S3TestServer;
  let store: FileStore;

  beforeAll(async () => {
    server = await startS3TestServer();
    store = new FileStore(new S3ObjectStore(server.settings));
  });
  afterAll(() => server.stop());

  it('answers a ping (creating its bucket)', async () => {
    expect(await store.ping()).toBe(true);
  });

  it('stores, reads back and deletes a file', async () => {
    const key = newFileKey('pdf');
    const data = Buffer.from('%PDF-1.4 test file');
    await store.put(key, data, 'application/pdf');
    const stored = await store.get(key);
    expect(stored?.size).toBe(data.length);
    expect((await read(stored!.stream)).equals(data)).toBe(true);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('answers undefined for a key it never stored', async () => {
    expect(await store.get(newFileKey('png'))).toBeUndefined();
  });

  it('lists its files by key with when they were written, and nothing else in the bucket', async () => {
    const key = newFileKey('png');
    const before = Date.now() - 60_000;
    await store.put(key, Buffer.from('png'), 'image/png');
    await new S3ObjectStore(server.settings).put(newFileKey('pdf').replace('.pdf', '.txt'), Buffer.from('not a file key'), 'text/plain');
    const listed: { key: string; modifiedAt: number }[] = [];
    for await (const entry of store.list()) listed.push(entry);
    const entry = listed.find((e) => e.key === key);
    expect(entry?.modifiedAt).toBeGreaterThan(before);
    expect(listed.every((e) => /^[a-f0-9]{32}\.(jpg|png|webp|gif|pdf)$/.test(e.key))).toBe(true);
    expect(await store.removeUnfinished(Date.now())).toBe(0);
    await store.delete(key);
  });
});
