import { launchBrowser, type Browser } from '../support/browser';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { siteSlugOf } from '../support/server-rendered-page';
import { FULL_SCHOOL, fillInFullSchool } from './support/full-school';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { openHydrated, visitorTabs } from './support/site-visitor';

/**
 * Public sites are easy to tap and to call: every link and button is at least 24 × 24 px (WCAG 2.5.8; a link
 * inside a sentence excepted), calling, writing, the menu and downloads at least 44 × 44 px; phones read as people
 * write them and dial in E.164; a WhatsApp link opens a chat; a downloaded form is saved under its title. On a
 * phone (390 px) and a laptop (1366 px).
 */

const PAGES = { run: ['', '/about', '/notices', '/admissions', '/gallery', '/contact'], nbl: ['', '/about', '/gallery', '/admissions', '/notices', '/contact'] } as const;
const WIDTHS = [390, 1366];
/** A school that typed its phones without spaces, and social links as people do. */
const SCHOOL = {
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
/** The file's visitor, a tab for each check, at each width. */
let tabs: ReturnType<typeof visitorTabs>;
const slugs: Record<'run' | 'nbl', string> = { run: '', nbl: '' };

beforeAll(async () => {
  platform = await sharedPlatform('sites');
  browser = await launchBrowser();
  tabs = visitorTabs(browser);
  for (const template of ['run', 'nbl'] as const) {
    const admin = await SchoolAdmin.register(platform, schoolAccount(`Tap School ${template}`, `tap${template}`));
    await fillInFullSchool(admin, SCHOOL);
    await admin.chooseTemplate(template);
    await admin.publish();
    slugs[template] = await siteSlugOf(admin);
  }
}, 240_000);

afterAll(async () => {
  await tabs?.close();
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

describe.each(['run', 'nbl'] as const)('the %s template', (template) => {
  it.each(WIDTHS)('every tap target is 24 × 24 px or more, calling, writing, the menu and downloads 44 × 44 px, at %i px', async (width) => {
    const visitor = await tabs.open(width);
    const found: Record<string, Target[]> = {};
    let mainActions = 0;
    for (const page of PAGES[template]) {
      await openHydrated(visitor.page, `${platform.baseUrl}/s/${slugs[template]}${page}`);
      const measured = await visitor.page.evaluate(smallTargets);
      found[page || '/'] = measured.small;
      mainActions += measured.mainActions;
    }
    await visitor.close();
    expect(found).toEqual(Object.fromEntries(PAGES[template].map((page) => [page || '/', []])));
    expect(mainActions).toBeGreaterThan(PAGES[template].length * 3);
  });
});

it.each(WIDTHS)('phones read as people write them and dial in E.164; social links open the right place, at %i px', async (width) => {
  const visitor = await tabs.open(width);
  await openHydrated(visitor.page, `${platform.baseUrl}/s/${slugs.run}`);
  const footer = visitor.page.locator('footer');
  expect(await footer.getByRole('link', { name: '+91 98290 11111', exact: true }).getAttribute('href')).toBe('tel:+919829011111');
  expect(await footer.getByRole('link', { name: '+91 80 2345 6789', exact: true }).getAttribute('href')).toBe('tel:+918023456789');
  const follow = visitor.page.getByRole('list', { name: 'Follow us' });
  expect(await follow.getByRole('link', { name: /Instagram/ }).getAttribute('href')).toBe('https://instagram.com/ourschool');
  expect(await follow.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/919829011111');

  await openHydrated(visitor.page, `${platform.baseUrl}/s/${slugs.run}/about`);
  const faculty = visitor.page.locator('section#faculty');
  expect(await faculty.getByRole('link', { name: '+91 98450 12345', exact: true }).getAttribute('href')).toBe('tel:+919845012345');
  expect(visitor.errors).toEqual([]);
  await visitor.close();
});

it.each(WIDTHS)('a downloaded application form is saved under its title, not its stored name, at %i px', async (width) => {
  const visitor = await tabs.open(width);
  await openHydrated(visitor.page, `${platform.baseUrl}/s/${slugs.run}/admissions`);
  const [download] = await Promise.all([visitor.page.waitForEvent('download'), visitor.page.getByRole('link', { name: `Download ${SCHOOL.form}` }).click()]);
  expect(download.suggestedFilename()).toBe(`${SCHOOL.form}.pdf`);
  expect(visitor.errors).toEqual([]);
  await visitor.close();
});
