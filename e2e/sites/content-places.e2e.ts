import { launchBrowser, type Browser } from '../support/browser';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { siteSlugOf } from '../support/server-rendered-page';
import { dayFromToday, FULL_SCHOOL, fillInFullSchool } from './support/full-school';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { horizontalOverflow } from './support/site-page';
import { openHydrated, openVisitor, visitorTabs, type SiteVisitor } from './support/site-visitor';

/**
 * A school with every section filled in, on both templates, at its own address (server-rendered, then
 * hydrated): every piece of its content has a place and reads correctly.
 */

const SCHOOL = schoolAccount("St. Mary's High School", 'stmaryscontent');
const PAGES = { run: ['', '/about', '/notices', '/admissions', '/gallery', '/contact'], nbl: ['', '/about', '/gallery', '/admissions', '/notices', '/contact'] } as const;
const NOTICES_NEWEST_FIRST = [...FULL_SCHOOL.notices].reverse();

let platform: RunningPlatform;
let browser: Browser;
let admin: SchoolAdmin;
let slug: string;
let visitor: SiteVisitor | undefined;
let tabs: ReturnType<typeof visitorTabs>;

beforeAll(async () => {
  platform = await sharedPlatform('sites');
  browser = await launchBrowser();
  tabs = visitorTabs(browser);
  admin = await SchoolAdmin.register(platform, SCHOOL);
  await fillInFullSchool(admin);
  await admin.publish();
  slug = await siteSlugOf(admin);
}, 180_000);

afterAll(async () => {
  await tabs?.close();
  await browser?.close();
  await platform?.stop();
});

afterEach(async () => {
  const errors = visitor?.errors ?? [];
  await visitor?.close();
  visitor = undefined;
  expect(errors).toEqual([]);
});

/** A page of the school's site in a new tab of the file's visitor at that width (reduced motion asked for). */
async function visit(path: string, width = 1366) {
  visitor = await tabs.open(width);
  await openHydrated(visitor.page, `${platform.baseUrl}/s/${slug}${path}`);
  return visitor.page;
}

/** How long a slide stays before the next (SlideCarousel's interval is 6 s). */
const SLIDE_SECONDS = 6;

/** The home page under the browser's controllable clock, so a test moves time on instead of waiting for it. */
async function visitWithClock(width: number, reducedMotion: 'reduce' | 'no-preference') {
  visitor = await openVisitor(browser, width, reducedMotion);
  await visitor.context.clock.install();
  await openHydrated(visitor.page, `${platform.baseUrl}/s/${slug}`);
  return visitor.page;
}

