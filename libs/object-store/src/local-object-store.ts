import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { folderReady } from './folder-ready';
import { assertSafeObjectPath, isSafeObjectPath } from './object-path';
import type { ObjectStore, StoredObject, StoredObjectEntry } from './object-store';

/** The revision of a path that holds nothing (it changes when something is stored there). */
const NOTHING_STORED = 'none';

/**
 * What a write is called until it is complete: `<path>.<digits>.partial`, the digits the process id and the process's
 * write number (`<path>.<process id>.partial` and `<path>.partial` from older writers).
 */
const UNFINISHED = /^(.+?)(?:\.\d+)?\.partial$/;

/** Writes this process has begun: part of each one's temporary name. */
let writes = 0;

/** The embedded default: a folder on disk. Writes land under a temporary name, then are renamed. */
export class LocalObjectStore implements ObjectStore {
  readonly name = 'local' as const;

  constructor(private readonly folder: string) {}

  async put(path: string, body: Buffer): Promise<void> {
    const file = join(this.folder, assertSafeObjectPath(path));
    await mkdir(dirname(file), { recursive: true });
    // Its own temporary file: two writes of one path at once (a picture's variant made for a visitor while the
    // background lane makes it too) never write into, nor rename away, each other's.
    const partial = `${file}.${process.pid}${String(++writes).padStart(9, '0')}.partial`;
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

  async *list(): AsyncIterable<StoredObjectEntry> {
    for (const path of await this.files()) {
      if (UNFINISHED.test(path) || !isSafeObjectPath(path)) continue;
      const modifiedAt = await this.modifiedAt(path);
      if (modifiedAt !== undefined) yield { path, modifiedAt };
    }
  }

  async removeUnfinished(before: number, accept: (path: string) => boolean = () => true): Promise<number> {
    let removed = 0;
    for (const path of await this.files()) {
      const target = UNFINISHED.exec(path)?.[1];
      if (target === undefined || !accept(target)) continue;
      const modifiedAt = await this.modifiedAt(path);
      if (modifiedAt === undefined || modifiedAt >= before) continue;
      await rm(join(this.folder, path), { force: true });
      removed++;
    }
    return removed;
  }

  ping(): Promise<boolean> {
    return folderReady(this.folder);
  }

  /** Every file below the folder, as a slash-separated path; none when the folder does not exist yet. */
  private async files(): Promise<string[]> {
    try {
      const entries = await readdir(this.folder, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(this.folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  /** When the file at `path` was last written; undefined when it is gone. */
  private async modifiedAt(path: string): Promise<number | undefined> {
    const info = await stat(join(this.folder, path)).catch(() => undefined);
    return info?.isFile() ? info.mtimeMs : undefined;
  }
}
