import { launchBrowser, type Browser } from '../support/browser';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { siteSlugOf } from '../support/server-rendered-page';
import { axeViolations } from './support/axe';
import { FULL_SCHOOL, fillInFullSchool } from './support/full-school';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { openHydrated, openVisitor } from './support/site-visitor';

/**
 * Every page of both templates passes axe-core's WCAG 2.2 AA rules (0 violations) with the sample content,
 * a school with everything filled in and a school with only its name, on a phone (390 px) and a laptop
 * (1366 px), once the browser has taken the server's page over.
 * Public sites are easy to tap and to call: on the same pages of the school with everything filled in, every link and
 * button is at least 24 × 24 px (WCAG 2.5.8; a link inside a sentence excepted), calling, writing, the menu and
 * downloads at least 44 × 44 px; phones read as people write them and dial in E.164; a WhatsApp link opens a chat; a
 * downloaded form is saved under its title.
 */

const PAGES = { run: ['', '/about', '/notices', '/admissions', '/gallery', '/contact'], nbl: ['', '/about', '/gallery', '/admissions', '/notices', '/contact'] } as const;
const WIDTHS = [390, 1366];
const viewportOf = (width: number) => ({ width, height: width < 500 ? 844 : 900 });
/** Everything filled in, by a school that typed its phones without spaces, and social links as people do. */
const FULL = {
  ...FULL_SCHOOL,
  contact: { ...FULL_SCHOOL.contact, phone: ['919829011111', '+91 80 2345 6789'] },
  faculty: { ...FULL_SCHOOL.faculty, phone: '919845012345' },
  social: [
    { socialMediaName: 'Instagram', socialMediaURL: 'instagram.com/ourschool' },
    { socialMediaName: 'WhatsApp', socialMediaURL: '+91 98290 11111' },
  ],
};

let platform: RunningPlatform;
let browser: Browser;
const schools: Record<'full' | 'empty', { admin: SchoolAdmin; slug: string }> = {} as never;

