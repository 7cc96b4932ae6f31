import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';

/** The whole platform with files on an S3 API (s3rver) and mail over SMTP (smtp-server), both started here. */
describe('platform on MinIO-style storage and SMTP', () => {
  let s3dir: string;
  let s3: S3rver;
  let smtp: SMTPServer;
  let platform: TestPlatform;
  const delivered: string[] = [];

  beforeAll(async () => {
    s3dir = mkdtempSync(join(tmpdir(), 's3rver-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3dir, silent: true });
    const { port: s3Port } = (await s3.run()) as unknown as { port: number };
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          delivered.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    platform = await startTestPlatform({
      MINIO_ENDPOINT: '127.0.0.1',
      MINIO_PORT: String(s3Port),
      MINIO_ACCESS_KEY: 'S3RVER',
      MINIO_SECRET_KEY: 'S3RVER',
      MINIO_BUCKET: 'schoolpage-files',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`,
    });
  });
  afterAll(async () => {
    await platform.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await s3.close();
    rmSync(s3dir, { recursive: true, force: true });
  });

  it('reports the production adapters in /api/health', async () => {
    const response = await platform.agent().get('/api/health').expect(200);
    expect(response.body.info).toEqual({
      persistence: { adapter: 'sqlite', ok: true },
      files: { adapter: 'minio', ok: true },
      mail: { adapter: 'smtp', ok: true },
    });
  });

  it('stores uploads in the bucket, serves them, and keeps them while their deleted item can be restored', async () => {
    const agent = await signedInAdmin(platform);
    const added = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', await pngImage(), 'g.png').expect(201);
    const url: string = added.body.info[0].url;
    const served = await platform.agent().get(url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    await agent.delete('/api/dashboard/visible/gallery/0').expect(200);
    await platform.agent().get(url).expect(200);
  });

  it('sends one-time codes over SMTP', async () => {
    const agent = await signedInAdmin(platform, { userId: 'smtpuser', email: 'smtp@school.edu' });
    await agent.post('/api/dashboard/profile/verify-email-otp').expect(200);
    const mail = delivered.find((m) => m.includes('smtp@school.edu'));
    const code = mail?.match(/verification code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await agent.post('/api/dashboard/profile/verify-email').send({ otp: code }).expect(200);
  });
});
