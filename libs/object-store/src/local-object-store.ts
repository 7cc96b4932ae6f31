import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeObjectPath } from './object-path';
import type { ObjectStore, StoredObject } from './object-store';

/** The revision of a path that holds nothing (it changes when something is stored there). */
const NOTHING_STORED = 'none';

/** The embedded default: a folder on disk. Writes land under a temporary name, then are renamed. */
export class LocalObjectStore implements ObjectStore {
  readonly name = 'local' as const;

  constructor(private readonly folder: string) {}

  async put(path: string, body: Buffer): Promise<void> {
    const file = join(this.folder, assertSafeObjectPath(path));
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, body);
    await rename(partial, file);
  }

  async get(path: string): Promise<StoredObject | undefined> {
    const file = join(this.folder, assertSafeObjectPath(path));
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: createReadStream(file), size: info.size };
  }

  /** Every write replaces the file (rename), so its inode, time and size together change with it. */
  async revision(path: string): Promise<string | undefined> {
    const info = await stat(join(this.folder, assertSafeObjectPath(path))).catch(() => undefined);
    return info?.isFile() ? `${info.ino}:${info.mtimeMs}:${info.size}` : NOTHING_STORED;
  }

  async delete(path: string): Promise<void> {
    await rm(join(this.folder, assertSafeObjectPath(path)), { force: true });
  }
}
