import { SAMPLE_SITE_CONTENT as SAMPLE } from '@schoolpage/content-contract/sample';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { horizontalOverflow, itemTitles, openSiteContext, openSitePage, section, waitForSite, type SitePage } from './support/site-page';
import { takeOver } from './support/site-visitor';

/** Spec §2 "Public institution site" and §9 public sample counts, in a real browser on the production build. */

let platform: RunningPlatform;
let browser: Browser;
/** One context for the previews: its HTTP cache keeps the bundles between pages, as a visitor's browser does. */
let context: BrowserContext;

beforeAll(async () => {
  platform = await sharedPlatform('sites');
  browser = await launchBrowser();
  context = await openSiteContext(browser);
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const WHAT_WE_OFFER = ['Safety First', 'Regular Classes', 'Certified Teachers', 'Sufficient Classrooms', 'Creative Lessons', 'Sports Facilities'];
const NOTICES_NEWEST_FIRST = [...SAMPLE.notice].sort((a, b) => Date.parse(b.uploadDate) - Date.parse(a.uploadDate)).map((n) => n.title);
const EVENTS_SOONEST_FIRST = [...SAMPLE.calendarOfEvents].sort((a, b) => Date.parse(a.date) - Date.parse(b.date)).map((e) => e.title);
/** Today at the sample school (Asia/Kolkata, "2026-11-23"), as the site compares the school's dates with it. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
/** The calendar as the notice pages show it: today and later soonest first, then the past ones latest first. */
const EVENTS_AS_SHOWN = [
  ...[...SAMPLE.calendarOfEvents].filter((e) => e.date >= TODAY).sort((a, b) => a.date.localeCompare(b.date)),
  ...[...SAMPLE.calendarOfEvents].filter((e) => e.date < TODAY).sort((a, b) => b.date.localeCompare(a.date)),
].map((e) => e.title);

let opened: SitePage | undefined;

/** Opens a sample preview page (`?source=sample-template`) and waits for the school's name. */
async function preview(path: string, viewport?: { width: number; height: number }) {
  opened = await openSitePage(browser, viewport, context);
  await opened.page.goto(`${platform.baseUrl}${path}?source=sample-template`);
  await waitForSite(opened.page, SAMPLE.organizationName);
  // The visitor is there: the site's script takes a page of the site over (its FAQ toggles and slideshow are checked).
  if (await opened.page.locator('script#site-data').count()) await takeOver(opened.page);
  return opened.page;
}

afterEach(async () => {
  const errors = opened?.errors ?? [];
  await opened?.close();
  opened = undefined;
  expect(errors).toEqual([]);
});

it('the sample content has the public sample counts of spec §9', () => {
  expect(SAMPLE.history).toHaveLength(3);
  expect(SAMPLE.facilities).toHaveLength(3);
  expect(SAMPLE.activities).toHaveLength(3);
  expect(SAMPLE.socialMedia).toHaveLength(4);
  expect(SAMPLE.faq).toHaveLength(4);
  expect(SAMPLE.gallery).toHaveLength(8);
  expect(SAMPLE.facultyMember).toHaveLength(4);
  expect(SAMPLE.staffMember).toHaveLength(4);
  expect(SAMPLE.notice).toHaveLength(6);
  expect(SAMPLE.calendarOfEvents).toHaveLength(5);
  expect(SAMPLE.courses.map((c) => c.category)).toEqual(['Masters', 'Undergraduate']);
  // The stored order is not the shown order, so the sort checks below can fail.
  expect(SAMPLE.notice.map((n) => n.title)).not.toEqual(NOTICES_NEWEST_FIRST);
  expect(SAMPLE.calendarOfEvents.map((e) => e.title)).not.toEqual(EVENTS_SOONEST_FIRST);
});

async function expectHero(page: Awaited<ReturnType<typeof preview>>, template: string) {
  const hero = page.locator('section[aria-labelledby="site-hero-title"]');
  expect((await hero.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(SAMPLE.organizationName);
  await hero.getByText(SAMPLE.welcomeMessage.welcomeMsg).waitFor();
  const picture = hero.getByRole('img', { name: SAMPLE.organizationName });
  // The school's own hero picture (the sample's campus photo), not the default hero image.
  expect(await picture.getAttribute('src')).toMatch(/hero-campus/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await hero.getByRole('link', { name: 'Explore More' }).getAttribute('href')).toBe(`/web/${template}/about?source=sample-template`);
}

async function expectVisionMissionAndOffer(page: Awaited<ReturnType<typeof preview>>) {
  expect((await section(page, 'what-we-offer').locator('li').allInnerTexts()).map((t) => t.replace(/^\d+\s*/, '').trim())).toEqual(WHAT_WE_OFFER);
  const visionMission = section(page, 'vision-mission');
  for (const line of [...SAMPLE.vision, ...SAMPLE.mission]) await visionMission.getByText(line).waitFor();
  expect(await visionMission.locator('li').count()).toBe(SAMPLE.vision.length + SAMPLE.mission.length);
}

async function expectFaqFirstOpen(page: Awaited<ReturnType<typeof preview>>) {
  const toggles = section(page, 'faq').locator('button[aria-expanded]');
  expect(await toggles.allTextContents()).toEqual(SAMPLE.faq.map((f) => expect.stringContaining(f.question)));
  expect(await toggles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')))).toEqual(['true', 'false', 'false', 'false']);
  expect(await section(page, 'faq').getByText(SAMPLE.faq[0].answer).isVisible()).toBe(true);
  expect(await section(page, 'faq').getByText(SAMPLE.faq[1].answer).isVisible()).toBe(false);
  await toggles.nth(1).click();
  await section(page, 'faq').getByText(SAMPLE.faq[1].answer).waitFor();
  expect(await section(page, 'faq').getByText(SAMPLE.faq[0].answer).isVisible()).toBe(false);
}

async function expectContactAndFollowLinks(page: Awaited<ReturnType<typeof preview>>) {
  const contact = section(page, 'contact-us');
  await contact.getByText(SAMPLE.contactDetails.address).waitFor();
  await contact.getByText(SAMPLE.contactDetails.officeHours).waitFor();
  for (const phone of SAMPLE.contactDetails.phone) await contact.getByRole('link', { name: phone }).waitFor();
  for (const email of SAMPLE.contactDetails.email) {
    expect(await contact.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
  }
  const follow = contact.getByRole('list', { name: 'Follow us' }).getByRole('link');
  expect(await follow.count()).toBe(4);
  const links = await follow.evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
  );
  expect(links).toEqual(SAMPLE.socialMedia.map((s) => ({ href: s.url, target: '_blank', rel: expect.stringContaining('noopener') })));
  // A follow link really opens a new tab and leaves the school's site where it was.
  const route = '**/www.facebook.com/**';
  await page.context().route(route, (request) => request.fulfill({ body: 'follow page', contentType: 'text/plain' }));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), follow.first().click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(SAMPLE.socialMedia[0].url);
  expect(page.url()).toContain('/web/');
  await tab.close();
}

async function expectNoticesNewestFirst(page: Awaited<ReturnType<typeof preview>>, title: string, shown: number) {
  const notices = section(page, 'notices');
  expect((await notices.getByRole('heading', { level: 2 }).textContent())?.trim()).toBe(title);
  expect(await itemTitles(page, 'notices')).toEqual(NOTICES_NEWEST_FIRST.slice(0, shown));
  const links = notices.getByRole('link', { name: 'View Notice' });
  expect(await links.count()).toBe(shown);
  // Each opens the notice's own page (its text, its picture or PDF).
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).toMatch(/^\/web\/[a-z-]+\/notice\/notice-\d+(\?.*)?$/);
}

async function expectEventsSoonestFirst(page: Awaited<ReturnType<typeof preview>>) {
  expect(await itemTitles(page, 'events')).toEqual(EVENTS_AS_SHOWN);
  // Past events are folded away; opened, they show their dates written out.
  const past = section(page, 'events').locator('details');
  if (await past.count()) await past.locator('summary').click();
  await section(page, 'events').getByText('15 Jul 2026').waitFor();
}

async function expectCourses(page: Awaited<ReturnType<typeof preview>>) {
  const courses = section(page, 'popular-courses');
  expect((await courses.locator('h3').allTextContents()).map((t) => t.trim())).toEqual(['Masters', 'Undergraduate']);
  const all = SAMPLE.courses.flatMap((c) => c.course);
  expect((await courses.locator('h4').allTextContents()).map((t) => t.trim())).toEqual(['MBA', 'MCA', 'MPH', 'B.TECH', 'BCA', 'BBA']);
  for (const course of all) await courses.getByText(course.fee, { exact: true }).first().waitFor();
  const durations = (await courses.locator('dd').allTextContents()).filter((t) => /year/.test(t));
  expect(durations).toEqual(all.map((c) => c.duration));
  expect(new Set(durations)).toEqual(new Set(['2 years', '3 years', '4 years']));
}

async function expectAdmissionsAndForms(page: Awaited<ReturnType<typeof preview>>) {
  expect(await itemTitles(page, 'admission-process')).toEqual(SAMPLE.admissionProcess.map((s) => s.title));
  for (const step of SAMPLE.admissionProcess) await section(page, 'admission-process').getByText(step.content).waitFor();
  expect(await itemTitles(page, 'application-forms')).toEqual(SAMPLE.applicationForms.map((f) => f.title));
  const downloads = section(page, 'application-forms').getByRole('link', { name: /^Download / });
  expect(await downloads.count()).toBe(3);
  const files = await downloads.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href'), download: a.hasAttribute('download') })));
  expect(files).toEqual(Array(3).fill({ href: expect.stringMatching(/^\/assets\/application-form/), download: true }));
}

async function expectTextCards(page: Awaited<ReturnType<typeof preview>>, id: string, items: readonly { title: string; content: string }[]) {
  expect(await itemTitles(page, id)).toEqual(items.map((i) => i.title));
  for (const item of items) await section(page, id).getByText(item.content).waitFor();
}

async function expectMembers(page: Awaited<ReturnType<typeof preview>>) {
  expect(await itemTitles(page, 'faculty')).toEqual(SAMPLE.facultyMember.map((m) => m.fullName));
  expect(await itemTitles(page, 'staff')).toEqual(SAMPLE.staffMember.map((m) => m.fullName));
  for (const member of [...SAMPLE.facultyMember, ...SAMPLE.staffMember]) {
    if (member.designation) await page.getByText(member.designation, { exact: true }).first().waitFor();
  }
}

async function expectGallery(page: Awaited<ReturnType<typeof preview>>) {
  const pictures = section(page, 'gallery').getByRole('img');
  expect(await pictures.count()).toBe(8);
  expect(await pictures.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')))).toEqual(Array(8).fill('lazy'));
  const sources = await pictures.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  expect(new Set(sources).size).toBe(8);
  expect(sources).toEqual(Array(8).fill(expect.stringMatching(/^\/assets\/gallery-/)));
  // Lazy pictures arrive once scrolled to, and every one of them is a real image.
  await pictures.last().scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('section#gallery img')].every((i) => i.complete && i.naturalWidth > 0));
}

/**
 * Narrowed to 320 px, the page it shows has no horizontal overflow, and its navigation folds behind a
 * Menu button that opens without widening it (the templates lay out by CSS alone, so no reload is needed).
 */
async function expectFitsAt320(page: Page) {
  await page.setViewportSize({ width: 320, height: 640 });
  const address = new URL(page.url()).pathname;
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  expect({ address, overflow: await horizontalOverflow(page) }).toEqual({ address, overflow: 0 });
  const menu = page.getByRole('button', { name: 'Menu' });
  expect(await menu.getAttribute('aria-expanded')).toBe('false');
  await menu.click();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).waitFor();
  expect({ address, overflow: await horizontalOverflow(page) }).toEqual({ address, overflow: 0 });
}

describe('run template with the sample content', () => {
  it('home: hero, What We Offer, vision and mission, popular courses by category, 3 latest notices newest first', async () => {
    const page = await preview('/web/run');
    await expectHero(page, 'run');
    await expectVisionMissionAndOffer(page);
    await expectCourses(page);
    await expectNoticesNewestFirst(page, 'Latest Notices', 3);
    expect(await section(page, 'notices').getByRole('link', { name: 'View all notices' }).getAttribute('href')).toBe('/web/run/notices?source=sample-template');
    await expectFitsAt320(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Explore More' }).click();
    await page.waitForURL('**/web/run/about?source=sample-template');
    await section(page, 'history').waitFor();
  });

  it('notice: all 6 notices newest first by upload date, 5 events: upcoming soonest first, past latest first', async () => {
    const page = await preview('/web/run/notices');
    await expectNoticesNewestFirst(page, 'All Notices', 6);
    await expectEventsSoonestFirst(page);
    await expectFitsAt320(page);
  });

  it('resource: the 4 admission steps in order and the 3 application forms', async () => {
    const page = await preview('/web/run/admissions');
    await expectAdmissionsAndForms(page);
    await expectFitsAt320(page);
  });

  it('gallery: 8 pictures and the 3 activities', async () => {
    const page = await preview('/web/run/gallery');
    await expectGallery(page);
    await expectTextCards(page, 'activities', SAMPLE.activities);
    await expectFitsAt320(page);
  });

  it('about: history and facilities first, then 4 faculty, 4 staff, the FAQ (first open) and Contact Us with follow links in a new tab', async () => {
    const page = await preview('/web/run/about');
    const sections = await page.locator('#site-main section[id]').evaluateAll((all) => all.map((s) => s.id));
    expect(sections).toEqual(['history', 'facilities', 'faculty', 'staff', 'faq', 'contact-us']);
    await expectTextCards(page, 'history', SAMPLE.history);
    await expectTextCards(page, 'facilities', SAMPLE.facilities);
    await expectMembers(page);
    await expectFaqFirstOpen(page);
    await expectContactAndFollowLinks(page);
    await expectFitsAt320(page);
  });

  it("an unknown page below the site says 'Run route not found'", async () => {
    const page = await preview('/web/run/no-such-page');
    await page.getByRole('heading', { name: 'Run route not found' }).waitFor();
  });
});

describe('nbl template with the sample content', () => {
  it('home: hero, vision and mission, What We Offer, FAQ (first open) and follow links in a new tab', async () => {
    const page = await preview('/web/nbl');
    await expectHero(page, 'nbl');
    await expectVisionMissionAndOffer(page);
    await expectFaqFirstOpen(page);
    await expectContactAndFollowLinks(page);
    await expectFitsAt320(page);
  });

  it('about: 3 history items, 3 facilities, 4 faculty and 4 staff', async () => {
    const page = await preview('/web/nbl/about');
    await expectTextCards(page, 'history', SAMPLE.history);
    await expectTextCards(page, 'facilities', SAMPLE.facilities);
    await expectMembers(page);
    await expectFitsAt320(page);
  });

  it('gallery: the 8-picture grid and the 3 extracurricular activities', async () => {
    const page = await preview('/web/nbl/gallery');
    await expectGallery(page);
    expect((await section(page, 'activities').locator('h2').textContent())?.trim()).toBe('Extracurricular Activities');
    await expectTextCards(page, 'activities', SAMPLE.activities);
    await expectFitsAt320(page);
  });

  it('course: popular courses grouped under Masters and Undergraduate, with admission steps and forms', async () => {
    const page = await preview('/web/nbl/admissions');
    await expectCourses(page);
    await expectAdmissionsAndForms(page);
    await expectFitsAt320(page);
  });

  it('notice: 6 announcements newest first, 5 events: upcoming soonest first, past latest first', async () => {
    const page = await preview('/web/nbl/notices');
    await expectNoticesNewestFirst(page, 'Announcements', 6);
    await expectEventsSoonestFirst(page);
    await expectFitsAt320(page);
  });

  it("an unknown page below the site says 'Page not found'", async () => {
    const page = await preview('/web/nbl/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});

describe('placeholder templates', () => {
  it.each([
    ['curl-set', 'Curl Set'],
    ['tech-light', 'Tech Light'],
    ['timely-travel', 'Timely Travel'],
    ['manga-center', 'Manga Center'],
    ['sandy-pleagad', 'Sandy Pleagad'],
    ['black-star', 'Black Star'],
  ])('/web/%s shows its coming-soon page naming the template and the school, with a way back', async (name, title) => {
    opened = await openSitePage(browser, { width: 320, height: 640 }, context);
    const { page } = opened;
    await page.goto(`${platform.baseUrl}/web/${name}?source=sample-template`);
    await page.getByRole('heading', { name: 'Coming soon' }).waitFor();
    await page.getByText(`${title} template`).waitFor();
    await page.getByText(`${SAMPLE.organizationName}'s site will look great here.`).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    const back = page.getByRole('link', { name: 'Back to SchoolPage' });
    expect(await back.getAttribute('href')).toBe('/');
    // Every placeholder shows the one coming-soon page (libs/ui): following its way back once is enough.
    if (name === 'curl-set') {
      await back.click();
      await page.waitForURL(`${platform.baseUrl}/`);
    }
  });
});
