import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { BrowserContext, Page } from 'playwright-core';
import { card, startDashboardSession, type DashboardSession } from '../dashboard/support/dashboard-session';
import { fillFields } from '../dashboard/support/list-journey';
import { screenshotForReview } from '../support/screenshots';

/**
 * Journey (d) of issue 42, the school's clock: a school in India saves a notice at 00:30 at night (its server's
 * clock is set to that time: support/shifted-clock.cjs), when it is still the day before in UTC. The dashboard's
 * list, the public notices page, the home page's latest notices and the feed all give the school's date, for parents
 * reading in India and elsewhere, at 390 and 1366 px. Choosing another time zone on the Profile moves the date with it.
 */

const SHOTS = join(__dirname, '../../tmp/school-clock');
const NOTICE = 'School closed tomorrow';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The next 19:00 UTC: 00:30 in India, on the next day there. */
function nextHalfPastMidnightInIndia(): Date {
  const start = new Date();
  start.setUTCHours(19, 0, 0, 0);
  if (start.getTime() < Date.now()) start.setUTCDate(start.getUTCDate() + 1);
  return start;
}

/** "29 Nov 2026": how the sites and the dashboard write the day of `instant` in `timeZone`. */
function writtenDay(instant: Date, timeZone: string): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant).split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

const SAVED_AT = nextHalfPastMidnightInIndia();
/** The day in India, where the school is. */
const SCHOOL_DAY = writtenDay(SAVED_AT, 'Asia/Kolkata');
/** The day in UTC: what the pages showed before they read the school's zone. */
const UTC_DAY = writtenDay(SAVED_AT, 'UTC');

let session: DashboardSession;
let slug: string;
const contexts: BrowserContext[] = [];
/** What parents' pages reported: a page that hydrates other markup than the server's logs an error. */
const parentErrors: string[] = [];

/** A parent's browser at `width` px, in the given zone of its own (the dates must not follow it). */
async function parent(width: number, timezoneId: string): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width, height: 900 }, baseURL: session.platform.baseUrl, timezoneId });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => parentErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') parentErrors.push(message.text());
  });
  return page;
}

/** The text of the notice's row in a list of notices on `page`. */
async function noticeRow(page: Page): Promise<string> {
  const row = page.locator('#notices li').filter({ hasText: NOTICE }).first();
  await row.waitFor();
  return (await row.textContent()) ?? '';
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  session = await startDashboardSession(
    { width: 1366, height: 900 },
    { ownPlatform: true, env: { NODE_OPTIONS: `--require ${join(__dirname, '../support/shifted-clock.cjs')}`, SHIFTED_CLOCK_START: SAVED_AT.toISOString() } },
  );
  await session.verifyEmail();
  expect((await session.context.request.post('/api/dashboard/profile/publish-web')).status()).toBe(200);
  slug = ((await session.apiGet('/api/dashboard/profile/info')).info as { slug: string }).slug;
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await session?.close();
});

afterEach(() => {
  expect(session.pageErrors).toEqual([]);
  expect(session.takeConsoleErrors()).toEqual([]);
  expect(parentErrors.splice(0)).toEqual([]);
});

