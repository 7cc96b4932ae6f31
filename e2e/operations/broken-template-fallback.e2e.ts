import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { RENDER_FAILURE } from '../fixtures/throwing-template/src/render-failure';
import { SchoolAdmin, schoolAccount } from '../sites/support/school-admin';
import { launchBrowser, openPage, type Browser } from '../support/browser';
import { buildFixture, platformCli } from '../support/platform-cli';
import { startPlatform, type RunningPlatform } from '../support/platform';
import { fetchServerRenderedPage, siteSlugOf } from '../support/server-rendered-page';
import { takeOver } from '../sites/support/site-visitor';

/**
 * A deployed version of a school's template whose server build is broken never takes the school's
 * site down: the server logs it and renders the page with the fallback templates (nbl, then run), and
 * the browser takes that page over as usual.
 */

const workspaceRoot = resolve(__dirname, '../..');
const SCHOOL = schoolAccount('Hillcrest Public School', 'hillcrest');
const WELCOME = 'Hillcrest has taught the valley’s children since 1962.';
const QUESTION = 'Is there a school bus?';

let platform: RunningPlatform;
let browser: Browser;
let slug: string;
/** Builds made here from the run template's build, removed after the tests. */
let scratch: string;

beforeAll(async () => {
  buildFixture('throwing-template');
  scratch = await mkdtemp(join(tmpdir(), 'schoolpage-broken-builds-'));
  platform = await startPlatform();
  browser = await launchBrowser();

  const admin = await SchoolAdmin.register(platform, SCHOOL);
  const welcome = new FormData();
  welcome.set('welcomeMessage', WELCOME);
  await admin.postForm('/api/dashboard/home/orginfo', welcome);
  await admin.post('/api/dashboard/about/faq', { question: QUESTION, answer: 'Yes, on three routes.' });
  await admin.chooseTemplate('run');
  await admin.publish();
  slug = await siteSlugOf(admin);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** A copy of the run template's build with its server entry changed by `breakIt`. */
async function brokenCopyOfRun(name: string, breakIt: (serverEntry: string) => Promise<void>): Promise<string> {
  const folder = join(scratch, name);
  await cp(resolve(workspaceRoot, 'dist/templates/run'), folder, { recursive: true });
  await breakIt(join(folder, 'server/remoteEntry.js'));
  return folder;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const brokenBuilds: [string, () => Promise<string>, string][] = [
  ['throws while rendering', async () => 'dist/e2e/fixtures/throwing-template', RENDER_FAILURE],
  [
    'has no server entry',
    () => brokenCopyOfRun('missing-entry', (entry) => rm(entry)),
    'could not be read',
  ],
  [
    'has a server entry that is not JavaScript',
    () => brokenCopyOfRun('corrupt-entry', (entry) => writeFile(entry, '<!DOCTYPE html><p>Not found</p>')),
    "Unexpected token '<'",
  ],
  [
    'never finishes loading',
    () =>
      brokenCopyOfRun('hanging-entry', (entry) =>
        writeFile(entry, 'module.exports = { init() {}, get() { return new Promise(() => {}); } };'),
      ),
    'did not load within 3000 ms',
  ],
];

describe.each(brokenBuilds)('a deployed run template whose server build %s', (_what, build, reason) => {
  let version: string | undefined;

  beforeAll(async () => {
    const deployed = await platformCli(['deploy', await build()], { DATA_DIR: platform.dataDir });
    version = deployed.match(/Deployed template_run version ([0-9a-f]{12})/)?.[1];
  });

  it('is live in the registry', async () => {
    const registry = (await (await fetch(`${platform.baseUrl}/api/platform/remotes`)).json()) as unknown;
    expect(JSON.stringify(registry)).toContain(`/api/platform/bundles/template_run/${version}/mf-manifest.json`);
  });

  it("leaves the school's page whole, rendered on the server by the fallback template", async () => {
    const page = await fetchServerRenderedPage(`${platform.baseUrl}/s/${slug}`, {}, AbortSignal.timeout(20_000));
    expect(page.status).toBe(200);
    expect(page.renderedBy).toEqual({ remote: 'template_nbl', entry: '/remotes/templates/nbl/mf-manifest.json' });
    expect(page.html).toContain(`<title>${SCHOOL.organizationName}</title>`);
    expect(page.markup).toContain(SCHOOL.organizationName);
    expect(page.markup).toContain(WELCOME);
    expect(page.markup).toContain(QUESTION);
    // nbl's navigation, not run's: both lead to /admissions, nbl's entry says "Courses & Admissions", run's "Admissions".
    expect(page.markup).toContain(`href="/s/${slug}/admissions"`);
    expect(page.markup).toContain('Courses &amp; Admissions');
    expect(page.html).not.toContain('SchoolPage needs JavaScript');
    expect(platform.output()).toMatch(new RegExp(`Template run could not render /s/${slug}: .*${escapeRegExp(reason)}`));
  });

  it('shows the site in the browser, taken over by the fallback template without page errors', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${platform.baseUrl}/s/${slug}`);
      await takeOver(page);
      await page.getByRole('heading', { level: 1, name: SCHOOL.organizationName }).waitFor();
      await page.getByText(WELCOME).waitFor();
      await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Courses' }).click();
      await page.waitForURL(`${platform.baseUrl}/s/${slug}/admissions`);
    } finally {
      await close();
    }
    expect(errors).toEqual([]);
  });
});
