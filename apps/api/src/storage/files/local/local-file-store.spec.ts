import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { newFileKey } from '../file-key';
import { LocalFileStore } from './local-file-store';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('LocalFileStore', () => {
  let dir: string;
  let store: LocalFileStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'files-'));
    store = new LocalFileStore(join(dir, 'files'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores, reads back and deletes a file', async () => {
    const key = newFileKey('png');
    await store.put(key, Buffer.from('png bytes'));
    expect((await read((await store.get(key))!.stream)).toString()).toBe('png bytes');
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('refuses anything that is not a file key', async () => {
    await expect(store.put('../escape.png', Buffer.from('x'))).rejects.toThrow('Not a file key.');
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Not a file key.');
  });
});
