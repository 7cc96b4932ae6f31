import type { ObjectStore } from '@schoolpage/object-store';
import type { Readable } from 'node:stream';
import { isFileKey } from './file-key';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** A stored file as a listing names it. */
export interface StoredFileEntry {
  key: string;
  /** Epoch milliseconds of when it was written. */
  modifiedAt: number;
}

function checked(key: string): string {
  if (!isFileKey(key)) throw new Error('Not a file key.');
  return key;
}

/**
 * Where uploaded files live, addressed by a random key (see file-key.ts), in an object store of
 * `@schoolpage/object-store`: the folder DATA_DIR/files by default, a MinIO (S3) bucket when configured.
 * Only file keys go in or come out: a listing leaves out every other object the store holds.
 */
export class FileStore {
  constructor(private readonly objects: ObjectStore) {}

  get name(): 'local' | 'minio' {
    return this.objects.name === 's3' ? 'minio' : 'local';
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.objects.put(checked(key), data, contentType);
  }

  /** The file, or undefined when no file has this key. */
  async get(key: string): Promise<StoredFile | undefined> {
    const object = await this.objects.get(checked(key));
    return object && { stream: object.body, size: object.size };
  }

  /** Removes the file; a missing file is not an error. */
  async delete(key: string): Promise<void> {
    await this.objects.delete(checked(key));
  }

  ping(): Promise<boolean> {
    return this.objects.ping();
  }

  /** Every stored file, by key; anything else the store holds (other objects, unfinished writes) is left out. */
  async *list(): AsyncIterable<StoredFileEntry> {
    for await (const object of this.objects.list()) {
      if (isFileKey(object.path)) yield { key: object.path, modifiedAt: object.modifiedAt };
    }
  }

  /** Removes writes that never finished (a crash in the middle of `put`) begun before `before` (epoch ms); returns how many. */
  removeUnfinished(before: number): Promise<number> {
    return this.objects.removeUnfinished(before, isFileKey);
  }
}
