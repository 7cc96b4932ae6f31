import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, ConsoleMessage, Frame, Page } from 'playwright-core';
import { ENQUIRY_MIN_FILL_SECONDS, SUBSCRIPTION_MESSAGES } from '@schoolpage/content-contract';
import { eventually } from '../dashboard/support/dashboard-session';
import { launchBrowser, type Browser } from '../support/browser';
import type { RunningPlatform } from '../support/platform';
import { siteSlugOf } from '../support/server-rendered-page';
import { sharedPlatform } from '../support/shared-platforms';
import { FULL_SCHOOL, fillInFullSchool } from './support/full-school';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { screenshotForReview } from '../support/screenshots';

/**
 * A parent's first move on a school's page does what it says, once (#45's seam). The page is the server's HTML until
 * the visitor's first sign of presence starts the site's script (apps/shell/src/site-page/visitor-presence.ts), so on
 * a phone the first tap is what starts the take-over, and on a desktop the first key. On a freshly loaded page, with
 * no move before, in both templates: the phone's menu, an FAQ answer, the past events, a gallery picture and its
 * arrows, a carousel's arrow, the alert's Dismiss (gone on the next page too), the language switcher, typing into
 * the enquiry form (kept through the take-over, sent once), Tab and End as the first keys, a link followed with the
 * keyboard; and typing into the updates form. None of them needs a second press, none flips twice, and no page logs
 * an error (a hydration mismatch is one).
 */

const TEMPLATES = ['run', 'nbl'] as const;
const SHOTS = join(__dirname, '../../tmp/first-move');
/** Longer than the site's script takes to press again what it kept (PRESS_AGAIN_MS): a second answer would show by then. */
const SETTLE_MS = 250;
const BUS = { question: 'Is there a school bus?', answer: 'Yes, on six routes across the city.' };
const ALERT = 'Sports day moved to Friday';

let platform: RunningPlatform;
let browser: Browser;
let admin: SchoolAdmin;
let base: string;
/** A phone held in the hand (390 px, touch) and a desktop used with the keyboard only (1366 px). */
let phone: BrowserContext;
let desktop: BrowserContext;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  platform = await sharedPlatform('sites');
  // Contexts of the file's own, closed for real: their tab is used for every check (see firstVisit).
  browser = await launchBrowser({ fresh: true });
  admin = await SchoolAdmin.register(platform, schoolAccount('Greenfield First Move School', 'firstmove'));
  await fillInFullSchool(admin);
  await admin.post('/api/dashboard/about/faq', BUS);
  const second = new FormData();
  second.set('altText', 'The school garden in spring');
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 60, g: 140, b: 70 } } }).jpeg().toBuffer();
  second.set('galleryImage', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'garden.jpg');
  await admin.postForm('/api/dashboard/visible/gallery', second);
  await admin.post('/api/dashboard/alert', { message: ALERT, level: 'info' });
  await admin.post('/api/dashboard/languages', { default: 'en', languages: ['en', 'hi'] });
  await admin.publish();
  base = `${platform.baseUrl}/s/${await siteSlugOf(admin)}`;
  phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
  desktop = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
}, 180_000);

afterAll(async () => {
  await phone?.close();
  await desktop?.close();
  await browser?.close();
  await platform?.stop();
});

/** The one tab of each visitor (the phone, the desktop): every check loads its page anew in it (a new tab costs more). */
const tabOf = new Map<BrowserContext, Page>();
/** The check's visit, looked at after it. */
let visit: Visit | undefined;

interface Visit {
  page: Page;
  /** Uncaught errors and console errors (a hydration mismatch is one). */
  errors: string[];
  /** Every address the tab moves to, in a new document or in the page (the router's record of where it starts is none). */
  moves: string[];
  /** Stops recording (and slowing the page's files down). */
  end(): Promise<void>;
}

afterEach(async () => {
  // No page logged an error: no hydration mismatch, nothing thrown by the first move.
  const errors = visit?.errors ?? [];
  await visit?.end();
  visit = undefined;
  expect(errors).toEqual([]);
});

/**
 * A page of the school's site freshly loaded, as a new document with nothing of the last visit's (its session storage
 * cleared; the browser's cache kept), its entry ready (the page counted) and nothing of the site's script run.
 */
