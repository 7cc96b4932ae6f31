import type { Readable } from 'node:stream';
import { startS3TestServer, type S3TestServer } from '@schoolpage/object-store/testing';
import { newFileKey } from './file-key';
import { MinioFileStore } from './minio-file-store';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The MinIO adapter against s3rver, a local S3 API server started for this test. */
describe('MinioFileStore (against s3rver)', () => {
  let server: S3TestServer;
  let store: MinioFileStore;

  beforeAll(async () => {
    server = await startS3TestServer();
    store = new MinioFileStore(server.settings);
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
    await store.put(newFileKey('pdf').replace('.pdf', '.txt'), Buffer.from('not a file key'), 'text/plain').catch(() => undefined);
    const listed: { key: string; modifiedAt: number }[] = [];
    for await (const entry of store.list()) listed.push(entry);
    const entry = listed.find((e) => e.key === key);
    expect(entry?.modifiedAt).toBeGreaterThan(before);
    expect(listed.every((e) => /^[a-f0-9]{32}\.(jpg|png|webp|gif|pdf)$/.test(e.key))).toBe(true);
    expect(await store.removeUnfinished(Date.now())).toBe(0);
    await store.delete(key);
  });
});
