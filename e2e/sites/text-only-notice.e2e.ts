import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations } from './support/axe';
import { usePublishedSchool } from './support/published-school';
import { takeOver } from './support/site-visitor';
import { screenshotForReview } from '../support/screenshots';

/**
 * Issue 42, item 5: a notice that is a text alone ("School closed tomorrow"). The notice board lists it with a
 * "View Notice" that opens its own page, where its text is read; nothing links to a file it does not have.
 */
const SHOTS = join(__dirname, '../../tmp/text-only-notice');
const TITLE = 'School closed tomorrow';
const TEXT = 'Heavy rain: the school is closed on Friday. Classes start again on Monday.';

const school = usePublishedSchool(async (session) => {
  const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: TEXT }] }] };
  const saved = await session.context.request.post('/api/dashboard/notice-course/notice', { data: { noticeTitle: TITLE, body } });
  expect([saved.status(), await saved.text()]).toEqual([201, expect.stringContaining('"success":true')]);
});

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

it.each([390, 1366])('lists a text-only notice and opens its own page with its text at %i px', async (width) => {
  const parent = await school.visitor(width);
  await parent.goto(`/s/${school.slug}/notices`);
  await takeOver(parent);
  const notices = parent.locator('#notices');
  await notices.getByRole('heading', { name: TITLE }).waitFor();
  await screenshotForReview(parent, join(SHOTS, `notices-${width}.png`), { fullPage: true });
  const links = await notices.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links).toEqual([expect.stringMatching(new RegExp(`^/s/${school.slug}/notice/[\\w-]+$`))]);

  await notices.getByRole('link', { name: 'View Notice' }).click();
  await parent.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await parent.getByText(TEXT).waitFor();
  expect(await parent.locator('article a[download]').count()).toBe(0);
  expect(await axeViolations(parent)).toEqual([]);
  await screenshotForReview(parent, join(SHOTS, `notice-page-${width}.png`), { fullPage: true });
});

it('adds a text-only notice from the dashboard, whose hint says a file or a text will do; neither is refused (390 px)', async () => {
  const { page } = school.session;
  await school.session.open('coursenotice', 'Notice & Courses');
  await page.setViewportSize({ width: 390, height: 844 });
  const notices = page.getByRole('region', { name: 'Notices', exact: true });
  await notices.getByText('A notice needs a file, a text, or both', { exact: false }).first().waitFor();
  await notices.getByLabel('Notice title', { exact: true }).first().fill('Sports day moved');
  await notices.getByRole('button', { name: 'Upload notice' }).click();
  await notices.getByRole('alert').filter({ hasText: 'Title and File both required!' }).waitFor();

  await notices.getByRole('textbox', { name: 'Notice text (optional with a file)' }).first().click();
  await page.keyboard.type('Sports day is on Saturday now.');
  await notices.getByRole('button', { name: 'Upload notice' }).click();
  await notices.getByText('Added successfully.').waitFor();
  await notices.getByRole('textbox', { name: 'Notice text (optional with a file)' }).first().scrollIntoViewIfNeeded();
  await screenshotForReview(page, join(SHOTS, 'dashboard-notices-390.png'));
  const saved = (await school.session.apiGet('/api/dashboard/notice-course/notice')).info as { title: string; fileUrl?: unknown }[];
  expect(saved.find((notice) => notice.title === 'Sports day moved')).toEqual(expect.not.objectContaining({ fileUrl: expect.anything() }));
  await page.setViewportSize({ width: 1280, height: 900 });
});
