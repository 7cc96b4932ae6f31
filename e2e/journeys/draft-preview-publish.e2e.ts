import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { card } from '../dashboard/support/dashboard-session';
import { axeViolations } from '../sites/support/axe';
import { usePublishedSchool } from '../sites/support/published-school';
import { screenshotForReview } from '../support/screenshots';

/**
 * Issue 42 (f): a story written as a draft, previewed, then published. The office starts the story on an empty editor
 * (Heading works on its first, empty line), saves it as a draft (listed as "Draft", nowhere on the public site, its
 * sitemap or its feed), previews it in the school's template (a page only a signed-in member gets, never kept), then
 * publishes it, and parents read it. At 390 and 1366 px, with screenshots.
 */

const SHOTS = join(__dirname, '../../tmp/screenshots/draft-preview-publish');
const STORY = 'Science fair winners';

const school = usePublishedSchool();

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

it.each([390, 1366])('at %i px: writes a story as a draft, previews it, then publishes it', async (width) => {
  const { page, context } = school.session;
  const title = `${STORY} ${width}`;
  await school.session.open('news', 'News');
  await page.setViewportSize({ width, height: 900 });
  await page.getByRole('button', { name: 'Write a new story' }).click();
  const form = card(page, 'New story');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);

  // Heading on the first, empty line, then what is typed is the heading.
  const editor = form.getByRole('textbox', { name: 'Story' });
  await editor.click();
  await form.getByRole('button', { name: 'Heading', exact: true }).click();
  expect(await form.getByRole('button', { name: 'Heading', exact: true }).getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.type('Winners');
  await editor.locator('h2', { hasText: 'Winners' }).waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Class 7 built a working windmill.');

  expect(await axeViolations(page)).toEqual([]);
  await screenshotForReview(form, join(SHOTS, `story-form-${width}.png`));

  // Save draft: listed as a draft, the form stays open on the saved story.
  await form.getByRole('button', { name: 'Save draft' }).click();
  const listed = card(page, 'Your news').getByRole('listitem').filter({ hasText: title });
  await listed.getByText('Draft', { exact: true }).waitFor();
  const stories = (await school.session.apiGet('/api/dashboard/news')).info as { title: string; slug: string; status: string }[];
  const story = stories.find((candidate) => candidate.title === title)!;
  expect(story.status).toBe('draft');
  const address = `/s/${school.slug}/news/${story.slug}`;

  // Nowhere public: not the page, not the news list, not the sitemap, not the feed.
  const parent = await school.visitor(width);
  expect((await parent.goto(address))?.status()).toBe(404);
  await parent.goto(`/s/${school.slug}/news`);
  expect(await parent.getByRole('link', { name: title }).count()).toBe(0);
  const base = school.session.platform.baseUrl;
  expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain(address);
  expect(await (await fetch(`${base}/s/${school.slug}/feed.xml`)).text()).not.toContain(title);
  // A stranger asking for the preview gets the public answer.
  expect((await parent.goto(`${address}?preview=draft`))?.status()).toBe(404);

  // Preview: the page as it will look, in a new tab, for the signed-in member only and never kept.
  const [preview] = await Promise.all([context.waitForEvent('page'), card(page, 'Edit story').getByRole('button', { name: 'Preview' }).click()]);
  await preview.setViewportSize({ width, height: 900 });
  await preview.waitForURL(`**${address}?preview=draft`);
  await preview.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await preview.getByRole('heading', { level: 2, name: 'Winners' }).count()).toBe(1);
  await preview.getByText('Preview: only your school’s team can see drafts').waitFor();
  const previewAnswer = await context.request.get(`${address}?preview=draft`);
  expect(previewAnswer.status()).toBe(200);
  expect(previewAnswer.headers()['cache-control']).toContain('no-store');
  expect(previewAnswer.headers()['x-robots-tag']).toBe('noindex');
  await screenshotForReview(preview, join(SHOTS, `preview-${width}.png`), { fullPage: true });
  await preview.close();
  expect((await parent.goto(address))?.status()).toBe(404);

  // Publish: the form closes, the list says Published, and parents read it.
  await card(page, 'Edit story').getByRole('button', { name: 'Publish' }).click();
  await listed.getByText('Published', { exact: true }).waitFor();
  expect(await card(page, 'Your news').getByRole('listitem').filter({ hasText: title }).getByText('Draft', { exact: true }).count()).toBe(0);
  await screenshotForReview(page, join(SHOTS, `news-list-${width}.png`), { fullPage: true });
  expect((await parent.goto(address))?.status()).toBe(200);
  await parent.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await parent.getByText('Preview: only your school’s team').count()).toBe(0);
  expect(await axeViolations(parent)).toEqual([]);
  await screenshotForReview(parent, join(SHOTS, `published-${width}.png`), { fullPage: true });
  expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain(address);
});
