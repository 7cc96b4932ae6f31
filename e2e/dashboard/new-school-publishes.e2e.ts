import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DASHBOARD_API, LIST_SECTIONS } from '@schoolpage/content-contract';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, type Browser } from '../support/browser';
import { readLatestCode } from '../support/outbox';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { openHydrated, openVisitor, type SiteVisitor } from '../sites/support/site-visitor';
import { ActionCount, type JourneyFigures } from './support/action-count';
import { card, eventually, imageLoaded, rowsOf } from './support/dashboard-session';
import { screenshotForReview } from '../support/screenshots';

/**
 * Issue 24, measured: "a new school publishes a decent site". At a phone's width and a laptop's, a new
 * school does with the UI alone what an office does in its first hour (sign up, verify its e-mail, name
 * and welcome, hero and logo, contact, three gallery pictures with captions and alt text, publish), every
 * action counted; then a visitor finds all of it on the school's public site.
 */

const JOURNEY = 'a new school publishes a decent site';
const RESULTS = join(__dirname, '..', '..', 'tmp', 'test-results');
const FIGURES_FILE = join(RESULTS, 'first-hour-figures.json');

/** Three photos as a phone names them, each to be captioned and described. */
const GALLERY = [
  { file: 'IMG_2041.jpg', caption: 'Annual sports day on the school field', altText: 'Pupils in house colours run the relay race' },
  { file: 'IMG_2042.jpg', caption: 'Science fair in the main hall', altText: 'Two girls show their water filter model to a teacher' },
  { file: 'IMG_2043.jpg', caption: 'Morning assembly', altText: 'Rows of pupils in uniform stand in the courtyard' },
] as const;

interface School {
  organizationName: string;
  userId: string;
  email: string;
  password: string;
  welcomeMessage: string;
  heroAltText: string;
  logoAltText: string;
  address: readonly string[];
  phone: string;
  phoneLink: string;
  officeEmail: string;
}

/** The pictures the school has on its computer. */
interface Pictures {
  hero: string;
  logo: string;
  gallery: string[];
}

let platform: RunningPlatform;
let browser: Browser;
let folder: string;
let pictures: Pictures;

beforeAll(async () => {
  [platform, browser, folder] = await Promise.all([
    sharedPlatform('dashboard'),
    launchBrowser(),
    mkdtemp(join(tmpdir(), 'schoolpage-first-hour-')),
  ]);
  pictures = await schoolPictures(folder);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe.each([
  { width: 390, height: 844, school: school('Lotus Valley School', 'lotusvalley') },
  { width: 1366, height: 900, school: school('Harrow Lane Academy', 'harrowlane') },
])('$width px wide', ({ width, height, school }) => {
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  let visitor: SiteVisitor | undefined;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width, height }, baseURL: platform.baseUrl });
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await visitor?.close();
    await context?.close();
  });

  it(`${JOURNEY}, counted, and a visitor sees all of it`, async () => {
    const count = new ActionCount();
    const figures = await publishDecentSite(page, count, school);
    console.log(`${JOURNEY}: ${figures.actions} actions, ${figures.fields} fields, ${figures.seconds} s (${width} px)`);
    await recordFigures(width, { ...figures, steps: count.steps });
    expect(pageErrors).toEqual([]);

    // What the API stores.
    const stored = await apiGet(context, DASHBOARD_API.orgInfo);
    expect(stored).toMatchObject({
      organizationName: school.organizationName,
      welcomeMessage: school.welcomeMessage,
      organizationImageAltText: school.heroAltText,
      organizationLogoAltText: school.logoAltText,
    });
    const profile = await apiGet(context, DASHBOARD_API.profileInfo);
    expect(profile).toMatchObject({ isAccountVerified: true, isPublish: true });
    const storedGallery = await apiGet<{ caption?: string; altText?: string }[]>(context, LIST_SECTIONS.gallery.path);
    expect(storedGallery.map(({ caption, altText }) => ({ caption, altText }))).toEqual(GALLERY.map(({ caption, altText }) => ({ caption, altText })));

    // What a visitor sees, in a browser of their own at the same width.
    visitor = await openVisitor(browser, width);
    const site = visitor.page;
    const address = `/s/${String(profile['slug'])}`;
    expect(new URL(String(profile['siteUrl'])).pathname).toBe(address);
    await openHydrated(site, `${platform.baseUrl}${address}`);

    const hero = site.getByRole('region', { name: school.organizationName, exact: true });
    await hero.getByRole('heading', { level: 1, name: school.organizationName }).waitFor();
    await hero.getByText(school.welcomeMessage, { exact: true }).waitFor();
    await screenshotForReview(site, join(RESULTS, `first-hour-home-${width}.png`), { fullPage: true });
    expect(await imageLoaded(hero.getByRole('img', { name: school.heroAltText, exact: true }))).toBe(true);
    const brand = site.getByRole('banner').getByRole('link', { name: `${school.organizationName}, home` });
    const logo = brand.locator('img');
    expect(await logo.getAttribute('src')).toContain(String(stored['organizationLogo']));
    expect(await imageLoaded(logo)).toBe(true);

    const footer = site.getByRole('contentinfo');
    expect((await footer.getByText(school.address[0]).innerText()).split('\n')).toEqual(school.address);
    expect(await footer.getByRole('link', { name: school.phone, exact: true }).getAttribute('href')).toBe(school.phoneLink);
    expect(await footer.getByRole('link', { name: school.officeEmail }).getAttribute('href')).toBe(`mailto:${school.officeEmail}`);

    await openHydrated(site, `${platform.baseUrl}${address}/gallery`);
    const tiles = site.locator('#gallery figure');
    await eventually(async () => expect(await tiles.count()).toBe(GALLERY.length));
    expect(await tiles.locator('figcaption').allInnerTexts()).toEqual(GALLERY.map((picture) => picture.caption));
    for (const [index, picture] of GALLERY.entries()) {
      const figure = tiles.nth(index);
      expect(await imageLoaded(figure.getByRole('img', { name: picture.altText, exact: true }))).toBe(true);
    }
    await screenshotForReview(site, join(RESULTS, `first-hour-gallery-${width}.png`), { fullPage: true });
    expect(visitor.errors).toEqual([]);
  });
});

