import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { card } from '../dashboard/support/dashboard-session';
import { axeViolations } from './support/axe';
import { usePublishedSchool } from './support/published-school';
import { screenshotForReview } from '../support/screenshots';

/**
 * News, pages and circulars as a school and its parents meet them: the admin writes a story with the rich-text
 * editor (a heading, a list, a link and a photo) and schedules it; it appears on the site at its time with no
 * save (a kept page goes stale then), in the Atom feed, with its NewsArticle data; a circular is a PDF with its
 * text on its own page, downloaded under its title; a page of the school's own is in its menu.
 */

const SHOTS = join(__dirname, '../../tmp/news-and-circulars');
const STORY = 'Sports day results';

const school = usePublishedSchool();
const visitor = (width?: number, javaScriptEnabled?: boolean) => school.visitor(width, javaScriptEnabled);

/** A time of the school (Asia/Kolkata) as a `datetime-local` field takes it. */
function kolkataWallTime(epochMs: number): string {
  return new Date(epochMs + 330 * 60_000).toISOString().slice(0, 16);
}

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

it('writes a story with a heading, a list, a link and a photo, schedules it, and it appears at its time and in the feed', async () => {
  const { page } = school.session;
  await school.session.open('news', 'News');
  await page.getByRole('button', { name: 'Write a new story' }).click();
  const form = card(page, 'New story');
  await form.getByRole('textbox', { name: 'Title' }).fill(STORY);
  await form.getByRole('textbox', { name: 'Summary' }).fill('Blue house won the relay.');

  const editor = form.getByRole('textbox', { name: 'Story' });
  await editor.click();
  await page.keyboard.type('Results');
  await form.getByRole('button', { name: 'Heading', exact: true }).click();
  await editor.locator('h2', { hasText: 'Results' }).waitFor();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Relay: Blue house');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Photos in the gallery');
  for (let i = 0; i < 'the gallery'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  // The editor reads a selection the keys made when the browser says it changed (an event after the key's own).
  await page.waitForFunction(() => document.getSelection()?.toString() === 'the gallery');
  await form.getByRole('button', { name: 'Link', exact: true }).click();
  await form.getByRole('textbox', { name: 'Link address' }).fill('https://example.org/gallery');
  await form.getByRole('button', { name: 'Apply link' }).click();
  await editor.getByRole('link', { name: 'the gallery' }).waitFor();
  await editor.press('End');
  // The editor reads where End put the caret from the browser's selectionchange, a task after the key: a person's
  // next key comes later than that, and so does this one (else Enter replaces the still-selected link).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Picture', exact: true }).click();
  await form.getByLabel('Picture', { exact: true }).setInputFiles(school.session.files.jpeg);
  await form.getByRole('textbox', { name: 'Picture description (alt text)' }).fill('Children running the relay');
  await form.getByRole('button', { name: 'Insert picture' }).click();
  await editor.locator('img[alt="Children running the relay"]').waitFor();

  // Scheduled in the school's time: the dashboard says so.
  const publishAt = Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000;
  await form.getByLabel('Publish at (optional)').fill(kolkataWallTime(publishAt));
  // A new story goes to the parents who asked for news, unless unticked.
  expect(await form.getByRole('checkbox', { name: 'Tell subscribers' }).isChecked()).toBe(true);
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await axeViolations(page)).toEqual([]);
  await screenshotForReview(page, join(SHOTS, 'dashboard-story-390.png'), { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('button', { name: 'Publish' }).click();
  const listed = card(page, 'Your news').getByRole('listitem').filter({ hasText: STORY });
  await listed.getByText(/^Scheduled for \w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/).waitFor();

  // Not on the site before its time; the kept home page goes stale at its time.
  const stories = (await school.session.apiGet('/api/dashboard/news')).info as { id: string; slug: string }[];
  // The parent's browser is at hand before the story's time is set: the two visits before it then fit its few seconds
  // even on a loaded machine.
  const parent = await visitor();
  const soon = Date.now() + 8_000;
  const patched = await school.session.context.request.patch(`/api/dashboard/news/${stories[0].id}`, { data: { publishAt: new Date(soon).toISOString() } });
  expect(patched.status()).toBe(200);
  const first = await parent.goto(`/s/${school.slug}`);
  await parent.goto(`/s/${school.slug}`);
  const seenBefore = Date.now() < soon;
  expect([seenBefore, await parent.getByRole('link', { name: STORY }).count()]).toEqual([true, 0]);
  expect(Number(/s-maxage=(\d+)/.exec(first?.headers()['cache-control'] ?? '')?.[1])).toBeLessThanOrEqual(8);
  for (;;) {
    await parent.waitForTimeout(Math.max(0, soon - Date.now()) + 100);
    await parent.reload();
    if ((await parent.getByRole('link', { name: STORY }).count()) > 0 || Date.now() > soon + 3_000) break;
  }
  await parent.getByRole('link', { name: STORY }).click();
  await parent.waitForURL(`**/s/${school.slug}/news/${stories[0].slug}`);
  // Each parent hands the browser back for the next (support/recycled-contexts.ts).
  await parent.context().close();

  // The story as written, server-rendered (no JavaScript), with its structured data.
  const noScript = await visitor(390, false);
  await noScript.goto(`/s/${school.slug}/news/${stories[0].slug}`);
  expect(await noScript.getByRole('heading', { level: 1 }).textContent()).toBe(STORY);
  expect(await noScript.getByRole('heading', { level: 2, name: 'Results' }).count()).toBe(1);
  expect(await noScript.getByRole('listitem').filter({ hasText: 'Relay: Blue house' }).count()).toBe(1);
  expect(await noScript.getByRole('link', { name: 'the gallery' }).getAttribute('href')).toBe('https://example.org/gallery');
  expect(await noScript.getByRole('img', { name: 'Children running the relay' }).count()).toBe(1);
  // Shared on WhatsApp with its title and its page's address, a plain link.
  const share = await noScript.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(new URL(share ?? '').searchParams.get('text')).toBe(`${STORY} ${school.session.platform.baseUrl}/s/${school.slug}/news/${stories[0].slug}`);
  const jsonLd = await noScript.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('NewsArticle');

  for (const width of [390, 1366]) {
    const reader = await visitor(width);
    for (const address of [`/s/${school.slug}/news/${stories[0].slug}`, `/s/${school.slug}/news`]) {
      await reader.goto(address);
      await reader.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(reader)).toEqual([]);
      await screenshotForReview(reader, join(SHOTS, `${address.split('/').slice(3).join('-')}-${width}.png`), { fullPage: true });
    }
    await reader.context().close();
  }

  // In the Atom feed, read by a real parser.
  const xml = await (await fetch(`${school.session.platform.baseUrl}/s/${school.slug}/feed.xml`)).text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml).feed;
  const entry = feed.entry.find((e: { title: { '#text': string } }) => e.title['#text'] === STORY);
  expect(entry.link['@_href']).toBe(`${school.session.platform.baseUrl}/s/${school.slug}/news/${stories[0].slug}`);
});

