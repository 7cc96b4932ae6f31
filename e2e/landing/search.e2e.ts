import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import type { Locator } from 'playwright-core';
import { launchBrowser, openPage, type Browser, type Page } from '../support/browser';
import { browserTabs, type BrowserTabs } from '../support/browser-tabs';
import { startPlatform, type RunningPlatform } from '../support/platform';
import { schoolAccount, seedSchools, type SeededSchool } from '../support/seed-schools';
import { horizontalOverflow, landsOn, siteUrlOf, storedItem } from './page-checks';

/**
 * Spec §2 Landing and Search results, issue 6 point 7: a visitor finds a school by name, through the
 * suggestions (mouse or keyboard) or the paginated list, and lands on its public site.
 */

let platform: RunningPlatform;
let browser: Browser;
/** The file's visitor, a new tab for each journey that needs no fresh storage of its own. */
let tabs: BrowserTabs;
/** 20 published schools whose names share "Maple Grove", in the order search lists them. */
let mapleSchools: SeededSchool[];
let riversideAcademy: SeededSchool;
let riversideHigh: SeededSchool;

const MAPLE_COUNT = 20;
const HIDDEN_SCHOOL = 'Riverside Hidden School';

beforeAll(async () => {
  // Seeding registers and logs in 23 schools: lift the per-IP limit of the auth routes for this run.
  platform = await startPlatform({ AUTH_RATE_LIMIT: '1000' });
  browser = await launchBrowser();
  tabs = browserTabs(browser);
  const mapleNames = Array.from({ length: MAPLE_COUNT }, (_, i) => `Maple Grove School ${String(i + 1).padStart(2, '0')}`);
  mapleSchools = await seedSchools(platform, mapleNames.map((name) => schoolAccount(name)));
  [riversideAcademy, riversideHigh] = await seedSchools(platform, [
    schoolAccount('Riverside Academy', { template: 'run' }),
    schoolAccount('Riverside High School', { template: 'nbl' }),
    schoolAccount(HIDDEN_SCHOOL, { publish: false }),
  ]);
}, 120_000);

afterAll(async () => {
  await tabs?.close();
  await browser?.close();
  await platform?.stop();
});

/** Opens the landing page and returns its search box, ready for typing. */
async function openLanding(page: Page) {
  await page.goto(platform.baseUrl + '/');
  const box = page.getByRole('combobox', { name: 'Search your School' });
  await box.waitFor();
  return box;
}

/** Every /api/search/suggestion request the page makes, by its searchValue. */
function recordSuggestionRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search/suggestion') asked.push(url.searchParams.get('searchValue') ?? '');
  });
  return asked;
}

function optionNames(page: Page): Promise<string[]> {
  return page.getByRole('listbox').getByRole('option').allTextContents();
}

/** The school names listed on the current /search-list page. */
function listedNames(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Available List' }).getByRole('link').allTextContents();
}

/**
 * Types `text` key by key, 30 ms apart, and returns what the box held at each pause of 250 ms or more
 * between two keys: only there may the 300 ms debounce let a request out. A loaded CI machine can stall
 * a keystroke; on a normal run there is no pause at all.
 */
async function typeInBurst(page: Page, box: Locator, text: string): Promise<string[]> {
  await box.evaluate((input: HTMLInputElement) => {
    const typing = window as unknown as { keyTimes: [number, string][] };
    typing.keyTimes = [];
    if (input.dataset['timed']) return;
    input.dataset['timed'] = 'yes';
    input.addEventListener('input', () => typing.keyTimes.push([performance.now(), input.value]));
  });
  await box.pressSequentially(text, { delay: 30 });
  const keys = await page.evaluate(() => (window as unknown as { keyTimes: [number, string][] }).keyTimes);
  return keys.slice(0, -1).filter(([time], i) => keys[i + 1][0] - time >= 250).map(([, value]) => value.trim());
}

/** Expects exactly one request for `typed`, last, plus at most one per stall the typing had. */
function expectOneRequestPerBurst(asked: string[], typed: string, stalls: string[]): void {
  expect(asked[asked.length - 1]).toBe(typed);
  expect(asked.slice(0, -1).filter((value) => !stalls.includes(value))).toEqual([]);
  expect(asked.length).toBeLessThanOrEqual(stalls.length + 1);
}

