import { Client } from 'minio';
import { FileStore, type StoredFile } from '../file-store';

export interface MinioSettings {
  endPoint: string;
  port?: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

/** The production adapter: MinIO (or any S3 API) through the `minio` client, path-style addressing. */
export class MinioFileStore extends FileStore {
  readonly name = 'minio' as const;
  private readonly client: Client;
  private bucketReady?: Promise<void>;

  constructor(private readonly settings: MinioSettings) {
    super();
    this.client = new Client({
      endPoint: settings.endPoint,
      port: settings.port,
      useSSL: settings.useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      pathStyle: true,
    });
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.settings.bucket))) {
        await this.client.makeBucket(this.settings.bucket, this.settings.region);
      }
    })().catch((error) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.ensureBucket();
    await this.client.putObject(this.settings.bucket, key, data, data.length, { 'Content-Type': contentType });
  }

  async get(key: string): Promise<StoredFile | undefined> {
    await this.ensureBucket();
    try {
      const info = await this.client.statObject(this.settings.bucket, key);
      const stream = await this.client.getObject(this.settings.bucket, key);
      return { stream, size: info.size };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'NotFound' || code === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.ensureBucket();
    await this.client.removeObject(this.settings.bucket, key);
  }

  async ping(): Promise<boolean> {
    try {
      await this.ensureBucket();
      return true;
    } catch {
      return false;
    }
  }
}
