import type { Client } from 'minio';
import { assertSafeObjectPath } from './object-path';
import type { ObjectStore, StoredObject, StoredObjectEntry } from './object-store';

export interface S3Settings {
  endPoint: string;
  port?: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** The production adapter: an S3 bucket (MinIO) through the `minio` client, every path under `prefix`. */
export class S3ObjectStore implements ObjectStore {
  readonly name = 's3' as const;
  private bucketReady?: Promise<Client>;

  constructor(
    private readonly settings: S3Settings,
    private readonly prefix = '',
  ) {}

  /**
   * The client, with the bucket made on first use; a failure is retried on the next call. The `minio` package is
   * loaded only then, so a platform on the local folder never loads it.
   */
  private bucket(): Promise<Client> {
    this.bucketReady ??= (async () => {
      const { Client } = await import('minio');
      const { endPoint, port, useSSL, accessKey, secretKey, region, bucket } = this.settings;
      const client = new Client({ endPoint, port, useSSL, accessKey, secretKey, region, pathStyle: true });
      if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, region);
      return client;
    })().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async put(path: string, body: Buffer, contentType: string): Promise<void> {
    const client = await this.bucket();
    await client.putObject(this.settings.bucket, this.keyOf(path), body, body.length, { 'Content-Type': contentType });
  }

  async get(path: string): Promise<StoredObject | undefined> {
    const client = await this.bucket();
    const key = this.keyOf(path);
    try {
      const info = await client.statObject(this.settings.bucket, key);
      return { body: await client.getObject(this.settings.bucket, key), size: info.size };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'NotFound' || code === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    const client = await this.bucket();
    await client.removeObject(this.settings.bucket, this.keyOf(path));
  }

  /** Every object under the prefix, by path (the prefix left out), with when it was written (epoch ms). */
  async *list(): AsyncIterable<StoredObjectEntry> {
    const client = await this.bucket();
    for await (const item of client.listObjectsV2(this.settings.bucket, this.prefix, true)) {
      const { name, lastModified } = item as { name?: string; lastModified?: Date };
      if (name) yield { path: name.slice(this.prefix.length), modifiedAt: lastModified?.getTime() ?? Date.now() };
    }
  }

  /** An S3 put is whole or absent: nothing is left half written. */
  async removeUnfinished(): Promise<number> {
    return 0;
  }

  ping(): Promise<boolean> {
    return this.bucket().then(
      () => true,
      () => false,
    );
  }

  private keyOf(path: string): string {
    return this.prefix + assertSafeObjectPath(path);
  }
}
