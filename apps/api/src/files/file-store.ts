import type { Readable } from 'node:stream';

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

/** Port: where uploaded files live, addressed by a random key (see file-key.ts). */
export abstract class FileStore {
  abstract readonly name: 'local' | 'minio';
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when no file has this key. */
  abstract get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; a missing file is not an error. */
  abstract delete(key: string): Promise<void>;
  abstract ping(): Promise<boolean>;
  /** Every stored file, by key; anything else the store holds (other objects, unfinished writes) is left out. */
  abstract list(): AsyncIterable<StoredFileEntry>;
  /** Removes writes that never finished (a crash in the middle of `put`) begun before `before` (epoch ms); returns how many. */
  abstract removeUnfinished(before: number): Promise<number>;
}