describe.each(['run', 'nbl'] as const)('%s template of a full school', (template) => {
  beforeAll(() => admin.chooseTemplate(template));

  it("writes the text logo's halves a word apart", async () => {
    const page = await visit('');
    const brand = page.getByRole('banner').getByRole('link', { name: `${SCHOOL.organizationName}, home` });
    expect((await brand.innerText()).trim()).toBe("St. Mary's High School");
  });

  it("puts the address (its lines kept), the phones (as typed, dialled in E.164) and the e-mails in every page's footer, with nothing wider than a phone", async () => {
    for (const path of PAGES[template]) {
      const page = await visit(path, 390);
      const footer = page.getByRole('contentinfo');
      const address = footer.getByText('14 Church Street');
      expect({ path, lines: (await address.innerText()).split('\n') }).toEqual({ path, lines: ['14 Church Street', 'Shivajinagar', 'Bengaluru 560001'] });
      for (const [index, phone] of FULL_SCHOOL.contact.phone.entries()) {
        expect({ path, href: await footer.getByRole('link', { name: phone, exact: true }).getAttribute('href') }).toEqual({ path, href: FULL_SCHOOL.phoneLinks[index] });
      }
      for (const email of FULL_SCHOOL.contact.email) {
        expect(await footer.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
      }
      expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 });
      const errors = visitor!.errors;
      await visitor!.close();
      visitor = undefined;
      expect({ path, errors }).toEqual({ path, errors: [] });
    }
  });

  it('shows the 3 newest notices on the home page, newest first, with a way to all of them', async () => {
    const page = await visit('');
    const notices = page.locator('section#notices');
    expect((await notices.locator('h3').allInnerTexts()).map((t) => t.trim())).toEqual(NOTICES_NEWEST_FIRST.slice(0, 3));
    await notices.getByRole('link', { name: 'View all notices' }).click();
    await page.waitForURL(`**/s/${slug}/notices`);
    // The notice page has replaced the home page once its fourth notice shows.
    await page.locator('section#notices h3').nth(NOTICES_NEWEST_FIRST.length - 1).waitFor();
    expect((await page.locator('section#notices h3').allInnerTexts()).map((t) => t.trim())).toEqual(NOTICES_NEWEST_FIRST);
  });

  it('shows the overview and every slide with its quote as text on the home page', async () => {
    const page = await visit('');
    await page.locator('section#overview').getByText(FULL_SCHOOL.overview).waitFor();
    const carousel = page.getByRole('region', { name: 'Highlights' });
    for (const quote of FULL_SCHOOL.slides) expect(await carousel.getByText(quote).count()).toBe(1);
    await carousel.getByText(FULL_SCHOOL.slides[0]).waitFor();
  });

  it("lists today's and later events soonest first, and folds the past ones away, latest first", async () => {
    const page = await visit('/notices');
    const events = page.locator('section#events');
    const past = events.locator('details');
    const upcomingTitles = await events.locator(':scope ol:not(details ol) h3').allInnerTexts();
    expect(upcomingTitles).toEqual(['Open day today', 'Parents’ evening tomorrow', 'Sports day']);
    expect(await past.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(await past.locator('h3').allTextContents()).toEqual(['Yesterday’s assembly', 'Last month’s concert']);
    expect(await events.locator(`time[datetime="${dayFromToday(0)}"]`).innerText()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await past.locator('summary').click();
    await past.getByText('Yesterday’s assembly').waitFor();
  });

  it('reaches the admission steps and the application forms from the main menu', async () => {
    const page = await visit('');
    const label = template === 'run' ? 'Admissions' : 'Courses & Admissions';
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: label }).click();
    await page.locator('section#admission-process').getByText(FULL_SCHOOL.admissionSteps[0].stepTitle).waitFor();
    await page.locator('section#application-forms').getByRole('link', { name: `Download ${FULL_SCHOOL.form}` }).waitFor();
  });

  it('opens the map only when asked, and links it to OpenStreetMap and Google Maps', async () => {
    const page = await visit('');
    const contact = page.locator('section#contact-us');
    const osm = contact.getByRole('link', { name: /^Open in OpenStreetMap/ });
    const google = contact.getByRole('link', { name: /^Open in Google Maps/ });
    expect(await osm.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=12.9839&mlon=77.601#map=17/12.9839/77.601');
    expect(await google.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=12.9839%2C77.601');
    expect(await osm.getAttribute('target')).toBe('_blank');
    await contact.getByRole('button', { name: 'Show the map' }).scrollIntoViewIfNeeded();
    expect(visitor!.requests.filter((url) => !url.startsWith(platform.baseUrl))).toEqual([]);
    await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: '<title>map</title>', contentType: 'text/html' }));
    await contact.getByRole('button', { name: 'Show the map' }).press('Enter');
    const map = contact.locator('iframe[title="Map of St. Mary\'s High School"]');
    await map.waitFor();
    expect(await map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(await map.evaluate((frame) => frame === document.activeElement)).toBe(true);
  });
});

describe('the slide carousel', () => {
  beforeAll(() => admin.chooseTemplate('run'));

  const shownQuote = (page: Awaited<ReturnType<typeof visit>>) =>
    page.getByRole('region', { name: 'Highlights' }).locator('[aria-roledescription="slide"]:not([hidden])').innerText();

  it('moves on by itself, and Pause slideshow stops it', async () => {
    const page = await visitWithClock(1366, 'no-preference');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await page.mouse.move(0, 0);
    await page.clock.runFor(SLIDE_SECONDS * 1000);
    await page.waitForFunction((first) => !document.querySelector('[aria-roledescription="slide"]:not([hidden])')?.textContent?.includes(first), FULL_SCHOOL.slides[0]);
    expect(await shownQuote(page)).toBe(FULL_SCHOOL.slides[1]);
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(2 * SLIDE_SECONDS * 1000);
    expect(await shownQuote(page)).toBe(FULL_SCHOOL.slides[1]);
    await carousel.getByRole('button', { name: 'Play slideshow' }).waitFor();
  });

  it('stands still for a visitor who prefers reduced motion, and moves by keyboard: buttons and arrow keys', async () => {
    const page = await visitWithClock(390, 'reduce');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await carousel.getByRole('button', { name: 'Play slideshow' }).waitFor();
    await page.clock.runFor(2 * SLIDE_SECONDS * 1000);
    expect(await shownQuote(page)).toBe(FULL_SCHOOL.slides[0]);
    await carousel.getByRole('button', { name: 'Play slideshow' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Previous slide');
    await page.keyboard.press('Enter');
    expect(await shownQuote(page)).toBe(FULL_SCHOOL.slides[2]);
    await page.keyboard.press('ArrowRight');
    expect(await shownQuote(page)).toBe(FULL_SCHOOL.slides[0]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await shownQuote(page)).toBe(FULL_SCHOOL.slides[1]);
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(ring).toBe('solid');
  });

  it('lists every slide, with no buttons, without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}/s/${slug}`);
    const carousel = page.getByRole('region', { name: 'Highlights' });
    for (const quote of FULL_SCHOOL.slides) expect(await carousel.getByText(quote).isVisible()).toBe(true);
    expect(await carousel.getByRole('button').count()).toBe(0);
    expect(await page.locator('footer').getByRole('link', { name: FULL_SCHOOL.contact.phone[0] }).getAttribute('href')).toBe(FULL_SCHOOL.phoneLinks[0]);
    await context.close();
  });
});
