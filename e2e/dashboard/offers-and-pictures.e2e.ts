import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_OFFERS } from '@schoolpage/content-contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { answerDialog, card, eventually, expectAlert, rowsOf, startDashboardSession, type DashboardSession } from './support/dashboard-session';
import { screenshotForReview } from '../support/screenshots';

/**
 * Issue 24: What We Offer belongs to the school, and pictures people can describe. At a phone's width and a
 * laptop's, the school edits its offers and sees them on its site (an empty list hides the section); uploads
 * pictures that are named from their files, gives one alt text, sees `alt` and `<figcaption>` on its site,
 * gives a notice picture alt text and a caption too, deletes one and finds it named in Recently deleted.
 */

const ALT_TEXT_LABEL = 'Alt text: what the picture shows, for people who cannot see it';

/** Two photos named as a phone or a camera names them. */
async function namedPhotos(folder: string): Promise<string[]> {
  const files = [join(folder, 'sports-day-2026.jpg'), join(folder, 'prize_giving.png')];
  await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg().toFile(files[0]);
  await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 40, g: 80, b: 200 } } }).png().toFile(files[1]);
  return files;
}

/** The school's own site, as its signed-in admin sees it (published or not). */
async function openSite(session: DashboardSession, page: string): Promise<Page> {
  const info = (await session.apiGet('/api/dashboard/profile/info'))['info'] as { siteUrl: string };
  const site = await session.context.newPage();
  await site.goto(`${new URL(info.siteUrl).pathname}${page ? `/${page}` : ''}`);
  await site.getByRole('heading', { level: 1 }).first().waitFor();
  return site;
}

