import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { card, expectAlert, type DashboardSession } from '../dashboard/support/dashboard-session';
import { axeViolations } from './support/axe';
import { usePublishedSchool } from './support/published-school';
import { screenshotForReview } from '../support/screenshots';

/**
 * The school's alert banner and its feeds, as a school and its parents meet them: the admin sets an alert on the
 * dashboard's Alert page and, within 5 s, every page of the site (kept pages too) shows it at the top, announced
 * with the right role, dismissible for the visit, gone by itself at its end; the events are a calendar parents
 * subscribe to and the notices an Atom feed, both read here by real parsers.
 */

const SHOTS = join(__dirname, '../../tmp/alert-and-feeds');
const RAIN = 'School closed tomorrow — heavy rain';

const school = usePublishedSchool(async (session) => {
  const post = (path: string, data: object) => postWith(session, path, data);
  await post('/api/dashboard/academics/calendar-of-event', { eventTitle: 'Sports day', eventDate: '2099-12-04' });
  await post('/api/dashboard/academics/calendar-of-event', { eventTitle: 'Annual day', eventDate: '2099-12-18' });
  const notice = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
  const upload = await session.context.request.post('/api/dashboard/notice-course/notice', {
    multipart: { noticeTitle: 'Fees for the new term', noticeFile: { name: 'fees.png', mimeType: 'image/png', buffer: notice } },
  });
  expect(upload.status()).toBe(201);
});
const visitor = (width?: number, javaScriptEnabled?: boolean) => school.visitor(width, javaScriptEnabled);

async function postWith(session: DashboardSession, path: string, data: object): Promise<void> {
  const response = await session.context.request.post(path, { data });
  expect([response.ok(), await response.text()]).toEqual([true, expect.stringContaining('"success":true')]);
}

const post = (path: string, data: object) => postWith(school.session, path, data);

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

