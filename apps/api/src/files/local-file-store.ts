import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isFileKey } from './file-key';
import { FileStore, type StoredFile, type StoredFileEntry } from './file-store';
import { folderReady } from '../common/folder-ready';

/** What a write is called until it is complete. */
const UNFINISHED_SUFFIX = '.partial';

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
    const temporary = `${path}${UNFINISHED_SUFFIX}`;
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

  async *list(): AsyncIterable<StoredFileEntry> {
    for (const name of await this.names()) {
      if (!isFileKey(name)) continue;
      const modifiedAt = await this.modifiedAt(name);
      if (modifiedAt !== undefined) yield { key: name, modifiedAt };
    }
  }

  async removeUnfinished(before: number): Promise<number> {
    let removed = 0;
    for (const name of await this.names()) {
      if (!name.endsWith(UNFINISHED_SUFFIX) || !isFileKey(name.slice(0, -UNFINISHED_SUFFIX.length))) continue;
      const modifiedAt = await this.modifiedAt(name);
      if (modifiedAt === undefined || modifiedAt >= before) continue;
      await rm(join(this.folder, name), { force: true });
      removed++;
    }
    return removed;
  }

  private async names(): Promise<string[]> {
    try {
      return await readdir(this.folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  /** When the entry `name` of the folder was last written; undefined when it is gone or not a file. */
  private async modifiedAt(name: string): Promise<number | undefined> {
    try {
      const info = await stat(join(this.folder, name));
      return info.isFile() ? info.mtimeMs : undefined;
    } catch {
      return undefined;
    }
  }

  ping(): Promise<boolean> {
    return folderReady(this.folder);
  }
}
