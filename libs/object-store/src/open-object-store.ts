import { resolve } from 'node:path';
import { LocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore, type S3Settings } from './s3-object-store';

export interface ObjectStoreOptions {
  /** The embedded store's folder (the platform's DATA_DIR). */
  dataDir: string;
  /** When set, the store is this S3 bucket instead, under the `platform/` prefix. */
  s3?: S3Settings;
}

export function openObjectStore({ dataDir, s3 }: ObjectStoreOptions): ObjectStore {
  return s3 ? new S3ObjectStore(s3, 'platform/') : new LocalObjectStore(resolve(dataDir));
}

/** The same choice from environment variables (DATA_DIR, MINIO_*), for command-line tools. */
export function objectStoreOptionsFromEnvironment(env: NodeJS.ProcessEnv): ObjectStoreOptions {
  const endPoint = env['MINIO_ENDPOINT'];
  return {
    dataDir: env['DATA_DIR'] || 'data',
    s3: endPoint
      ? {
          endPoint,
          port: env['MINIO_PORT'] ? Number(env['MINIO_PORT']) : undefined,
          useSSL: env['MINIO_USE_SSL'] === 'true',
          accessKey: env['MINIO_ACCESS_KEY'] ?? '',
          secretKey: env['MINIO_SECRET_KEY'] ?? '',
          bucket: env['MINIO_BUCKET'] || 'schoolpage',
          region: env['MINIO_REGION'] || 'us-east-1',
        }
      : undefined,
  };
}