it('shows an alert set in the dashboard on a kept page within 5 s, as an alert, dismissed for the visit; without JavaScript it stays', async () => {
  const parent = await visitor();
  const consoleErrors: string[] = [];
  parent.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  // The page is rendered and kept before the alert exists.
  await parent.goto(`/s/${school.slug}/about`);
  await parent.goto(`/s/${school.slug}/about`);
  expect(await parent.locator('[data-alert-level]').count()).toBe(0);

  await school.session.open('alert', 'Alert');
  const form = card(school.session.page, 'Alert banner');
  await form.getByRole('textbox', { name: 'Message' }).fill(RAIN);
  await form.getByRole('radio', { name: /^Emergency/ }).check();
  await form.getByRole('textbox', { name: 'Link (optional)' }).fill(`/s/${school.slug}/notices`);
  await form.getByRole('button', { name: 'Save alert' }).click();
  const savedAt = Date.now();
  await expectAlert(form, 'Your alert is saved. Your site shows it within a few seconds.');

  let banner = parent.getByRole('alert').filter({ hasText: RAIN });
  for (;;) {
    await parent.reload();
    if ((await banner.count()) > 0 || Date.now() - savedAt > 5_000) break;
    await parent.waitForTimeout(250);
  }
  expect(Date.now() - savedAt).toBeLessThan(5_000);
  await expect(banner.textContent()).resolves.toBe(`Emergency: ${RAIN} Read more`);
  expect(await banner.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe(`/s/${school.slug}/notices`);

  // Dismissed for this visit: gone here and on the next page loaded, the focus on the page.
  // The button is in the page from the start: pressed before the site has taken the page over, it is answered once
  // the site has (visitor-presence.ts).
  await parent.getByRole('button', { name: 'Dismiss this alert for this visit' }).click();
  await banner.waitFor({ state: 'detached', timeout: 10_000 });
  expect(await parent.evaluate(() => document.activeElement?.id)).toBe('site-main');
  await parent.goto(`/s/${school.slug}/gallery`);
  await parent.waitForLoadState('networkidle');
  expect(await parent.getByText(RAIN).count()).toBe(0);
  expect(consoleErrors).toEqual([]);

  // Without JavaScript the alert is there, with nothing that would not work.
  const noScript = await visitor(390, false);
  await noScript.goto(`/s/${school.slug}/gallery`);
  banner = noScript.getByRole('alert').filter({ hasText: RAIN });
  expect(await banner.count()).toBe(1);
  expect(await noScript.getByRole('button', { name: 'Dismiss this alert for this visit' }).count()).toBe(0);
});

it('takes an alert off a kept page at its end, with no save', async () => {
  // Ends soon: a visitor's two visits fit well before it, and the end is waited out.
  const endsAt = new Date(Date.now() + 6_000).toISOString();
  await post('/api/dashboard/alert', { message: 'Parents evening at 5 pm', level: 'warning', endsAt });
  const parent = await visitor();
  await parent.goto(`/s/${school.slug}`);
  // The second visit is answered by the kept page.
  await parent.goto(`/s/${school.slug}`);
  expect(await parent.getByRole('status').filter({ hasText: 'Warning: Parents evening at 5 pm' }).count()).toBe(1);
  expect(Date.now()).toBeLessThan(Date.parse(endsAt));
  await parent.waitForTimeout(Date.parse(endsAt) - Date.now() + 100);
  const after = await parent.goto(`/s/${school.slug}`);
  expect(await parent.getByText('Parents evening at 5 pm').count()).toBe(0);
  expect(after?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
});

it('is axe clean at 390 and 1366 px: the alert on the school pages, the subscribe links, the Alert page', async () => {
  await post('/api/dashboard/alert', { message: 'Sports day moved to Friday', level: 'info', link: 'https://example.org/sports' });
  for (const width of [390, 1366]) {
    const parent = await visitor(width);
    await parent.goto(`/s/${school.slug}/notices`);
    await parent.getByRole('status').filter({ hasText: 'Notice: Sports day moved to Friday' }).waitFor();
    await parent.getByRole('link', { name: 'Add to Google Calendar' }).waitFor();
    expect(await axeViolations(parent)).toEqual([]);
    await screenshotForReview(parent, join(SHOTS, `notice-page-${width}.png`));
    // Handed back for the next width's parent (support/recycled-contexts.ts).
    await parent.context().close();

    await school.session.page.setViewportSize({ width, height: 900 });
    await school.session.open('alert', 'Alert');
    await school.session.page.getByText('Showing on your site until you remove it.').waitFor();
    expect(await axeViolations(school.session.page)).toEqual([]);
    await screenshotForReview(school.session.page, join(SHOTS, `dashboard-alert-${width}.png`), { fullPage: true });
  }
});

it('serves the events as a calendar and the notices as an Atom feed that real parsers read, linked from the pages', async () => {
  const parent = await visitor();
  await parent.goto(`/s/${school.slug}/notices`);
  const feedHref = await parent.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
  const webcal = await parent.getByRole('link', { name: 'Add to Apple Calendar' }).getAttribute('href');
  expect(webcal).toBe(`webcal://${new URL(school.session.platform.baseUrl).host}/s/${school.slug}/events.ics`);
  expect(await parent.getByRole('link', { name: 'Add to Outlook' }).getAttribute('href')).toContain('https://outlook.live.com/calendar/0/addfromweb?url=');
  expect(await parent.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toContain('https://calendar.google.com/calendar/r?cid=webcal');

  const calendarAnswer = await fetch((webcal ?? '').replace('webcal://', 'http://'));
  expect(calendarAnswer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(calendarAnswer.headers.get('surrogate-key')).toMatch(/^site-/);
  const calendar = new ICAL.Component(ICAL.parse(await calendarAnswer.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.map((event) => [event.summary, event.startDate.toString(), event.startDate.isDate])).toEqual([
    ['Sports day', '2099-12-04', true],
    ['Annual day', '2099-12-18', true],
  ]);

  const feedAnswer = await fetch(feedHref ?? '');
  expect(feedAnswer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const xml = await feedAnswer.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml).feed;
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(feed.entry.map((entry: { title: { '#text': string } }) => entry.title['#text'])).toEqual(['Fees for the new term']);
});
