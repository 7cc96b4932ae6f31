import { S3ObjectStore, type S3Settings } from '@schoolpage/object-store';
import { isFileKey } from './file-key';
import { FileStore, type StoredFile, type StoredFileEntry } from './file-store';

export type MinioSettings = S3Settings;

/**
 * The production adapter: MinIO (or any S3 API) through the platform's S3 object store, each file at
 * the bucket's root under its random key (a listing skips every other object the bucket holds).
 */
export class MinioFileStore extends FileStore {
  readonly name = 'minio' as const;
  private readonly objects: S3ObjectStore;

  constructor(settings: MinioSettings) {
    super();
    this.objects = new S3ObjectStore(settings);
  }

  put(key: string, data: Buffer, contentType: string): Promise<void> {
    return this.objects.put(key, data, contentType);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const object = await this.objects.get(key);
    return object && { stream: object.body, size: object.size };
  }

  delete(key: string): Promise<void> {
    return this.objects.delete(key);
  }

  async *list(): AsyncIterable<StoredFileEntry> {
    for await (const object of this.objects.list()) {
      if (isFileKey(object.path)) yield { key: object.path, modifiedAt: object.modifiedAt };
    }
  }

  /** An S3 put is whole or absent: nothing is left half written. */
  async removeUnfinished(_before: number): Promise<number> {
    return 0;
  }

  ping(): Promise<boolean> {
    return this.objects.ensureBucket().then(
      () => true,
      () => false,
    );
  }
}