it('shows a circular PDF with its text on its own page, opened by View Notice, downloaded under its title', async () => {
  const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The school is closed on Monday for the festival.' }] }] };
  const upload = await school.session.context.request.post('/api/dashboard/notice-course/notice', {
    multipart: {
      noticeTitle: 'Holiday circular',
      noticeDate: '2026-11-26',
      body: JSON.stringify(body),
      noticeFile: { name: 'circular.pdf', mimeType: 'application/pdf', buffer: readFileSync(school.session.files.pdf) },
    },
  });
  expect(upload.status()).toBe(201);
  for (const width of [390, 1366]) {
    const parent = await visitor(width);
    await parent.goto(`/s/${school.slug}/notices`);
    await parent.getByRole('link', { name: 'View Notice' }).click();
    await parent.getByRole('heading', { level: 1, name: 'Holiday circular' }).waitFor();
    expect(new URL(parent.url()).pathname).toMatch(new RegExp(`^/s/${school.slug}/notice/[a-f0-9]{16}$`));
    await parent.getByText('The school is closed on Monday for the festival.').waitFor();
    expect(await parent.getByText('26 Nov 2026').count()).toBe(1);
    expect(await parent.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Holiday circular ${school.session.platform.baseUrl}${new URL(parent.url()).pathname}`)}`,
    );
    expect(await axeViolations(parent)).toEqual([]);
    await screenshotForReview(parent, join(SHOTS, `circular-${width}.png`), { fullPage: true });
    const download = parent.getByRole('link', { name: 'Download Holiday circular (PDF)' });
    const answer = await fetch(new URL((await download.getAttribute('href')) ?? '', school.session.platform.baseUrl));
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('filename="Holiday circular.pdf"');
    await parent.context().close();
  }
});

it("writes a page of the school's own on the Pages screen; it is in the menu and sitemap, served in its template at both widths", async () => {
  const { page } = school.session;
  await school.session.open('pages', 'Pages');
  await page.getByRole('button', { name: 'Write a new page' }).click();
  const form = card(page, 'New page');
  await form.getByRole('textbox', { name: 'Title' }).fill('Fee structure');
  await form.getByRole('textbox', { name: 'Page text' }).click();
  await page.keyboard.type('Term fees');
  await form.getByRole('button', { name: 'Heading', exact: true }).click();
  await form.getByRole('textbox', { name: 'Page text' }).locator('h2', { hasText: 'Term fees' }).waitFor();
  await form.getByRole('button', { name: 'Publish' }).click();
  await card(page, 'Your pages').getByText('/p/fee-structure', { exact: false }).waitFor();

  for (const width of [390, 1366]) {
    const parent = await visitor(width);
    await parent.goto(`/s/${school.slug}/p/fee-structure`);
    expect(await parent.title()).toContain('Fee structure');
    expect(await parent.getByRole('heading', { level: 2, name: 'Term fees' }).count()).toBe(1);
    expect(await parent.locator('footer').getByRole('link', { name: 'Fee structure' }).getAttribute('href')).toBe(`/s/${school.slug}/p/fee-structure`);
    expect(await axeViolations(parent)).toEqual([]);
    await parent.context().close();
  }
  const sitemap = await (await fetch(`${school.session.platform.baseUrl}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/s/${school.slug}/p/fee-structure`);
});

it('shows on Subscribers that no parent has subscribed yet and where they do, with the list to export', async () => {
  const { page } = school.session;
  await school.session.open('subscribers', 'Subscribers');
  const subscribers = card(page, 'Parents who get your updates');
  await subscribers.getByText('No subscribers yet.').waitFor();
  expect(await subscribers.getByRole('link', { name: new RegExp(`/s/${school.slug}/updates$`) }).count()).toBe(1);
  expect(await subscribers.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/dashboard/subscribers.csv');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshotForReview(page, join(SHOTS, `dashboard-subscribers-${width}.png`), { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
});