beforeAll(async () => {
  platform = await sharedPlatform('sites');
  browser = await launchBrowser();
  const full = await SchoolAdmin.register(platform, schoolAccount("St. Mary's High School", 'stmarysaxe'));
  await fillInFullSchool(full, FULL);
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

interface Target {
  what: string;
  width: number;
  height: number;
}

/** The visible links and buttons of the page that are smaller than 24 × 24 px, or, for the main actions, than 44 × 44 px. */
function smallTargets(): { small: Target[]; mainActions: number } {
  const MAIN = 'a[href^="tel:"], a[href^="mailto:"], button[aria-controls="site-navigation"], a[download], a[href*="/api/files/"]';
  const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ${element.getAttribute('href') ?? ''}`;
  /** WCAG 2.5.8's inline exception: a link within a sentence of other text. */
  const inSentence = (element: Element) =>
    getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
  const small: Target[] = [];
  let mainActions = 0;
  for (const element of document.querySelectorAll('a[href], button, summary, input, select, textarea')) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
    if (element.closest('[aria-hidden="true"]') || element.classList.toString().includes('skip')) continue;
    const main = element.matches(MAIN);
    if (main) mainActions += 1;
    const least = main ? 44 : 24;
    if (!main && inSentence(element)) continue;
    if (box.width < least - 0.5 || box.height < least - 0.5) small.push({ what: describe(element), width: Math.round(box.width), height: Math.round(box.height) });
  }
  return { small, mainActions };
}

/**
 * Each page at each width: the violations axe finds, the page's script errors and, with `taps`, its tap targets that
 * are too small and how many main actions (calling, writing, the menu, downloads) it has. A page is loaded once on a
 * phone and audited, then widened to a laptop and audited again: the templates lay out by CSS media queries alone,
 * so the widened page is the laptop's layout (folded menu opened out, wider grids).
 */
async function auditPages(template: 'run' | 'nbl', address: (page: string) => string, { taps = false } = {}) {
  const found: { page: string; width: number; violations: unknown[]; errors: string[]; smallTargets?: Target[] }[] = [];
  const mainActions: Record<number, number> = Object.fromEntries(WIDTHS.map((width) => [width, 0]));
  const visitor = await openVisitor(browser, WIDTHS[0]);
  for (const page of PAGES[template]) {
    await visitor.page.setViewportSize(viewportOf(WIDTHS[0]));
    await openHydrated(visitor.page, platform.baseUrl + address(page));
    for (const width of WIDTHS) {
      await visitor.page.setViewportSize(viewportOf(width));
      expect(await visitor.page.evaluate(() => window.innerWidth)).toBe(width);
      const violations = await axeViolations(visitor.page);
      const measured = taps ? await visitor.page.evaluate(smallTargets) : undefined;
      found.push({ page: page || '/', width, violations, errors: [...visitor.errors], ...(measured ? { smallTargets: measured.small } : {}) });
      mainActions[width] += measured?.mainActions ?? 0;
      visitor.errors.length = 0;
    }
  }
  await visitor.close();
  return { found, mainActions };
}

const clean = ({ found }: Awaited<ReturnType<typeof auditPages>>) =>
  found.map(({ page, width, smallTargets }) => ({ page, width, violations: [], errors: [], ...(smallTargets ? { smallTargets: [] } : {}) }));

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
    const audit = await auditPages(template, (page) => `/web/${template}${page}?source=sample-template`);
    expect(audit.found).toEqual(clean(audit));
  });

  it('with every section filled in: no WCAG 2.2 AA violation on any page; every tap target is 24 × 24 px or more, calling, writing, the menu and downloads 44 × 44 px', async () => {
    await schools.full.admin.chooseTemplate(template);
    const audit = await auditPages(template, (page) => `/s/${schools.full.slug}${page}`, { taps: true });
    expect(audit.found).toEqual(clean(audit));
    for (const width of WIDTHS) expect(audit.mainActions[width]).toBeGreaterThan(PAGES[template].length * 3);
  });

  it('with only a name: no WCAG 2.2 AA violation on any page', async () => {
    await schools.empty.admin.chooseTemplate(template);
    const audit = await auditPages(template, (page) => `/s/${schools.empty.slug}${page}`);
    expect(audit.found).toEqual(clean(audit));
  });
});

describe.each(WIDTHS)('the school with everything filled in, at %i px', (width) => {
  beforeAll(() => schools.full.admin.chooseTemplate('run'));

  it('phones read as people write them and dial in E.164; social links open the right place', async () => {
    const visitor = await openVisitor(browser, width);
    await openHydrated(visitor.page, `${platform.baseUrl}/s/${schools.full.slug}`);
    const footer = visitor.page.locator('footer');
    expect(await footer.getByRole('link', { name: '+91 98290 11111', exact: true }).getAttribute('href')).toBe('tel:+919829011111');
    expect(await footer.getByRole('link', { name: '+91 80 2345 6789', exact: true }).getAttribute('href')).toBe('tel:+918023456789');
    const follow = visitor.page.getByRole('list', { name: 'Follow us' });
    expect(await follow.getByRole('link', { name: /Instagram/ }).getAttribute('href')).toBe('https://instagram.com/ourschool');
    expect(await follow.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/919829011111');

    await openHydrated(visitor.page, `${platform.baseUrl}/s/${schools.full.slug}/about`);
    const faculty = visitor.page.locator('section#faculty');
    expect(await faculty.getByRole('link', { name: '+91 98450 12345', exact: true }).getAttribute('href')).toBe('tel:+919845012345');
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it('a downloaded application form is saved under its title, not its stored name', async () => {
    const visitor = await openVisitor(browser, width);
    await openHydrated(visitor.page, `${platform.baseUrl}/s/${schools.full.slug}/admissions`);
    const [download] = await Promise.all([visitor.page.waitForEvent('download'), visitor.page.getByRole('link', { name: `Download ${FULL.form}` }).click()]);
    expect(download.suggestedFilename()).toBe(`${FULL.form}.pdf`);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});
