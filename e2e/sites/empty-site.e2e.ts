import type { BrowserContext } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { horizontalOverflow, openSiteContext, openSitePage, section, waitForSite, type SitePage } from './support/site-page';

/**
 * A real school that registered, gave only its name and published: every section of both templates
 * says the spec's empty-state text, word for word (spec §2 "Public institution site", empty states).
 */

const SCHOOL = schoolAccount('Quiet Hill School', 'quiethill');
const QUOTE = 'Education is the most powerful weapon which you can use to change the world.';

/** The spec's texts, word for word. */
const T = {
  updatingSoon: 'We are updating soon...',
  courses: 'We are updating courses soon...',
  askByEmail: 'Send your questions to our Email...',
  notices: 'No notices available at the moment . . .',
  forms: 'No Forms available at the moment . . .',
  information: 'No information available at the moment . . .',
  images: 'No images available at the moment . . .',
  uploadingSoon: 'Uploading soon...',
  social: 'We will provide soon...',
  faq: 'We will provide it soon...',
  visionMission: '....',
};

let platform: RunningPlatform;
let browser: Browser;
let admin: SchoolAdmin;
let organizationId: string;
let context: BrowserContext;

beforeAll(async () => {
  platform = await sharedPlatform('sites');
  browser = await launchBrowser();
  context = await openSiteContext(browser);
  admin = await SchoolAdmin.register(platform, SCHOOL);
  await admin.publish();
  organizationId = await admin.organizationId();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

let opened: SitePage | undefined;

afterEach(async () => {
  const errors = opened?.errors ?? [];
  await opened?.close();
  opened = undefined;
  expect(errors).toEqual([]);
});

/** Opens a page of the school's site by its shareable address and returns it once the name shows. */
async function visit(path: string) {
  opened ??= await openSitePage(browser, undefined, context);
  await opened.page.goto(`${platform.baseUrl}${path}?org=${organizationId}`);
  await waitForSite(opened.page, SCHOOL.organizationName);
  return opened.page;
}

/** Each listed section shows exactly these empty-state lines (and nothing else of content). */
async function expectEmptyStates(page: Awaited<ReturnType<typeof visit>>, expected: Record<string, string[]>) {
  for (const [id, texts] of Object.entries(expected)) {
    const located = section(page, id);
    await located.waitFor();
    for (const text of texts) {
      const line = located.getByText(text, { exact: true });
      expect({ id, text, count: await line.count() }).toEqual({ id, text, count: 1 });
      expect(await line.isVisible()).toBe(true);
    }
    // Items of content: the list of calendars to subscribe to (on the school's own address) is not one.
    expect({ id, items: await located.locator('li:not(ul[aria-labelledby="events-subscribe"] > li)').count() }).toEqual({ id, items: 0 });
  }
}

async function expectNameOnlyHero(page: Awaited<ReturnType<typeof visit>>) {
  const hero = page.locator('section[aria-labelledby="site-hero-title"]');
  expect((await hero.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(SCHOOL.organizationName);
  // No welcome message: an inspirational quote; no picture: the default hero image.
  await hero.getByText(QUOTE, { exact: false }).waitFor();
  const picture = hero.getByRole('img', { name: SCHOOL.organizationName });
  expect(await picture.getAttribute('src')).toMatch(/default-hero/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const visionMission = section(page, 'vision-mission');
  expect(await visionMission.getByText(T.visionMission, { exact: true }).count()).toBe(2);
}

describe('run template of a school with only a name', () => {
  beforeAll(() => admin.chooseTemplate('run'));

  it('home: the quote and default picture, .... for vision and mission, courses and notices coming soon', async () => {
    const page = await visit('/web/run');
    await expectNameOnlyHero(page);
    expect(await section(page, 'what-we-offer').locator('li').count()).toBe(6);
    await expectEmptyStates(page, { 'popular-courses': [T.courses], notices: [T.updatingSoon] });
  });

  it('notice: no notices, events coming soon', async () => {
    await expectEmptyStates(await visit('/web/run/notices'), { notices: [T.notices], events: [T.updatingSoon] });
  });

  it('resource: no admission information, no forms', async () => {
    await expectEmptyStates(await visit('/web/run/admissions'), { 'admission-process': [T.information], 'application-forms': [T.forms] });
  });

  it('gallery: no images, activities uploading soon', async () => {
    await expectEmptyStates(await visit('/web/run/gallery'), { gallery: [T.images], activities: [T.uploadingSoon] });
  });

  it('about: history, facilities, faculty, staff, FAQ and contact all say they are coming', async () => {
    const page = await visit('/web/run/about');
    await expectEmptyStates(page, {
      history: [T.uploadingSoon],
      facilities: [T.uploadingSoon],
      faculty: [T.updatingSoon],
      staff: [T.updatingSoon],
      faq: [T.faq, T.askByEmail],
      'contact-us': [T.information, T.social],
    });
    expect(await horizontalOverflow(page)).toBe(0);
  });
});

describe('nbl template of a school with only a name', () => {
  beforeAll(() => admin.chooseTemplate('nbl'));

  it('home: the quote, .... for vision and mission, FAQ, contact and follow links coming soon', async () => {
    const page = await visit('/web/nbl');
    await expectNameOnlyHero(page);
    await expectEmptyStates(page, { faq: [T.faq, T.askByEmail], 'contact-us': [T.information, T.social] });
  });

  it('about: history and facilities uploading soon, faculty and staff updating soon', async () => {
    await expectEmptyStates(await visit('/web/nbl/about'), {
      history: [T.uploadingSoon],
      facilities: [T.uploadingSoon],
      faculty: [T.updatingSoon],
      staff: [T.updatingSoon],
    });
  });

  it('gallery: no images, activities uploading soon', async () => {
    await expectEmptyStates(await visit('/web/nbl/gallery'), { gallery: [T.images], activities: [T.uploadingSoon] });
  });

  it('course: courses coming soon, no admission information, no forms', async () => {
    await expectEmptyStates(await visit('/web/nbl/admissions'), {
      'popular-courses': [T.courses],
      'admission-process': [T.information],
      'application-forms': [T.forms],
    });
  });

  it('notice: no announcements, events coming soon', async () => {
    const page = await visit('/web/nbl/notices');
    await expectEmptyStates(page, { notices: [T.notices], events: [T.updatingSoon] });
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