/**
 * The journey itself, through the UI only, every user action counted: from the landing page to a
 * published site. Returns the figures at the moment the site is published.
 */
async function publishDecentSite(page: Page, count: ActionCount, school: School): Promise<JourneyFigures> {
  const click = (target: Locator, label: string) => count.act('click', label, () => target.click());
  const type = (field: Locator, label: string, value: string) => count.act('type', label, () => field.fill(value));
  const main = page.getByRole('main');

  // Sign up from the landing page; the country is chosen already.
  await page.goto('/');
  await click(main.getByRole('link', { name: 'Create account' }).first(), 'Create account');
  const signup = page.getByRole('form', { name: 'Create Account' });
  await type(signup.getByLabel('Organization Name'), 'Organization Name', school.organizationName);
  await type(signup.getByLabel('User ID'), 'User ID', school.userId);
  await type(signup.getByLabel('Email address'), 'Email address', school.email);
  await type(signup.getByLabel('Password', { exact: true }), 'Password', school.password);
  expect(await signup.getByLabel('Country').inputValue()).not.toBe('');
  await count.act('toggle', 'I Agree', () => signup.getByLabel('I Agree').check());
  await click(signup.getByRole('button', { name: 'Create Account' }), 'Create Account');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();

  // Verify the e-mail address with the code from the mail.
  await click(card(page, 'Account').getByRole('button', { name: 'Verify Account' }), 'Verify Account');
  await page.waitForURL((url) => url.pathname === '/dashboard/verifyemail');
  const codeBox = card(page, 'Enter the code we e-mailed you');
  await type(codeBox.getByLabel('Verification code'), 'Verification code', await readLatestCode(platform.dataDir, school.email));
  await click(codeBox.getByRole('button', { name: 'Verify Account' }), 'Verify Account (code)');
  await card(page, 'Account').getByText('Verified', { exact: true }).waitFor();

  // Home: the name is there from sign-up; the welcome message, hero and logo, each described.
  await goTo(page, count, 'Home');
  const organisation = card(page, 'Organisation');
  expect(await organisation.getByLabel('Organization name', { exact: true }).inputValue()).toBe(school.organizationName);
  await type(organisation.getByLabel('Welcome message', { exact: true }), 'Welcome message', school.welcomeMessage);
  await count.act('choose files', 'Welcome image', () => organisation.getByLabel('Welcome image', { exact: true }).setInputFiles(pictures.hero));
  await type(organisation.getByLabel(/^Alt text of the welcome image/), 'Alt text of the welcome image', school.heroAltText);
  await count.act('choose files', 'Organization logo', () => organisation.getByLabel('Organization logo', { exact: true }).setInputFiles(pictures.logo));
  await type(organisation.getByLabel(/^Alt text of the logo/), 'Alt text of the logo', school.logoAltText);
  await click(organisation.getByRole('button', { name: 'Save organisation' }), 'Save organisation');
  const savedPictures = organisation.getByRole('list', { name: 'Saved pictures' });
  expect(await imageLoaded(savedPictures.getByRole('img', { name: 'Saved welcome image' }))).toBe(true);
  expect(await imageLoaded(savedPictures.getByRole('img', { name: 'Saved organization logo' }))).toBe(true);

  // Contact: address, a phone and an e-mail.
  await goTo(page, count, 'Contact');
  const contact = card(page, 'Contact details');
  await type(contact.getByLabel('Address', { exact: true }), 'Address', school.address.join('\n'));
  await type(contact.getByLabel('Phone 1', { exact: true }), 'Phone 1', school.phone);
  await type(contact.getByLabel('E-mail 1', { exact: true }), 'E-mail 1', school.officeEmail);
  await click(contact.getByRole('button', { name: 'Save contact details' }), 'Save contact details');
  await eventually(async () => expect(JSON.stringify(await apiGet(page.context(), DASHBOARD_API.contactAddress))).toContain(school.officeEmail));

  // Visible: three photos at once, then each captioned and described.
  await goTo(page, count, 'Visible');
  const gallery = card(page, 'Gallery');
  await count.act('choose files', 'Gallery images', () => gallery.getByLabel('Gallery images (several at once)').setInputFiles(pictures.gallery));
  await eventually(async () => expect(await rowsOf(gallery, 'Gallery list')).toHaveLength(GALLERY.length), 30_000);
  const list = gallery.getByRole('list', { name: 'Gallery list', exact: true });
  for (const [index, picture] of GALLERY.entries()) {
    const n = index + 1;
    await click(list.getByRole('listitem').nth(index).getByRole('button', { name: 'Edit', exact: true }), `Edit picture ${n}`);
    await type(list.getByLabel(/^Caption/), `Caption of picture ${n}`, picture.caption);
    await type(list.getByLabel(/^Alt text/), `Alt text of picture ${n}`, picture.altText);
    await click(list.getByRole('button', { name: 'Save', exact: true }), `Save picture ${n}`);
    await eventually(async () => {
      const row = (await rowsOf(gallery, 'Gallery list'))[index];
      expect(row).toContain(picture.caption);
      expect(row).not.toContain('No alt text yet');
    });
  }

  // Profile: everything on the checklist is done, so Publish Website publishes at once.
  await goTo(page, count, 'Profile');
  const checklist = card(page, 'Before you publish');
  await eventually(async () => {
    // The readiness list (the first); the sections that will show an empty-state text follow in a list of their own.
    const items = await checklist.getByRole('list').first().getByRole('listitem').allInnerTexts();
    expect(items).toHaveLength(6);
    for (const item of items) expect(item).toMatch(/: done$/);
  });
  await click(card(page, 'Account').getByRole('button', { name: 'Publish Website' }), 'Publish Website');
  await card(page, 'Account').getByRole('button', { name: 'Hide Website' }).waitFor();
  return count.figures();
}

