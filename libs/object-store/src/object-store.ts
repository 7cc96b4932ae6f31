import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
}

/** An object as a listing names it. */
export interface StoredObjectEntry {
  path: string;
  /** Epoch milliseconds of when it was written. */
  modifiedAt: number;
}

/**
 * Port: an object store addressed by slash-separated paths (see object-path.ts). A local folder by
 * default, an S3 bucket (MinIO) in production. The platform's static store (deployed remote bundles,
 * the remote registry) and the API's stored files are both one.
 */
export interface ObjectStore {
  readonly name: 'local' | 's3';
  put(path: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when nothing is stored at `path`. */
  get(path: string): Promise<StoredObject | undefined>;
  /** Removes the object; a path that holds nothing is not an error. */
  delete(path: string): Promise<void>;
  /**
   * A short text that changes whenever the object at `path` changes (or appears, or goes), where the
   * store can tell cheaply (undefined where it cannot): lets a reader keep what it parsed.
   */
  revision?(path: string): Promise<string | undefined>;
  /** Every object stored, with when it was written; writes still under way (or never finished) are left out. */
  list(): AsyncIterable<StoredObjectEntry>;
  /**
   * Removes writes that never finished (a crash in the middle of `put`) begun before `before` (epoch ms),
   * of the paths `accept` accepts; returns how many. A store whose writes are whole or absent has none.
   */
  removeUnfinished(before: number, accept?: (path: string) => boolean): Promise<number>;
  /** True when the store answers (its folder or bucket is there, made if missing). */
  ping(): Promise<boolean>;
}

export async function readObjectText(store: ObjectStore, path: string): Promise<string | undefined> {
  const object = await store.get(path);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
