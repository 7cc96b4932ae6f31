import type { Readable } from 'node:stream';
import { pictureVariantKeys } from './file-key';

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

/**
 * Port: where uploaded files live, addressed by a random key (see file-key.ts). A picture's variants
 * (its other widths and formats) are kept beside it under their own keys and removed with it; listings
 * name only the files themselves.
 */
export abstract class FileStore {
  abstract readonly name: 'local' | 'minio';
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when no file has this key. */
  abstract get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file and its picture variants (the variants first); a missing file is not an error. */
  async delete(key: string): Promise<void> {
    for (const variant of pictureVariantKeys(key)) await this.remove(variant);
    await this.remove(key);
  }
  /** Removes one stored key; a missing one is not an error. */
  protected abstract remove(key: string): Promise<void>;
  abstract ping(): Promise<boolean>;
  /**
   * Every stored file, by key (or, for `variants`, every picture variant); anything else the store holds
   * (other objects, unfinished writes) is left out.
   */
  abstract list(which?: 'files' | 'variants'): AsyncIterable<StoredFileEntry>;
  /** Removes writes that never finished (a crash in the middle of `put`) begun before `before` (epoch ms); returns how many. */
  abstract removeUnfinished(before: number): Promise<number>;
}
