import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
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
}