describe.each([
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1366, height: 900 }],
])('on %s', (_, viewport) => {
  const session = {} as DashboardSession;
  let folder: string;

  beforeAll(async () => {
    Object.assign(session, await startDashboardSession(viewport));
    folder = await mkdtemp(join(tmpdir(), 'schoolpage-named-photos-'));
    expect((await session.context.request.post('/api/dashboard/template/template-update', { data: { templateId: 'nbl' } })).status()).toBe(200);
  });
  afterAll(async () => {
    await session.close?.();
    await rm(folder, { recursive: true, force: true });
  });
  afterEach(() => {
    expect(session.pageErrors).toEqual([]);
    expect(session.takeConsoleErrors()).toEqual([]);
  });

  it('edits What We Offer and sees it on the site; an empty list hides the section', async () => {
    const { page } = session;
    await session.open('home', 'Home');
    const offers = card(page, 'What We Offer');
    const item = (n: number) => offers.getByRole('group', { name: `Item ${n}`, exact: true });
    await item(6).waitFor();
    // A new site starts with the spec's six.
    expect(await offers.getByLabel('Title', { exact: true }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(
      DEFAULT_OFFERS.map((offer) => offer.title),
    );

    // An empty title is named and nothing is sent.
    await offers.getByRole('button', { name: 'Add item', exact: true }).click();
    await offers.getByRole('button', { name: 'Save What We Offer' }).click();
    await expectAlert(offers, 'Item 7 needs a title.');

    await item(7).getByLabel('Title', { exact: true }).fill('Robotics club');
    await item(7).getByLabel('Text (optional, one line)').fill('Every Friday after school');
    for (const { title } of DEFAULT_OFFERS.slice(1)) {
      await offers.getByRole('button', { name: `Remove ${title}`, exact: true }).click();
    }
    await item(2).getByRole('button', { name: 'Move up', exact: true }).click();
    await offers.getByRole('button', { name: 'Save What We Offer' }).click();
    await expectAlert(offers, 'Saved: What We Offer.');
    expect((await session.apiGet('/api/dashboard/home/offers'))['info']).toEqual([{ title: 'Robotics club', text: 'Every Friday after school' }, { title: 'Safety First' }]);

    const site = await openSite(session, '');
    const section = site.locator('#what-we-offer');
    expect((await section.locator('li').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(['01 Robotics club Every Friday after school', '02 Safety First']);
    await site.close();

    await offers.getByRole('button', { name: 'Remove Robotics club', exact: true }).click();
    await offers.getByRole('button', { name: 'Remove Safety First', exact: true }).click();
    await offers.getByText('No items: What We Offer is hidden on your site.').waitFor();
    await offers.getByRole('button', { name: 'Save What We Offer' }).click();
    await expectAlert(offers, 'Saved: What We Offer.');
    const hidden = await openSite(session, '');
    expect(await hidden.locator('#what-we-offer').count()).toBe(0);
    expect(await hidden.getByRole('heading', { name: 'What We Offer' }).count()).toBe(0);
    await hidden.close();
  });

  it('uploads pictures named from their files, gives one alt text, and the site shows alt and figcaption', async () => {
    const { page } = session;
    await session.open('visible', 'Visible');
    const gallery = card(page, 'Gallery');
    await gallery.getByLabel('Gallery images (several at once)').setInputFiles(await namedPhotos(folder));
    await eventually(async () => {
      const rows = await rowsOf(gallery, 'Gallery list');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toContain('Sports day 2026');
      expect(rows[1]).toContain('Prize giving');
      for (const row of rows) expect(row).toContain('No alt text yet');
    }, 20_000);

    const list = gallery.getByRole('list', { name: 'Gallery list' });
    await list.getByRole('listitem').first().getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await list.getByLabel(/^Caption/).inputValue()).toBe('Sports day 2026');
    await list.getByLabel(ALT_TEXT_LABEL).fill('Children run the relay race on the school field');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    // Beside the upload list's own statuses ("… added."), the edit's success is said.
    await eventually(async () => expect((await gallery.getByRole('status').allTextContents()).map((shown) => shown.trim())).toContain('Saved successfully.'));
    await eventually(async () => expect((await rowsOf(gallery, 'Gallery list'))[0]).not.toContain('No alt text yet'));

    // Before publishing, the checklist counts the picture still without alt text.
    await session.open('profile', 'Profile');
    await page.getByText('Alt text of every picture: 1 picture without it').waitFor();

    const site = await openSite(session, 'gallery');
    const described = site.getByRole('img', { name: 'Children run the relay race on the school field' });
    await described.waitFor();
    const figure = site.locator('figure', { has: described });
    expect(await figure.locator('figcaption').innerText()).toBe('Sports day 2026');
    expect(await site.locator('figure figcaption').allInnerTexts()).toEqual(['Sports day 2026', 'Prize giving']);
    await site.close();
  });

  it('uploads a notice picture, is asked for its alt text (the checklist counts it), and the notice page shows alt and figcaption', async () => {
    const { page } = session;
    await session.open('coursenotice', 'Notice & Courses');
    const notices = card(page, 'Notices');
    await notices.getByLabel('Notice title').fill('School closed on Friday');
    await notices.getByLabel('Notice file (image or PDF)').setInputFiles(session.files.jpeg);
    await notices.getByRole('button', { name: 'Upload notice', exact: true }).click();
    await eventually(async () => {
      const rows = await rowsOf(notices, 'Notices list');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain('No alt text yet');
    }, 20_000);
    await screenshotForReview(notices, join(__dirname, '..', '..', 'tmp', 'screenshots', `notice-alt-text-asked-${viewport.width}.png`));
    await session.open('profile', 'Profile');
    await page.getByText('Alt text of every picture: 2 pictures without it').waitFor();

    await session.open('coursenotice', 'Notice & Courses');
    const list = card(page, 'Notices').getByRole('list', { name: 'Notices list' });
    await list.getByRole('button', { name: 'Edit', exact: true }).click();
    await list.getByLabel(ALT_TEXT_LABEL).fill('Printed notice: the school is closed on Friday for Holi');
    await list.getByLabel(/^Caption/).fill('Signed by the principal');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(async () => expect((await rowsOf(card(page, 'Notices'), 'Notices list'))[0]).not.toContain('No alt text yet'));
    await session.open('profile', 'Profile');
    await page.getByText('Alt text of every picture: 1 picture without it').waitFor();

    const site = await openSite(session, 'notices');
    const described = site.getByRole('img', { name: 'Printed notice: the school is closed on Friday for Holi' });
    const notice = site.locator('#notices figure', { has: described });
    await notice.waitFor();
    expect(await notice.locator('figcaption').innerText()).toBe('Signed by the principal');
    await screenshotForReview(site, join(__dirname, '..', '..', 'tmp', 'screenshots', `notice-picture-${viewport.width}.png`), { fullPage: true });
    await site.close();
  });

  it('deletes a picture and finds it named by its caption in Recently deleted', async () => {
    const { page } = session;
    await session.open('visible', 'Visible');
    const gallery = card(page, 'Gallery');
    await gallery.getByRole('button', { name: 'Delete Prize giving', exact: true }).click();
    await answerDialog(page, 'Delete');
    await eventually(async () => expect(await rowsOf(gallery, 'Gallery list')).toHaveLength(1));

    await session.open('recently-deleted', 'Recently deleted');
    const deleted = card(page, 'Deleted items');
    await eventually(async () => {
      const rows = await rowsOf(deleted, 'Deleted items');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain('Prize giving');
      expect(rows[0]).toContain('Gallery');
    });
  });
});
