import { launchBrowser, type Browser } from '../support/browser';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { siteSlugOf } from '../support/server-rendered-page';
import { axeViolations } from './support/axe';
import { fillInFullSchool } from './support/full-school';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { openHydrated, openVisitor } from './support/site-visitor';

/**
 * Every page of both templates passes axe-core's WCAG 2.2 AA rules (0 violations) with the sample content,
 * a school with everything filled in and a school with only its name, on a phone (390 px) and a laptop
 * (1366 px), once the browser has taken the server's page over.
 */

const PAGES = { run: ['', '/about', '/notices', '/admissions', '/gallery', '/contact'], nbl: ['', '/about', '/gallery', '/admissions', '/notices', '/contact'] } as const;
const WIDTHS = [390, 1366];
const viewportOf = (width: number) => ({ width, height: width < 500 ? 844 : 900 });

let platform: RunningPlatform;
let browser: Browser;
const schools: Record<'full' | 'empty', { admin: SchoolAdmin; slug: string }> = {} as never;

beforeAll(async () => {
  platform = await sharedPlatform('sites');
  browser = await launchBrowser();
  const full = await SchoolAdmin.register(platform, schoolAccount("St. Mary's High School", 'stmarysaxe'));
  await fillInFullSchool(full);
  await full.publish();
  const empty = await SchoolAdmin.register(platform, schoolAccount('Quiet Hill School', 'quiethillaxe'));
  await empty.publish();
  schools.full = { admin: full, slug: await siteSlugOf(full) };
  schools.empty = { admin: empty, slug: await siteSlugOf(empty) };
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/**
 * Each page at each width: the violations axe finds, and the page's script errors. A page is loaded once
 * on a phone and audited, then widened to a laptop and audited again: the templates lay out by CSS media
 * queries alone, so the widened page is the laptop's layout (folded menu opened out, wider grids).
 */
async function auditPages(template: 'run' | 'nbl', address: (page: string) => string) {
  const found: { page: string; width: number; violations: unknown[]; errors: string[] }[] = [];
  const visitor = await openVisitor(browser, WIDTHS[0]);
  for (const page of PAGES[template]) {
    await visitor.page.setViewportSize(viewportOf(WIDTHS[0]));
    await openHydrated(visitor.page, platform.baseUrl + address(page));
    for (const width of WIDTHS) {
      await visitor.page.setViewportSize(viewportOf(width));
      expect(await visitor.page.evaluate(() => window.innerWidth)).toBe(width);
      const violations = await axeViolations(visitor.page);
      found.push({ page: page || '/', width, violations, errors: [...visitor.errors] });
      visitor.errors.length = 0;
    }
  }
  await visitor.close();
  return found;
}

const clean = (found: Awaited<ReturnType<typeof auditPages>>) => found.map(({ page, width }) => ({ page, width, violations: [], errors: [] }));

it('axe-core runs in the pages under their script policy and reports what it finds', async () => {
  const visitor = await openVisitor(browser, 390);
  await openHydrated(visitor.page, `${platform.baseUrl}/web/run?source=sample-template`);
  // The page settles first (a late render of the taken-over page may replace what is inside its root), then the
  // image without a text alternative goes outside the root, where nothing of the page's own replaces it.
  expect(await axeViolations(visitor.page)).toEqual([]);
  await visitor.page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/nothing.png">'));
  expect((await axeViolations(visitor.page)).map((v) => v.id)).toEqual(['image-alt']);
  await visitor.close();
});

describe.each(['run', 'nbl'] as const)('%s template', (template) => {
  it('with the sample content: no WCAG 2.2 AA violation on any page', async () => {
    const found = await auditPages(template, (page) => `/web/${template}${page}?source=sample-template`);
    expect(found).toEqual(clean(found));
  });

  it('with every section filled in: no WCAG 2.2 AA violation on any page', async () => {
    await schools.full.admin.chooseTemplate(template);
    const found = await auditPages(template, (page) => `/s/${schools.full.slug}${page}`);
    expect(found).toEqual(clean(found));
  });

  it('with only a name: no WCAG 2.2 AA violation on any page', async () => {
    await schools.empty.admin.chooseTemplate(template);
    const found = await auditPages(template, (page) => `/s/${schools.empty.slug}${page}`);
    expect(found).toEqual(clean(found));
  });
});