async function firstVisit(context: BrowserContext, path: string, { site = true } = {}): Promise<Visit> {
  let page = tabOf.get(context);
  if (!page) tabOf.set(context, (page = await context.newPage()));
  const tab = page;
  await tab.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  const errors: string[] = [];
  const moves: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  const onConsole = (message: ConsoleMessage) => message.type() === 'error' && errors.push(message.text());
  let shown = '';
  const onMove = (frame: Frame) => {
    const now = new URL(frame.url()).pathname;
    if (frame === tab.mainFrame() && shown && now !== shown) moves.push((shown = now));
  };
  tab.on('pageerror', onError);
  tab.on('console', onConsole);
  tab.on('framenavigated', onMove);
  visit = {
    page: tab,
    errors,
    moves,
    async end() {
      tab.off('pageerror', onError);
      tab.off('console', onConsole);
      tab.off('framenavigated', onMove);
      await tab.unrouteAll({ behavior: 'ignoreErrors' });
    },
  };
  await tab.goto(base + path);
  shown = new URL(tab.url()).pathname;
  if (site) {
    await tab.locator('html[data-page-view-reported]').waitFor({ state: 'attached' });
    expect(await tab.locator('html[data-site-hydrated]').count()).toBe(0);
  }
  return visit;
}

/**
 * A phone's slow link: every file of the template arrives late, so a part of the page whose code is a chunk of its own
 * (a page, the alert) is still downloading when React starts hydrating and answering presses.
 */
