import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStore, openObjectStore, type ObjectStore } from '@schoolpage/object-store';
import { publishBundle, recordDeployment, updateRegistry } from '@schoolpage/remote-registry';
import { startS3TestServer, type S3TestServer } from '@schoolpage/object-store/testing';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** A built remote named `remote` in a temporary folder. */
async function builtRemote(remote: string, body: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'schoolpage-bundle-'));
  await writeFile(join(folder, 'mf-manifest.json'), JSON.stringify({ name: remote, metaData: {} }));
  await mkdir(join(folder, 'assets'));
  await writeFile(join(folder, 'assets', 'site.1a2b3c4d.js'), body);
  return folder;
}

async function deploy(store: ObjectStore, remote: string, body: string) {
  const published = await publishBundle(store, await builtRemote(remote, body));
  await updateRegistry(store, (registry) => recordDeployment(registry, remote, published.deployment));
  return published.deployment;
}

describe('platform registry routes (embedded store)', () => {
  /** Tests that only read the registry the platform starts with share one platform. */
  describe('reading', () => {
    let platform: TestPlatform;

    beforeAll(async () => (platform = await startTestPlatform()));
    afterAll(() => platform.close());

    it('lists the app remotes and one remote per template, each at its built manifest', async () => {
      const { body } = await platform.agent().get('/api/platform/remotes').expect(200);
      expect(body.success).toBe(true);
      expect(body.info).toHaveLength(11);
      expect(body.info).toEqual(
        expect.arrayContaining([
          { name: 'landing', entry: '/remotes/landing/mf-manifest.json' },
          { name: 'template_curl_set', entry: '/remotes/templates/curl-set/mf-manifest.json' },
        ]),
      );
    });

    it('lists the eight template descriptors of the spec with name, id, image, link and availability', async () => {
      const { body } = await platform.agent().get('/api/platform/templates').expect(200);
      expect(body.info.map((t: { id: string; link: string; availability: string }) => [t.id, t.link, t.availability])).toEqual([
        ['run', '/web/run', 'available'],
        ['nbl', '/web/nbl', 'available'],
        ['curlset', '/web/curl-set', 'unavailable'],
        ['techlight', '/web/tech-light', 'unavailable'],
        ['timelytravel', '/web/timely-travel', 'unavailable'],
        ['mangecenter', '/web/manga-center', 'unavailable'],
        ['blackstra', '/web/black-star', 'unavailable'],
        ['sandypleagad', '/web/sandy-pleagad', 'unavailable'],
      ]);
      expect(body.info[0].image).toBe('/remotes/templates/run/preview.svg');
    });

    it.each([
      '/api/platform/bundles/template_run/v1/missing.js',
      '/api/platform/bundles/template_run/..%2F..%2Fregistry.json',
      '/api/platform/bundles/..%2Fschoolpage.db',
      '/api/platform/bundles/registry.json',
    ])('answers 404 in plain words for %s', async (path) => {
      const { body } = await platform.agent().get(path).expect(404);
      expect(body).toEqual({ success: false, message: 'This file does not exist.' });
    });
  });

  /** Tests that change the registry: each on a platform of its own. */
  describe('changing', () => {
    let platform: TestPlatform;

    beforeEach(async () => (platform = await startTestPlatform()));
    afterEach(() => platform.close());

    it('serves a deployed version and points the remote at it at once, without a restart', async () => {
      const store = new LocalObjectStore(platform.dataDir);
      const deployment = await deploy(store, 'template_run', 'export const version = 2;');

      const { body } = await platform.agent().get('/api/platform/remotes').expect(200);
      expect(body.info).toContainEqual({ name: 'template_run', entry: deployment.entry });

      const file = await platform.agent().get(`/api/platform/bundles/template_run/${deployment.version}/assets/site.1a2b3c4d.js`).expect(200);
      expect(file.text).toBe('export const version = 2;');
      expect(file.headers['content-type']).toContain('text/javascript');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('keeps serving the built-in remotes when the registry file is broken', async () => {
      await writeFile(join(platform.dataDir, 'registry.json'), '{ not json');
      const { body } = await platform.agent().get('/api/platform/remotes').expect(200);
      expect(body.info).toContainEqual({ name: 'template_run', entry: '/remotes/templates/run/mf-manifest.json' });
    });
  });
});

describe('the operator contact', () => {
  it('is the configured OPERATOR_EMAIL', async () => {
    const platform = await startTestPlatform({ OPERATOR_EMAIL: 'office@district.example.org' });
    const { body } = await platform.agent().get('/api/platform/operator').expect(200);
    expect(body).toEqual({ success: true, info: { email: 'office@district.example.org' } });
    await platform.close();
  });
});

describe('platform registry routes on an S3 store (s3rver)', () => {
  let s3: S3TestServer;
  let platform: TestPlatform;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    const { endPoint, port, accessKey, secretKey, bucket } = s3.settings;
    platform = await startTestPlatform({
      MINIO_ENDPOINT: endPoint,
      MINIO_PORT: String(port),
      MINIO_ACCESS_KEY: accessKey,
      MINIO_SECRET_KEY: secretKey,
      MINIO_BUCKET: bucket,
    });
  });

  afterAll(async () => {
    await platform.close();
    await s3.stop();
  });

  it('reads deployments from the bucket and serves their files', async () => {
    const store = openObjectStore({ dataDir: platform.dataDir, s3: s3.settings });
    const deployment = await deploy(store, 'template_nbl', 'export const fromS3 = true;');

    const { body } = await platform.agent().get('/api/platform/remotes').expect(200);
    expect(body.info).toContainEqual({ name: 'template_nbl', entry: deployment.entry });
    const file = await platform.agent().get(`/api/platform/bundles/template_nbl/${deployment.version}/assets/site.1a2b3c4d.js`).expect(200);
    expect(file.text).toBe('export const fromS3 = true;');
  });
});
