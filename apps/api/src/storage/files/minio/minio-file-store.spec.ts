import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { newFileKey } from '../file-key';
import { MinioFileStore } from './minio-file-store';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The MinIO adapter against s3rver, a local S3 API server started for this test. */
describe('MinioFileStore (against s3rver)', () => {
  let dir: string;
  let server: S3rver;
  let store: MinioFileStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 's3rver-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true });
    const { port } = (await server.run()) as unknown as { port: number };
    store = new MinioFileStore({ endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'schoolpage-test', region: 'us-east-1' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

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
});
