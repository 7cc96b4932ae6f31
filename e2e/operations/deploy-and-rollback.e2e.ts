import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { startS3TestServer, type S3TestServer } from '@schoolpage/remote-registry/testing';
import { launchBrowser, openPage, type Browser } from '../support/browser';
import { buildWithRspack, platformCli } from '../support/platform-cli';
import { startPlatform, type RunningPlatform } from '../support/platform';

let browser: Browser;

beforeAll(async () => {
  buildWithRspack('e2e/fixtures/future-template/rspack.config.ts');
  browser = await launchBrowser();
});

afterAll(() => browser?.close());

/** Opens a page and records the pathnames of the manifests it loads. */
async function visit(platform: RunningPlatform, path: string) {
  const opened = await openPage(browser);
  const manifests: string[] = [];
  opened.page.on('response', (r) => r.url().endsWith('mf-manifest.json') && r.ok() && manifests.push(new URL(r.url()).pathname));
  await opened.page.goto(platform.baseUrl + path);
  return { ...opened, manifests };
}

describe('deploying to the local static store', () => {
  let platform: RunningPlatform;
  const env = () => ({ DATA_DIR: platform.dataDir });

  beforeAll(async () => (platform = await startPlatform()));
  afterAll(() => platform?.stop());

  it('serves a deployed template build on the next page load', async () => {
    const deployed = await platformCli(['deploy', 'dist/templates/nbl'], env());
    const version = deployed.match(/version ([0-9a-f]{12})/)?.[1];
    const { page, manifests, close } = await visit(platform, '/web/nbl?source=sample-template');
    await page.getByText(SAMPLE_SITE_CONTENT.organizationName).first().waitFor();
    expect(manifests).toContain(`/api/platform/bundles/template_nbl/${version}/mf-manifest.json`);
    await close();
  });

  it('refuses a build made for another contract major version and shows the site with a fallback template', async () => {
    await platformCli(['deploy', 'dist/e2e/fixtures/future-template'], env());
    const { page, manifests, close } = await visit(platform, '/web/run?source=sample-template');
    await page.getByText(SAMPLE_SITE_CONTENT.organizationName).first().waitFor();
    expect(await page.getByText('Built for content contract 2').count()).toBe(0);
    expect(manifests.some((m) => m.includes('/template_run/'))).toBe(true);
    expect(manifests.some((m) => m.includes('template_nbl') || m.includes('/templates/nbl/'))).toBe(true);
    await close();
  });

  it('rolls the template back to its previous build with one command', async () => {
    expect(await platformCli(['rollback', 'template_run'], env())).toBe('template_run now runs its built-in bundle.');
    const { page, manifests, close } = await visit(platform, '/web/run/no-such-page?source=sample-template');
    await page.getByText('Run route not found').waitFor();
    expect(manifests).toContain('/remotes/templates/run/mf-manifest.json');
    await close();
  });
});

describe('deploying to an S3 store (s3rver)', () => {
  let s3: S3TestServer;
  let platform: RunningPlatform;
  let env: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    const { endPoint, port, accessKey, secretKey, bucket } = s3.settings;
    env = { MINIO_ENDPOINT: endPoint, MINIO_PORT: String(port), MINIO_ACCESS_KEY: accessKey, MINIO_SECRET_KEY: secretKey, MINIO_BUCKET: bucket };
    platform = await startPlatform(env);
  });

  afterAll(async () => {
    await platform?.stop();
    await s3?.stop();
  });

  it('loads a template deployed to the bucket', async () => {
    const version = (await platformCli(['deploy', 'dist/templates/run'], env)).match(/version ([0-9a-f]{12})/)?.[1];
    const { page, manifests, close } = await visit(platform, '/web/run?source=sample-template');
    await page.getByText(SAMPLE_SITE_CONTENT.organizationName).first().waitFor();
    expect(manifests).toContain(`/api/platform/bundles/template_run/${version}/mf-manifest.json`);
    await close();
  });
});