/** Every text the search box's status line shows from now on. */
async function recordStatusTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.getByRole('search').getByRole('status').evaluate((status) => {
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
}

describe('search box on the landing page', () => {
  it('asks for suggestions once for a burst of typing, showing Loading... meanwhile, then lists the matches', async () => {
    const { page, errors, close } = await tabs.open();
    const box = await openLanding(page);
    expect(await box.getAttribute('placeholder')).toBe('Search your School ...');
    const asked = recordSuggestionRequests(page);
    const statusTexts = await recordStatusTexts(page);

    const stalls = await typeInBurst(page, box, 'Maple');
    await page.getByRole('option').first().waitFor();
    // Whatever is still pending after the debounce would have been sent by now.
    await page.waitForTimeout(700);

    expectOneRequestPerBurst(asked, 'Maple', stalls);
    expect(await statusTexts()).toContain('Loading...');
    const options = await optionNames(page);
    // The API suggests at most 10 names, in name order.
    expect(options).toEqual(mapleSchools.slice(0, 10).map((school) => school.organizationName));
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await close();
  });

  it('a pause in typing asks again, for the whole text typed so far', async () => {
    const { page, close } = await tabs.open();
    const box = await openLanding(page);
    const asked = recordSuggestionRequests(page);

    const firstStalls = await typeInBurst(page, box, 'River');
    await page.getByRole('option', { name: riversideHigh.organizationName }).waitFor();
    // An unpublished school is never suggested.
    expect(await optionNames(page)).toEqual([riversideAcademy.organizationName, riversideHigh.organizationName]);
    expectOneRequestPerBurst(asked, 'River', firstStalls);
    const firstBurst = asked.length;

    const secondStalls = await typeInBurst(page, box, 'side H');
    await page.getByRole('option', { name: riversideAcademy.organizationName }).waitFor({ state: 'detached' });
    await page.getByRole('option', { name: riversideHigh.organizationName }).waitFor();
    await page.waitForTimeout(500);

    expectOneRequestPerBurst(asked.slice(firstBurst), 'Riverside H', secondStalls);
    expect(await optionNames(page)).toEqual([riversideHigh.organizationName]);
    await close();
  });

  it("clicking a suggestion opens that school's site at its own address", async () => {
    const { page, errors, close } = await tabs.open();
    const box = await openLanding(page);
    const address = await siteUrlOf(page, riversideAcademy);
    await box.pressSequentially('Riverside Academy');
    await page.getByRole('option', { name: riversideAcademy.organizationName }).click();

    await landsOn(page, address);
    await page.getByRole('heading', { level: 1, name: riversideAcademy.organizationName }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('arrow keys move through the suggestions and Enter opens the chosen school', async () => {
    const { page, errors, close } = await tabs.open();
    const box = await openLanding(page);
    await box.pressSequentially('Riverside');
    const academy = page.getByRole('option', { name: riversideAcademy.organizationName });
    const high = page.getByRole('option', { name: riversideHigh.organizationName });
    await high.waitFor();
    expect(await optionNames(page)).toEqual([riversideAcademy.organizationName, riversideHigh.organizationName]);

    await box.press('ArrowDown');
    expect(await academy.getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowDown');
    expect(await high.getAttribute('aria-selected')).toBe('true');
    expect(await academy.getAttribute('aria-selected')).toBe('false');
    // Past the last one it wraps to the first, and back up again.
    await box.press('ArrowDown');
    expect(await academy.getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowUp');
    expect(await high.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await high.getAttribute('id'));

    const address = await siteUrlOf(page, riversideHigh);
    await box.press('Enter');
    await landsOn(page, address);
    await page.getByRole('heading', { level: 1, name: riversideHigh.organizationName }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('says No results found for "{query}" when nothing matches, and the list page says No results found.', async () => {
    const { page, close } = await tabs.open();
    const box = await openLanding(page);
    await box.pressSequentially('Zebra Crossing');
    await page.getByRole('status').filter({ hasText: 'No results found for "Zebra Crossing"' }).waitFor();
    expect(await page.getByRole('listbox').isHidden()).toBe(true);
    // Spec §2: an unpublished school is not found either.
    await box.fill(HIDDEN_SCHOOL);
    await page.getByRole('status').filter({ hasText: `No results found for "${HIDDEN_SCHOOL}"` }).waitFor();

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await landsOn(page, '/search-list');
    await page.getByRole('heading', { name: 'Available List' }).waitFor();
    await page.getByText('No results found.', { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Search results pages' }).count()).toBe(0);
    await close();
  });

  it('the list page reached without a search says No results found.', async () => {
    const { page, close } = await tabs.open();
    await page.goto(platform.baseUrl + '/search-list');
    await page.getByRole('heading', { name: 'Available List' }).waitFor();
    await page.getByText('No results found.', { exact: true }).waitFor();
    await close();
  });
});

describe('search results list', () => {
  it('pages 20 results 8 at a time with page numbers, Previous and Next, opens a school and comes back to its page', async () => {
    const { page, errors, close } = await tabs.open();
    const box = await openLanding(page);
    await box.fill('maple grove');
    await box.press('Enter');

    await landsOn(page, '/search-list');
    await page.getByRole('heading', { name: 'Available List' }).waitFor();
    const pages = page.getByRole('navigation', { name: 'Search results pages' });
    await pages.waitFor();
    const previous = pages.getByRole('button', { name: 'Previous' });
    const next = pages.getByRole('button', { name: 'Next' });
    const names = mapleSchools.map((school) => school.organizationName);

    expect(await listedNames(page)).toEqual(names.slice(0, 8));
    expect(await pages.getByRole('listitem').allTextContents()).toEqual(['1', '2', '3']);
    expect(await pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await page.getByText('Page 1 of 3').waitFor();
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isEnabled()).toBe(true);

    await next.click();
    await page.getByText('Page 2 of 3').waitFor();
    expect(await listedNames(page)).toEqual(names.slice(8, 16));
    expect(await previous.isEnabled()).toBe(true);

    await pages.getByRole('button', { name: 'Page 3' }).click();
    await page.getByText('Page 3 of 3').waitFor();
    expect(await listedNames(page)).toEqual(names.slice(16, 20));
    expect(await next.isDisabled()).toBe(true);
    expect(await pages.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    await previous.click();
    await page.getByText('Page 2 of 3').waitFor();
    expect(await listedNames(page)).toEqual(names.slice(8, 16));

    const chosen = mapleSchools[10];
    const address = await siteUrlOf(page, chosen);
    await page.getByRole('link', { name: chosen.organizationName }).click();
    await landsOn(page, address);
    await page.getByRole('heading', { level: 1, name: chosen.organizationName }).waitFor();

    // Back from the school's site shows the page the visitor left.
    await page.goBack();
    await page.getByText('Page 2 of 3').waitFor();
    expect(await listedNames(page)).toEqual(names.slice(8, 16));
    expect(errors).toEqual([]);
    await close();
  });

  it('the results and their page numbers fit a 320 px wide screen', async () => {
    const { page, close } = await tabs.open({ width: 320, height: 640 });
    const box = await openLanding(page);
    await box.fill('Maple');
    await box.press('Enter');
    await page.getByRole('navigation', { name: 'Search results pages' }).waitFor();
    const overflow = await horizontalOverflow(page);
    expect(overflow).toEqual({ scrollWidth: 320, viewport: 320, culprits: [] });
    await close();
  });
});

describe('storage keys (spec §2, §9)', () => {
  // Each journey starts from empty local storage: a context of its own.
  it('orgData survives browsing the platform but is cleared back on / and on reload', async () => {
    const { page, close } = await openPage(browser);
    const box = await openLanding(page);
    await box.fill('Riverside');
    await box.press('Enter');
    await landsOn(page, '/search-list');
    // What the spec's /web entry keeps of a school (e2e/sites/site-entry.e2e.ts follows the entry itself).
    await page.evaluate((org) => localStorage.setItem('orgData', org), JSON.stringify({ _id: riversideAcademy._id, templateName: 'run' }));

    // Browsing to another page of the platform keeps it...
    await page.getByRole('navigation').getByRole('link', { name: 'About Us' }).first().click();
    await landsOn(page, '/about');
    expect(JSON.parse((await storedItem(page, 'orgData')) ?? '{}')).toMatchObject({ _id: riversideAcademy._id });
    await page.goBack();
    await page.getByRole('heading', { name: 'Available List' }).waitFor();
    expect(await storedItem(page, 'orgData')).not.toBeNull();
    // ...and the landing page forgets it.
    await page.goBack();
    await landsOn(page, '/');
    await page.getByRole('combobox', { name: 'Search your School' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('orgData') === null);

    // A reload forgets it too.
    await page.goForward();
    await page.getByRole('heading', { name: 'Available List' }).waitFor();
    await page.evaluate((org) => localStorage.setItem('orgData', org), JSON.stringify({ _id: riversideAcademy._id }));
    await page.reload();
    await page.getByRole('heading', { name: 'Available List' }).waitFor();
    expect(await storedItem(page, 'orgData')).toBeNull();
    await close();
  });

  it('isStaticContent is kept inside /web and removed on any page outside it', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(platform.baseUrl + '/web/nbl?source=sample-template');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await storedItem(page, 'isStaticContent')).toBe('true');

    // Inside the site the sample flag stays, so a child page without the query still shows sample content.
    await page.goto(platform.baseUrl + '/web/nbl/about');
    await page.getByText(SAMPLE_SITE_CONTENT.facultyMember[0].fullName).first().waitFor();
    expect(await storedItem(page, 'isStaticContent')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/web/nbl/about');

    await page.goto(platform.baseUrl + '/about');
    await page.getByRole('heading', { level: 1, name: 'About SchoolPage' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('isStaticContent') === null);
    await close();
  });
});

describe('landing page figures', () => {
  it('Institutions registered is the live count of registered schools', async () => {
    const { page, close } = await tabs.open();
    await openLanding(page);
    // The figures' list is busy until the live counts arrive.
    const figure = page.locator('dl:not([aria-busy]) div').filter({ hasText: 'Institutions registered' }).locator('dd');
    await figure.waitFor();
    expect(await figure.textContent()).toBe(String(MAPLE_COUNT + 3));
    await close();
  });
});
