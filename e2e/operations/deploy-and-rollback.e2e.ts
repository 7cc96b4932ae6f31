import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { startS3TestServer, type S3TestServer } from '@schoolpage/object-store/testing';
import { NEXT_VERSION_NOTE } from '../fixtures/run-next-version/src/next-version-note';
import { SchoolAdmin, schoolAccount } from '../sites/support/school-admin';
import { launchBrowser, openPage, type Browser } from '../support/browser';
import { buildFixture, platformCli } from '../support/platform-cli';
import { startPlatform, type RunningPlatform } from '../support/platform';
import { fetchServerRenderedPage, siteSlugOf } from '../support/server-rendered-page';
import { takeOver } from '../sites/support/site-visitor';

let browser: Browser;

beforeAll(async () => {
  buildFixture('future-template');
  buildFixture('run-next-version');
  browser = await launchBrowser();
});

afterAll(() => browser?.close());

/**
 * Opens a page and records the pathnames of the remotes' manifests and entry scripts it loads (the shell
 * loads a remote by its manifest; a school's server-rendered page by the entry script it names).
 */
async function visit(platform: RunningPlatform, path: string) {
  const opened = await openPage(browser);
  const remoteFiles: string[] = [];
  opened.page.on('response', (r) => /(mf-manifest\.json|remoteEntry\.js)$/.test(r.url()) && r.ok() && remoteFiles.push(new URL(r.url()).pathname));
  await opened.page.goto(platform.baseUrl + path);
  return { ...opened, remoteFiles };
}

describe('deploying to the local static store', () => {
  let platform: RunningPlatform;
  const env = () => ({ DATA_DIR: platform.dataDir });

  beforeAll(async () => (platform = await startPlatform()));
  afterAll(() => platform?.stop());

  it('serves a deployed template build on the next page load', async () => {
    const deployed = await platformCli(['deploy', 'dist/templates/nbl'], env());
    const version = deployed.match(/version ([0-9a-f]{12})/)?.[1];
    const { page, remoteFiles, close } = await visit(platform, '/web/nbl?source=sample-template');
    await page.getByText(SAMPLE_SITE_CONTENT.organizationName).first().waitFor();
    // The server sent the page rendered; the browser loads the template when it takes the page over.
    await takeOver(page);
    expect(remoteFiles).toContain(`/api/platform/bundles/template_nbl/${version}/remoteEntry.js`);
    await close();
  });

  it('refuses a build made for another contract major version and shows the site with a fallback template', async () => {
    await platformCli(['deploy', 'dist/e2e/fixtures/future-template'], env());
    // The server refuses it before the browser sees it: the page comes rendered by a fallback template.
    const served = await fetchServerRenderedPage(`${platform.baseUrl}/web/run?source=sample-template`);
    expect(served.status).toBe(200);
    expect(served.renderedBy?.remote).toBe('template_nbl');
    expect(served.markup).toContain(SAMPLE_SITE_CONTENT.organizationName);
    expect(served.markup).not.toContain('Built for content contract 2');
    expect(platform.output()).toContain('Template run could not render /web/run: it was built for content contract 2.0.0');

    const { page, errors, remoteFiles, close } = await visit(platform, '/web/run?source=sample-template');
    await takeOver(page);
    await page.getByText(SAMPLE_SITE_CONTENT.organizationName).first().waitFor();
    expect(await page.getByText('Built for content contract 2').count()).toBe(0);
    expect(remoteFiles.some((m) => m.includes('/template_run/'))).toBe(false);
    expect(remoteFiles.some((m) => m.includes('template_nbl') || m.includes('/templates/nbl/'))).toBe(true);
    await close();
    expect(errors).toEqual([]);
  });

  it('rolls the template back to its previous build with one command', async () => {
    expect(await platformCli(['rollback', 'template_run'], env())).toBe('template_run now runs its built-in bundle.');
    const { page, remoteFiles, close } = await visit(platform, '/web/run/no-such-page?source=sample-template');
    await page.getByText('Run route not found').waitFor();
    expect(remoteFiles).toContain('/remotes/templates/run/mf-manifest.json');
    await close();
  });
});

describe("what the server renders at a school's address follows deploys and rollbacks", () => {
  const SCHOOL = schoolAccount('Lakeside Grammar School', 'lakeside');
  let platform: RunningPlatform;
  let slug: string;
  const env = () => ({ DATA_DIR: platform.dataDir });
  const deploy = async (folder: string) => (await platformCli(['deploy', folder], env())).match(/version ([0-9a-f]{12})/)?.[1];
  const manifestOf = (version?: string) => `/api/platform/bundles/template_run/${version}/mf-manifest.json`;
  /** The school's home page as a crawler gets it: raw HTTP, no JavaScript. */
  const home = () => fetchServerRenderedPage(`${platform.baseUrl}/s/${slug}`);

  beforeAll(async () => {
    platform = await startPlatform();
    const admin = await SchoolAdmin.register(platform, SCHOOL);
    await admin.chooseTemplate('run');
    await admin.publish();
    slug = await siteSlugOf(admin);
  });

  afterAll(() => platform?.stop());

  it('renders a newly deployed version on the next request, and the earlier one again after rollback', async () => {
    const first = await deploy('dist/templates/run');
    const before = await home();
    expect(before.status).toBe(200);
    expect(before.renderedBy).toEqual({ remote: 'template_run', entry: manifestOf(first) });
    expect(before.markup).toContain(SCHOOL.organizationName);
    expect(before.markup).not.toContain(NEXT_VERSION_NOTE);

    const next = await deploy('dist/e2e/fixtures/run-next-version');
    expect(next).not.toBe(first);
    const deployed = await home();
    expect(deployed.status).toBe(200);
    expect(deployed.renderedBy).toEqual({ remote: 'template_run', entry: manifestOf(next) });
    expect(deployed.markup).toContain(`<p data-template-version="next">${NEXT_VERSION_NOTE}</p>`);
    expect(deployed.markup).toContain(SCHOOL.organizationName);

    expect(await platformCli(['rollback', 'template_run'], env())).toBe(`template_run now runs version ${first}.`);
    const rolledBack = await home();
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.renderedBy).toEqual({ remote: 'template_run', entry: manifestOf(first) });
    expect(rolledBack.markup).not.toContain(NEXT_VERSION_NOTE);
    expect(rolledBack.markup).toBe(before.markup);
  });

  it('hydrates the deployed version in the browser without errors', async () => {
    const next = await deploy('dist/e2e/fixtures/run-next-version');
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${platform.baseUrl}/s/${slug}`);
      await takeOver(page);
      await page.getByText(NEXT_VERSION_NOTE).waitFor();
      const data = JSON.parse((await page.locator('#site-data').textContent()) ?? '{}') as { entry?: string };
      expect(data.entry).toBe(manifestOf(next));
    } finally {
      await close();
    }
    expect(errors).toEqual([]);
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
    const { page, remoteFiles, close } = await visit(platform, '/web/run?source=sample-template');
    await page.getByText(SAMPLE_SITE_CONTENT.organizationName).first().waitFor();
    // The server sent the page rendered; the browser loads the template when it takes the page over.
    await takeOver(page);
    expect(remoteFiles).toContain(`/api/platform/bundles/template_run/${version}/remoteEntry.js`);
    await close();
  });
});
