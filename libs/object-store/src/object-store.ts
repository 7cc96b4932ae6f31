import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Port: the platform's static store, holding deployed remote bundles and the remote registry,
 * addressed by slash-separated paths (see object-path.ts). A local folder by default, an S3
 * bucket (MinIO) in production.
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
}

export async function readObjectText(store: ObjectStore, path: string): Promise<string | undefined> {
  const object = await store.get(path);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
