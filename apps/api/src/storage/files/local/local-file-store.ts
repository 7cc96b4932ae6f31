import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isFileKey } from '../file-key';
import { FileStore, type StoredFile } from '../file-store';

/** The embedded default: one folder on disk. Writes go to a temporary name first, then are renamed. */
export class LocalFileStore extends FileStore {
  readonly name = 'local' as const;

  constructor(private readonly folder: string) {
    super();
  }

  private pathOf(key: string): string {
    if (!isFileKey(key)) throw new Error('Not a file key.');
    return join(this.folder, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(this.folder, { recursive: true });
    const temporary = `${path}.partial`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return undefined;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async ping(): Promise<boolean> {
    try {
      await mkdir(this.folder, { recursive: true });
      return (await stat(this.folder)).isDirectory();
    } catch {
      return false;
    }
  }
}
