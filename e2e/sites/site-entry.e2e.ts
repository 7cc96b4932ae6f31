import { SAMPLE_SITE_CONTENT as SAMPLE } from '@schoolpage/content-contract/sample';
import { launchBrowser, type Browser } from '../support/browser';
import { freshContext } from '../support/recycled-contexts';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { itemTitles, openSitePage, waitForSite, type SitePage } from './support/site-page';
import type { Page } from 'playwright-core';

/**
 * Spec §4 "Institution site entry" and the shareable address of a published site, with real schools: search and the
 * /web entry lead a published school to its own address, /s/<slug>.
 * A parent finds the school and keeps its address (#42, journey a): a search with a typo suggests the school, which
 * opens at its own address; a reload and the same address opened in another browser show the same site, alert
 * included; the Hindi page at `/s/<slug>/hi` shows the alert too. The search list keeps its words in its address, so
 * it can be reloaded and passed on as well. At 390 and 1366 px.
 */

const SCHOOL = schoolAccount('Riverside Public School', 'riverside');
const WELCOME = 'Welcome to Riverside, a school by the river where every child is known by name.';
/** What a parent types, one letter missing. */
const TYPO = 'Riversde Public';
const ALERT = 'School closed tomorrow: heavy rain';
const HIDDEN = schoolAccount('Hidden Valley School', 'hiddenvalley');
const UNKNOWN_ID = 'ffffffffffffffffffffffff';
/** Riverside's own address. */
const SITE = '/s/riverside-public-school';

let platform: RunningPlatform;
let browser: Browser;
let schoolId: string;
let hiddenId: string;

