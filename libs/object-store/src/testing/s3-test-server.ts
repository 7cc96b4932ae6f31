import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../s3-object-store';

export interface S3TestServer {
  settings: S3Settings;
  stop(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a free loopback port, with its data in a temporary folder. */
export async function startS3TestServer(bucket = 'schoolpage-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'schoolpage-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    settings: {
      endPoint: '127.0.0.1',
      port,
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      bucket,
      region: 'us-east-1',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