it("gives a notice saved at 00:30 in India the school's date everywhere: dashboard, notices page, home page and feed", async () => {
  expect(SCHOOL_DAY).not.toBe(UTC_DAY);
  const { page } = session;

  // The Profile says the school's time zone, from its country.
  await session.open('profile', 'Profile');
  expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('Asia/Kolkata');

  // The office saves a notice at 00:30 at night.
  await session.open('coursenotice', 'Notice & Courses');
  const notices = card(page, 'Notices');
  await fillFields(notices, session.files, [
    ['Notice title', NOTICE],
    ['Notice file (image or PDF)', { file: 'jpeg' }],
  ]);
  await notices.getByRole('button', { name: 'Upload notice' }).click();
  const listed = notices.getByRole('listitem').filter({ hasText: NOTICE });
  await listed.getByText(`Uploaded ${SCHOOL_DAY}`).waitFor();
  const answer = await session.apiGet('/api/dashboard/notice-course/notice');
  const stored = (answer.notice ?? answer.info) as { uploadDate: string }[];
  // Stored as the instant it was: still the day before in UTC.
  expect(stored.map((notice) => writtenDay(new Date(notice.uploadDate), 'UTC'))).toEqual([UTC_DAY]);
  await screenshotForReview(page, join(SHOTS, 'dashboard-notices-1366.png'), { fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await listed.getByText(`Uploaded ${SCHOOL_DAY}`).waitFor();
  await screenshotForReview(page, join(SHOTS, 'dashboard-notices-390.png'), { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Parents in India and in New York, on a phone and a desktop: the notices page and the home page say the school's day.
  for (const [width, zone] of [
    [390, 'Asia/Kolkata'],
    [1366, 'America/New_York'],
  ] as const) {
    const visitor = await parent(width, zone);
    await visitor.goto(`/s/${slug}/notices`);
    const onNoticesPage = await noticeRow(visitor);
    expect(onNoticesPage).toContain(SCHOOL_DAY);
    expect(onNoticesPage).not.toContain(UTC_DAY);
    await screenshotForReview(visitor, join(SHOTS, `notices-page-${width}.png`), { fullPage: true });

    await visitor.goto(`/s/${slug}`);
    const onHome = await noticeRow(visitor);
    expect(onHome).toContain(SCHOOL_DAY);
    expect(onHome).not.toContain(UTC_DAY);
    // Once the section has faded in as it does when scrolled to.
    const section = visitor.locator('#notices');
    await section.scrollIntoViewIfNeeded();
    await section.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    await section.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await screenshotForReview(section, join(SHOTS, `home-latest-notices-${width}.png`));
  }

  // The feed keeps the absolute instant (Atom), which is the school's day in India; the calendar names the school's zone.
  const feed = new XMLParser({ isArray: (name) => name === 'entry' }).parse(await (await session.context.request.get(`/s/${slug}/feed.xml`)).text()) as {
    feed: { entry: { title: string | { '#text': string }; updated: string }[] };
  };
  const entry = feed.feed.entry.find((item) => (typeof item.title === 'string' ? item.title : item.title['#text']) === NOTICE);
  expect(entry?.updated).toMatch(/Z$/);
  expect(writtenDay(new Date(entry?.updated ?? ''), 'Asia/Kolkata')).toBe(SCHOOL_DAY);
  expect(await (await session.context.request.get(`/s/${slug}/events.ics`)).text()).toContain('X-WR-TIMEZONE:Asia/Kolkata');
});

it("moves every date with the time zone the school chooses on its Profile", async () => {
  const { page } = session;
  await session.open('profile', 'Profile');
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/London');
  await page.getByText('Time zone saved. Dates and times are now shown in it.').waitFor();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('combobox', { name: 'Time zone' }).scrollIntoViewIfNeeded();
  await screenshotForReview(page, join(SHOTS, 'profile-time-zone-390.png'));
  await page.setViewportSize({ width: 1366, height: 900 });

  // At 00:30 in India it was still the evening before in London.
  await session.open('coursenotice', 'Notice & Courses');
  await card(page, 'Notices').getByRole('listitem').filter({ hasText: NOTICE }).getByText(`Uploaded ${UTC_DAY}`).waitFor();
  const visitor = await parent(1366, 'Asia/Kolkata');
  await visitor.goto(`/s/${slug}/notices`);
  expect(await noticeRow(visitor)).toContain(UTC_DAY);
  expect(await (await session.context.request.get(`/s/${slug}/events.ics`)).text()).toContain('X-WR-TIMEZONE:Europe/London');

  // Back to India's time.
  await session.open('profile', 'Profile');
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Kolkata');
  await page.getByText('Time zone saved. Dates and times are now shown in it.').waitFor();
  await visitor.goto(`/s/${slug}/notices`);
  expect(await noticeRow(visitor)).toContain(SCHOOL_DAY);
});