beforeAll(async () => {
  platform = await sharedPlatform('sites');
  browser = await launchBrowser();

  const school = await SchoolAdmin.register(platform, SCHOOL);
  const welcome = new FormData();
  welcome.set('welcomeMessage', WELCOME);
  await school.postForm('/api/dashboard/home/orginfo', welcome);
  await school.post('/api/dashboard/languages', { default: 'en', languages: ['en', 'hi'] });
  await school.post('/api/dashboard/alert', { message: ALERT, level: 'emergency' });
  await school.addNotice('Term starts on Monday');
  await new Promise((r) => setTimeout(r, 20));
  await school.addNotice('Sports day moved to Friday');
  await school.post('/api/dashboard/academics/calendar-of-event', { eventTitle: 'Prize Day', eventDate: '2027-03-20' });
  await school.post('/api/dashboard/academics/calendar-of-event', { eventTitle: 'Open Day', eventDate: '2027-01-15' });
  await school.chooseTemplate('nbl');
  await school.publish();
  schoolId = await school.organizationId();

  // A school that was published once and then hidden again.
  const hidden = await SchoolAdmin.register(platform, HIDDEN);
  await hidden.publish();
  hiddenId = await hidden.organizationId();
  await hidden.unpublish();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const opened: SitePage[] = [];

async function open(viewport?: { width: number; height: number }) {
  const site = await openSitePage(browser, viewport);
  opened.push(site);
  return site;
}

afterEach(async () => {
  const errors = opened.flatMap((o) => o.errors);
  await Promise.all(opened.splice(0).map((o) => o.close()));
  expect(errors).toEqual([]);
});

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
/**
 * The stored value once it is `expected`, or what it is after 5 s: the site applies its storage rules once it has
 * drawn the page, a moment after the school's name shows.
 */
async function storageOnceSettled(page: Page, key: string, expected: string | null): Promise<string | null> {
  await page.waitForFunction(([k, value]) => localStorage.getItem(k as string) === value, [key, expected], { timeout: 5_000 }).catch(() => undefined);
  return storage(page, key);
}

async function expectRedirectedHome(page: Page) {
  await page.waitForURL(`${platform.baseUrl}/`);
  await page.getByPlaceholder('Search your School ...').waitFor();
}

async function expectRiverside(page: Page) {
  await waitForSite(page, SCHOOL.organizationName);
  await page.getByText(WELCOME).waitFor();
}

async function searchFor(page: Page, text: string) {
  await page.goto(`${platform.baseUrl}/`);
  const box = page.getByPlaceholder('Search your School ...');
  await box.fill(text);
  return box;
}

/** The school's site with its welcome and its alert at the top, as a parent sees it. */
async function expectRiversideWithAlert(page: Page) {
  await expectRiverside(page);
  await page.getByRole('alert').filter({ hasText: ALERT }).waitFor();
}

describe.each([390, 1366])('a parent finds the school at %i px', (width) => {
  const viewport = { width, height: 900 };
  const address = () => `${platform.baseUrl}${SITE}`;

  it('a search with a typo opens the school at its own address, which reloads and can be shared, alert in English and Hindi', async () => {
    const { page } = await open(viewport);
    await searchFor(page, TYPO);
    await page.getByRole('option', { name: SCHOOL.organizationName }).click();
    await page.waitForURL(address());
    await expectRiversideWithAlert(page);
    expect(await storage(page, 'isStaticContent')).toBeNull();

    await page.reload();
    expect(page.url()).toBe(address());
    await expectRiversideWithAlert(page);
    if (width >= 720) {
      // The school's real notices newest first and events soonest first, reached through the site's own menu.
      await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Notices' }).click();
      await page.waitForURL(`**${SITE}/notices`);
      expect(await itemTitles(page, 'notices')).toEqual(['Sports day moved to Friday', 'Term starts on Monday']);
      expect(await itemTitles(page, 'events')).toEqual(['Open Day', 'Prize Day']);
    }

    // Shared: the same address in a browser that has never been here (no navigation state, nothing stored).
    const { page: friend } = await open(viewport);
    await friend.goto(address());
    expect(friend.url()).toBe(address());
    await expectRiversideWithAlert(friend);

    // In Hindi, from the site's own language switcher: the alert shows there too.
    await friend.getByRole('link', { name: 'हिन्दी' }).click();
    await friend.waitForURL(`${address()}/hi`);
    expect(await friend.locator('html').getAttribute('lang')).toBe('hi');
    await friend.getByRole('alert').filter({ hasText: ALERT }).waitFor();
    // With the slash at the end too: one address, the other answers 301 to it.
    const slashed = await fetch(`${address()}/hi/`, { redirect: 'manual' });
    expect([slashed.status, slashed.headers.get('location')]).toEqual([301, `${SITE}/hi`]);
  });

  it('the search list keeps the words in its address: reloaded or shared, it lists the school, which opens at its address', async () => {
    const { page } = await open(viewport);
    const box = await searchFor(page, TYPO);
    // The list is asked for with the Search button on a phone, with Enter on a desktop.
    if (width < 720) await page.getByRole('button', { name: 'Search' }).click();
    else await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search-list' && url.searchParams.get('q') === TYPO);
    await page.getByText('Available List').waitFor();
    await page.getByRole('link', { name: SCHOOL.organizationName }).waitFor();

    const { page: shared } = await open(viewport);
    await shared.goto(page.url());
    await shared.getByRole('link', { name: SCHOOL.organizationName }).waitFor();
    await shared.reload();
    await shared.getByRole('link', { name: SCHOOL.organizationName }).click();
    await shared.waitForURL(address());
    await expectRiversideWithAlert(shared);
  });
});

describe('arriving with navigation state', () => {
  it("the spec's /web/<template> entry with navigation state moves to the school's address", async () => {
    const { page } = await open();
    await page.goto(`${platform.baseUrl}/about`);
    await page.getByRole('heading').first().waitFor();
    // What a spec client does: /web/{templateName} with _id and templateName as navigation state.
    await page.evaluate((id) => {
      history.pushState({ usr: { _id: id, templateName: 'nbl' }, key: 'search', idx: 1 }, '', '/web/nbl');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, schoolId);
    await page.waitForURL(`${platform.baseUrl}${SITE}`);
    await expectRiverside(page);
  });
});

describe('orgData in localStorage', () => {
  it('is used when the navigation state is gone (another tab), and cleared on /', async () => {
    const first = await open();
    // What the /web entry keeps of a school chosen there (spec §4); leaving for the school's address unloads the
    // page, which clears it (spec §2), so it is written here by a page that stays.
    await first.page.goto(`${platform.baseUrl}/about`);
    await first.page.evaluate((id) => localStorage.setItem('orgData', JSON.stringify({ _id: id, templateName: 'nbl' })), schoolId);

    const second = await first.context.newPage();
    await second.goto(`${platform.baseUrl}/web/nbl/about`);
    await second.waitForURL(`${platform.baseUrl}${SITE}/about`);
    await waitForSite(second, SCHOOL.organizationName);
    await second.locator('section#faculty').waitFor();

    await first.page.goto(`${platform.baseUrl}/`);
    expect(await storage(first.page, 'orgData')).toBeNull();
    const third = await first.context.newPage();
    await third.goto(`${platform.baseUrl}/web/nbl`);
    await expectRedirectedHome(third);
  });

  it('without an _id sends the visitor to /', async () => {
    const { page, context } = await open();
    await page.goto(`${platform.baseUrl}/about`);
    await page.evaluate(() => localStorage.setItem('orgData', JSON.stringify({ templateName: 'nbl', organizationName: 'No Id School' })));
    const other = await context.newPage();
    await other.goto(`${platform.baseUrl}/web/nbl`);
    await expectRedirectedHome(other);
  });

  it('naming a hidden school sends the visitor to /', async () => {
    const { page, context } = await open();
    await page.goto(`${platform.baseUrl}/about`);
    await page.evaluate((id) => localStorage.setItem('orgData', JSON.stringify({ _id: id, templateName: 'run' })), hiddenId);
    const other = await context.newPage();
    await other.goto(`${platform.baseUrl}/web/run`);
    await expectRedirectedHome(other);
  });
});

describe('redirects and unknown addresses', () => {
  it('with no organisation at all, /web/nbl sends the visitor to /', async () => {
    const { page } = await open();
    await page.goto(`${platform.baseUrl}/web/nbl`);
    await expectRedirectedHome(page);
  });

  it.each([
    ['an unknown id', () => UNKNOWN_ID],
    ['a school that is not published', () => hiddenId],
  ])('the shareable address of %s sends the visitor to /', async (_name, id) => {
    const { page } = await open();
    await page.goto(`${platform.baseUrl}/web/run?org=${id()}`);
    await expectRedirectedHome(page);
    expect(await page.getByText(HIDDEN.organizationName).count()).toBe(0);
  });

  it('a content fetch that fails still ends the loading, and sends the visitor to /', async () => {
    const { page } = await open();
    await page.route('**/api/web/site-address*', (request) => request.abort('connectionrefused'));
    await page.route('**/api/web/all-content*', (request) => request.abort('connectionrefused'));
    await page.goto(`${platform.baseUrl}/web/nbl?org=${schoolId}`);
    await expectRedirectedHome(page);
  });

  it("an unknown path under /web says 'Page not found'", async () => {
    const { page } = await open();
    await page.goto(`${platform.baseUrl}/web/no-such-template?source=sample-template`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(`${platform.baseUrl}/web/no-such-template?org=${schoolId}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});

describe('the isStaticContent flag', () => {
  it('is stored by ?source=sample-template, then decides for /web pages without the query, and is removed outside /web', async () => {
    const { page, context } = await open();
    await page.goto(`${platform.baseUrl}/web/run?source=sample-template`);
    await waitForSite(page, SAMPLE.organizationName);
    expect(await storageOnceSettled(page, 'isStaticContent', 'true')).toBe('true');

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL('**/web/run/gallery?source=sample-template');
    await waitForSite(page, SAMPLE.organizationName);
    // Without the query, the stored flag decides: another tab shows the sample too.
    const other = await context.newPage();
    await other.goto(`${platform.baseUrl}/web/nbl/course`);
    // NBL's former name of the page leads to its one name.
    await other.waitForURL(`${platform.baseUrl}/web/nbl/admissions`);
    await waitForSite(other, SAMPLE.organizationName);
    await other.locator('section#popular-courses').getByText('Masters').waitFor();

    await page.goto(`${platform.baseUrl}/about`);
    await page.getByRole('heading').first().waitFor();
    expect(await storageOnceSettled(page, 'isStaticContent', null)).toBeNull();
    const later = await context.newPage();
    await later.goto(`${platform.baseUrl}/web/nbl`);
    await expectRedirectedHome(later);
  });

  it('a real school opened from search never shows sample content', async () => {
    const { page } = await open();
    await page.goto(`${platform.baseUrl}/web/nbl?source=sample-template`);
    await waitForSite(page, SAMPLE.organizationName);
    await searchFor(page, 'Riverside');
    expect(await storage(page, 'isStaticContent')).toBeNull();
    await page.getByRole('option', { name: SCHOOL.organizationName }).click();
    await expectRiverside(page);
    expect(await page.getByText(SAMPLE.organizationName).count()).toBe(0);
  });
});

describe('the shareable address /web/<template>?org=<id>', () => {
  it("opens the published school at its own address in a fresh browser, with its name as the page title", async () => {
    const { page } = await open({ width: 390, height: 800 });
    await page.goto(`${platform.baseUrl}/web/nbl?org=${schoolId}`);
    await page.waitForURL(`${platform.baseUrl}${SITE}`);
    await expectRiverside(page);
    expect(await page.title()).toBe(SCHOOL.organizationName);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(WELCOME);
  });

  it("names the school's content in the page it sends, and the browser fetches it once", async () => {
    const contentCall = `/api/web/all-content?organizationId=${schoolId}`;
    const html = await (await fetch(`${platform.baseUrl}/web/nbl?org=${schoolId}`)).text();
    expect(html).toContain(`<link rel="preload" href="${contentCall}" as="fetch" crossorigin="use-credentials">`);

    // A first visit: nothing of the school in the browser's cache yet.
    const context = await freshContext(browser, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    opened.push({ page, context, errors, close: () => context.close() });
    const contentFetches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname + url.search === contentCall) contentFetches.push(request.resourceType());
    });
    await page.goto(`${platform.baseUrl}/web/nbl?org=${schoolId}`);
    await expectRiverside(page);
    await page.waitForLoadState('networkidle');
    expect(contentFetches).toHaveLength(1);
  });

  it('opens a child page directly, at its one address', async () => {
    const { page } = await open();
    await page.goto(`${platform.baseUrl}/web/nbl/notice?org=${schoolId}`);
    await page.waitForURL(`${platform.baseUrl}${SITE}/notices`);
    await waitForSite(page, SCHOOL.organizationName);
    expect(await itemTitles(page, 'notices')).toEqual(['Sports day moved to Friday', 'Term starts on Monday']);
  });

  it("keeps showing the school while the visitor moves through the site's pages", async () => {
    const { page } = await open();
    await page.goto(`${platform.baseUrl}/web/nbl?org=${schoolId}`);
    await page.waitForURL(`${platform.baseUrl}${SITE}`);
    await expectRiverside(page);
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${platform.baseUrl}${SITE}/about`);
    await page.waitForLoadState('networkidle');
    // A visitor who came from a poster's link stays on the school's site, at an address that names it.
    await waitForSite(page, SCHOOL.organizationName);
    await page.locator('section#history').waitFor();
    await page.reload();
    await waitForSite(page, SCHOOL.organizationName);
    await page.locator('section#faculty').waitFor();
  });
});