const slowLink = (page: Page) =>
  page.route('**/remotes/templates/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });

const takenOver = (page: Page) => page.locator('html[data-site-hydrated]').waitFor({ state: 'attached' });
const settled = (page: Page) => page.waitForTimeout(SETTLE_MS);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe.each(TEMPLATES)('in %s', (template) => {
  const path = (page: string) => (page ? `/${page}` : '');
  /** Where each template shows its FAQ. */
  const faqPage = template === 'run' ? 'about' : '';

  beforeAll(async () => {
    await admin.chooseTemplate(template);
  });

  it('on a phone, the first tap on Menu opens the menu once, the button keeping the focus', async () => {
    const { page } = await firstVisit(phone, '');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    await takenOver(page);
    const about = page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' });
    await about.waitFor();
    await settled(page);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await about.isVisible()).toBe(true);
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
    await screenshotForReview(page, join(SHOTS, `${template}-menu-390.png`));
  });

  it('on a phone, the first tap on a question opens its answer once', async () => {
    const { page } = await firstVisit(phone, path(faqPage));
    await slowLink(page);
    const question = page.getByRole('button', { name: BUS.question });
    await question.tap();
    await takenOver(page);
    await page.getByText(BUS.answer).waitFor();
    await settled(page);
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText(BUS.answer).isVisible()).toBe(true);
    // One answer open at a time: the first question, open as the page came, is folded.
    expect(await page.getByRole('button', { name: FULL_SCHOOL.faq.question }).getAttribute('aria-expanded')).toBe('false');
  });

  it('on a phone, the first tap on the past events opens them once (the browser opens them; the site leaves them so)', async () => {
    const { page } = await firstVisit(phone, '/notices');
    const past = page.locator('details');
    await page.getByText(/^Past Events/).tap();
    await takenOver(page);
    await page.getByText(FULL_SCHOOL.events[0].title).waitFor();
    await settled(page);
    expect(await past.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
  });

  it('on a phone, the first tap on a gallery picture opens the viewer (not the file), and its arrows move once a tap', async () => {
    const tab = await firstVisit(phone, '/gallery');
    const { page } = tab;
    await page.locator('main a[data-opens-in-page]').first().tap();
    await takenOver(page);
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 2' });
    await viewer.waitFor();
    await page.getByRole('button', { name: 'Next photo' }).tap();
    await page.getByRole('dialog', { name: 'Photo 2 of 2' }).waitFor();
    await page.getByRole('button', { name: 'Previous photo' }).tap();
    await viewer.waitFor();
    await settled(page);
    expect(await viewer.isVisible()).toBe(true);
    expect(tab.moves).toEqual([]);
    await screenshotForReview(page, join(SHOTS, `${template}-gallery-390.png`));
  });

  it("on a phone, the first tap on the carousel's Next moves it one slide", async () => {
    const { page } = await firstVisit(phone, '');
    await page.getByRole('button', { name: 'Next slide' }).tap();
    await takenOver(page);
    const shown = page.getByRole('group', { name: '2 of 3' });
    await shown.waitFor();
    await settled(page);
    expect(await shown.isVisible()).toBe(true);
  });

  it("on a phone, the first tap on the alert's Dismiss takes it away, and it stays away on the next page", async () => {
    const { page } = await firstVisit(phone, '');
    await page.getByRole('button', { name: 'Dismiss this alert for this visit' }).tap();
    await takenOver(page);
    await eventually(async () => expect(await page.getByText(ALERT).count()).toBe(0));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-main');
    // The page stays where the parent is (at its top), the alert's place closed.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshotForReview(page, join(SHOTS, `${template}-alert-dismissed-390.png`));
    // The next page, opened as a new document: taken over at once, the alert goes; the first tap there answered once.
    await page.goto(`${base}/gallery`);
    await eventually(async () => expect(await page.getByText(ALERT).count()).toBe(0));
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).waitFor();
    await settled(page);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
  });

  it('on a phone, the first tap on the language switcher opens the page in that language, once', async () => {
    const tab = await firstVisit(phone, '');
    await tab.page.locator('.site-languages').getByRole('link', { name: 'हिन्दी' }).tap();
    await tab.page.waitForURL(`${base}/hi`);
    await tab.page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
    await settled(tab.page);
    expect(tab.moves).toEqual([new URL(`${base}/hi`).pathname]);
  });

  it('on a phone, what a parent types into the enquiry form before the take-over stays, and it is sent once', async () => {
    const { page } = await firstVisit(phone, '/enquire');
    const student = `Aarav ${template}`;
    // The form, once the site has taken it over, asks for a fresh token: the sign that React has hydrated it.
    const tokenRenewed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/web/enquiry/token').then(() => Date.now());
    await page.getByLabel("Student's name").tap();
    await page.keyboard.type(student);
    await page.getByLabel('Class sought').tap();
    await page.keyboard.type('Class 3');
    await page.getByLabel("Parent's name").tap();
    await page.keyboard.type('Priya Sharma');
    await page.getByLabel('Phone').tap();
    await page.keyboard.type('98290 11111');
    await page.getByRole('checkbox').tap();
    const hydratedAt = await tokenRenewed;
    await settled(page);
    expect(await page.getByLabel("Student's name").inputValue()).toBe(student);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    // A person takes the form's minimum time from its fresh token.
    await page.waitForTimeout(Math.max(0, hydratedAt + ENQUIRY_MIN_FILL_SECONDS * 1000 + 300 - Date.now()));
    await page.getByRole('button', { name: 'Send enquiry' }).tap();
    await page.getByRole('status').filter({ hasText: 'Thank you!' }).waitFor();
    const inbox = (await admin.get('/api/dashboard/enquiries')).info as { items: { studentName: string }[] };
    expect(inbox.items.filter((item) => item.studentName === student)).toHaveLength(1);
  });

  it('with the keyboard, Tab as the first key focuses where it would without script, and the take-over keeps it there', async () => {
    const { page } = await firstVisit(desktop, '');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('English');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Skip to content');
    await takenOver(page);
    await settled(page);
    expect(await focused(page)).toBe('Skip to content');
    await screenshotForReview(page, join(SHOTS, `${template}-tab-1366.png`));
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Dismiss');
  });

  it('with the keyboard, End as the first key scrolls to the foot of the page, and the take-over keeps it there', async () => {
    const { page } = await firstVisit(desktop, '');
    await page.keyboard.press('End');
    // At the foot as the page is then: the bands the first paint left undrawn may still be drawn meanwhile (#45),
    // each taking its own height in place of the one it was given, and the foot stays in view.
    const atTheFoot = () => page.evaluate(() => [window.scrollY > 0, window.scrollY === document.documentElement.scrollHeight - window.innerHeight]);
    await eventually(async () => expect(await atTheFoot()).toEqual([true, true]));
    await takenOver(page);
    await settled(page);
    expect(await atTheFoot()).toEqual([true, true]);
  });

  it('with the keyboard, a link followed first moves to its page once, at its top', async () => {
    const tab = await firstVisit(desktop, '');
    const { page } = tab;
    const header = page.getByRole('navigation', { name: 'Site' });
    for (let key = 0; key < 12 && (await focused(page)) !== 'About'; key++) await page.keyboard.press('Tab');
    expect(await header.getByRole('link', { name: 'About' }).evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'About' }).waitFor();
    await settled(page);
    expect(tab.moves).toEqual([new URL(`${base}/about`).pathname]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

it('on a phone, what a parent types into the updates form stays as typed, and it is sent once', async () => {
  // The updates page is the platform's own plain page, the same under every template (no take-over).
  const { page } = await firstVisit(phone, '/updates', { site: false });
  const madeAt = Date.now();
  const address = 'first.move.parent@example.in';
  const field = page.getByLabel('Your e-mail address');
  await field.tap();
  await page.keyboard.type(address);
  await settled(page);
  expect(await field.inputValue()).toBe(address);
  await page.waitForTimeout(Math.max(0, madeAt + ENQUIRY_MIN_FILL_SECONDS * 1000 + 300 - Date.now()));
  await page.getByRole('button', { name: 'Get updates' }).tap();
  await page.waitForURL(`${base}/updates/sent`);
  await page.getByText(SUBSCRIPTION_MESSAGES.sent).waitFor();
  await eventually(async () => expect(await mailsTo(address)).toBe(1));
  await settled(page);
  expect(await mailsTo(address)).toBe(1);
});

/** How many mails the platform's outbox holds for `address`. */
async function mailsTo(address: string): Promise<number> {
  const outbox = join(platform.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(files.map((name) => readFile(join(outbox, name), 'utf8')));
  return mails.filter((mail) => new RegExp(`^To:.*${address.replace(/\./g, '\\.')}`, 'im').test(mail)).length;
}