/** Opens a dashboard page from the side menu, first opening the menu where it is folded (phones). */
async function goTo(page: Page, count: ActionCount, item: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  // A menu item may carry a line under its name saying what parents will see.
  const link = menu.getByRole('link', { name: new RegExp(`^${item}\\b`) });
  if (!(await link.isVisible())) await count.act('click', 'Menu', () => page.getByRole('button', { name: 'Menu', exact: true }).click());
  await count.act('click', item, () => link.click());
  await page.getByRole('heading', { level: 1, name: item, exact: true }).waitFor();
}

/** What the API stores at `path` (its answer's `info`), read with the admin's session. */
async function apiGet<T = Record<string, unknown>>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { info: T }).info;
}

/** Adds this width's figures and steps to tmp/test-results/first-hour-figures.json (kept for the other width). */
async function recordFigures(width: number, figures: JourneyFigures & { steps: string[] }): Promise<void> {
  await mkdir(RESULTS, { recursive: true });
  const previous = JSON.parse(await readFile(FIGURES_FILE, 'utf8').catch(() => '{}')) as { widths?: Record<string, unknown> };
  const record = { journey: JOURNEY, widths: { ...previous.widths, [width]: figures } };
  await writeFile(FIGURES_FILE, `${JSON.stringify(record, null, 2)}\n`);
}

function school(organizationName: string, id: string): School {
  return {
    organizationName,
    userId: `${id}.office`,
    email: `office@${id}.example.org`,
    password: 'Welcome2026',
    welcomeMessage: `Welcome to ${organizationName}, where every child is known by name.`,
    heroAltText: 'Pupils and teachers in front of the main school building',
    logoAltText: `${organizationName} crest`,
    address: ['12 Lake Road', 'Udaipur 313001'],
    phone: '+91 98290 11111',
    phoneLink: 'tel:+919829011111',
    officeEmail: `admissions@${id}.example.org`,
  };
}

/** A wide hero photo, a square logo and three camera-named photos. */
async function schoolPictures(into: string): Promise<Pictures> {
  const photo = (path: string, width: number, height: number, shade: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 40 + shade, g: 110, b: 180 - shade } } })
      .jpeg({ quality: 80 })
      .toFile(path);
  const hero = join(into, 'school-building.jpg');
  const logo = join(into, 'crest.png');
  const gallery = GALLERY.map(({ file }) => join(into, file));
  await Promise.all([
    photo(hero, 1600, 900, 0),
    sharp({ create: { width: 256, height: 256, channels: 4, background: { r: 150, g: 30, b: 40, alpha: 1 } } }).png().toFile(logo),
    ...gallery.map((path, index) => photo(path, 1200, 800, 40 * (index + 1))),
  ]);
  return { hero, logo, gallery };
}
