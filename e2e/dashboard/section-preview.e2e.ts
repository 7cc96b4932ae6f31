import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BRAND_API_PATH, DASHBOARD_API } from '@schoolpage/content-contract';
import type { Locator, Page, Request } from 'playwright-core';
import { card, eventually, imageLoaded, useDashboardSession } from './support/dashboard-session';
import { screenshotForReview } from '../support/screenshots';

/**
 * Issue 24 point 7: each dashboard section shows how it will look on the site, drawn by the site's own
 * component in the chosen template's look (its `./SectionPreview`, loaded through the shell), live as the admin
 * types: beside the form on a laptop (1366 px), behind a "Preview" toggle on a phone (390 px), never reachable by
 * Tab; the focal point and the members form feed it too, and a page's previews share one read of the school's brand.
 */
const session = useDashboardSession();
const SCREENSHOTS = join(__dirname, '..', '..', 'tmp', 'screenshots');

beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));

/** The typeface of the FAQ preview's section title: each template's own (the school keeps the template's, 'template'). */
const titleFont = (preview: Locator) => preview.getByText('Frequently Asked Questions').evaluate((title) => getComputedStyle(title).fontFamily);

/** How much of the FAQ preview's title shows through (the product of its and its ancestors' opacity): 1 when it is seen. */
const titleOpacity = (preview: Locator) =>
  preview.getByText('Frequently Asked Questions').evaluate((title) => {
    let opacity = 1;
    for (let element: Element | null = title; element; element = element.parentElement) opacity *= Number(getComputedStyle(element).opacity);
    return opacity;
  });

async function openAbout(page: Page, width: number): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await session.open('about', 'About');
  return card(page, 'FAQ');
}

it('at 1366 px shows the FAQ preview beside the form, with a question live as it is typed; the page reads the brand once', async () => {
  const { page } = session;
  const brandReads: string[] = [];
  const countBrandRead = (request: Request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === BRAND_API_PATH) brandReads.push(request.url());
  };
  page.on('request', countBrandRead);
  const faq = await openAbout(page, 1366);
  const preview = faq.getByRole('region', { name: 'Preview: FAQ' });
  expect(await faq.getByRole('button', { name: 'Preview' }).isVisible()).toBe(false);
  await preview.getByText('Frequently Asked Questions').waitFor();
  // History, FAQ and facilities each show a preview, from one read of the school's brand.
  await eventually(async () => expect(await page.getByTestId('section-preview').count()).toBe(3));
  await page.waitForLoadState('networkidle');
  page.off('request', countBrandRead);
  expect(brandReads).toHaveLength(1);

  // A new school's template is Run: its heading typeface, not the dashboard's plain preview.
  await eventually(async () => expect(await titleFont(preview)).toContain('Trebuchet MS'));
  expect(await preview.getByText(/look could not be loaded/).count()).toBe(0);

  await faq.getByLabel('Question', { exact: true }).fill('Is there a school bus?');
  await preview.getByText('Is there a school bus?').waitFor();

  // Shown at once, not faded in as the site's sections are when scrolled to.
  expect(await titleOpacity(preview)).toBe(1);
  const form = (await faq.getByLabel('Question', { exact: true }).boundingBox())!;
  const shown = (await preview.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(form.x + form.width);
  expect(shown.y).toBeLessThan(form.y + form.height);
  await screenshotForReview(faq, join(SCREENSHOTS, 'section-preview-faq-1366.png'));
});

it('at 390 px keeps the preview behind its toggle, out of keyboard reach, showing what is typed in the NBL look once NBL is chosen', async () => {
  const { page } = session;
  expect((await page.context().request.post(DASHBOARD_API.templateUpdate, { data: { templateId: 'nbl' } })).status()).toBe(200);
  const faq = await openAbout(page, 390);
  const toggle = faq.getByRole('button', { name: 'Preview' });
  const preview = faq.getByRole('region', { name: 'Preview: FAQ' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await preview.isVisible()).toBe(false);

  await faq.getByLabel('Question', { exact: true }).fill('Do pupils wear a uniform?');
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await preview.getByText('Do pupils wear a uniform?').waitFor();
  await eventually(async () => expect(await titleFont(preview)).toContain('Georgia'));
  expect(await titleFont(preview)).not.toContain('Trebuchet MS');
  const box = (await preview.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  // The preview's own buttons cannot be reached: Tab goes from the toggle straight to the form.
  await toggle.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('question');
  await screenshotForReview(faq, join(SCREENSHOTS, 'section-preview-faq-390.png'));

  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await preview.isVisible()).toBe(false);
});

it("falls back to the plain preview, with a short note, when the template's files cannot be fetched", async () => {
  const { page } = session;
  const templateFiles = '**/remotes/templates/nbl/**';
  await page.route(templateFiles, (route) => route.abort());
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dashboard/about');
    const preview = card(page, 'FAQ').getByRole('region', { name: 'Preview: FAQ' });
    await preview.getByText("Your template's look could not be loaded, so this preview is plain.").waitFor();
    await preview.getByText('Frequently Asked Questions').waitFor();
    expect(await titleFont(preview)).not.toContain('Georgia');
    await screenshotForReview(preview, join(SCREENSHOTS, 'section-preview-plain-1366.png'));
  } finally {
    await page.unroute(templateFiles);
    session.takeConsoleErrors();
  }
});

it('shows a chosen gallery picture with its caption live, in the school colour', async () => {
  const { page } = session;
  expect((await page.context().request.post('/api/dashboard/brand', { data: { color: '#b91c1c', headingFont: 'template' } })).status()).toBeLessThan(300);
  await page.setViewportSize({ width: 1366, height: 900 });
  // A fresh load: the About page still holds typed text, which the menu would ask to keep.
  await page.goto('/dashboard/visible');
  await page.getByRole('heading', { level: 1, name: 'Visible', exact: true }).waitFor();
  const gallery = card(page, 'Gallery');
  const preview = gallery.getByRole('region', { name: 'Preview: Gallery' });
  await gallery.getByLabel('Gallery image', { exact: true }).setInputFiles(session.files.jpeg);
  await gallery.getByLabel(/^Caption/).fill('Sports day relay');
  await preview.getByText('Sports day relay').waitFor();
  expect(await imageLoaded(preview.locator('img'))).toBe(true);
  const site = preview.getByTestId('section-preview');
  await eventually(async () => expect(await site.evaluate((element) => getComputedStyle(element).getPropertyValue('--sp-brand').trim())).toBe('#b91c1c'));

  // Moving the focal point moves the spot the preview's tile keeps in view, as it is moved.
  const form = gallery.getByRole('button', { name: 'Upload image' }).locator('xpath=ancestor::form');
  await form.getByRole('button', { name: /^Focal point, 50% across and 50% down/ }).press('ArrowRight');
  await form.getByRole('button', { name: /^Focal point, 55% across/ }).press('ArrowUp');
  await eventually(async () => expect(await preview.locator('img').evaluate((img) => (img as HTMLImageElement).style.objectPosition)).toBe('55% 45%'));
  await screenshotForReview(gallery, join(SCREENSHOTS, 'section-preview-gallery-1366.png'));
});

it.each([1366, 390])('at %i px previews the member being typed in the list it will join', async (width) => {
  const { page } = session;
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/dashboard/members');
  await page.getByRole('heading', { level: 1, name: 'Our Members', exact: true }).waitFor();
  const adding = card(page, 'Add a member');
  const [faculty, staff] = [card(page, 'Faculty'), card(page, 'Staff')];
  if (width < 1100) {
    await faculty.getByRole('button', { name: 'Preview' }).click();
    await staff.getByRole('button', { name: 'Preview' }).click();
  }
  await adding.getByLabel('Full name').fill('Meena Das');
  await adding.getByLabel('Designation').fill('Mathematics teacher');
  const facultyPreview = faculty.getByRole('region', { name: 'Preview: Faculty' });
  await facultyPreview.getByText('Meena Das').waitFor();
  await facultyPreview.getByText('Mathematics teacher').waitFor();

  await adding.getByRole('radio', { name: 'Staff' }).check();
  await staff.getByRole('region', { name: 'Preview: Staff' }).getByText('Meena Das').waitFor();
  expect(await facultyPreview.getByText('Meena Das').count()).toBe(0);
  await screenshotForReview(page, join(SCREENSHOTS, `section-preview-members-${width}.png`), { fullPage: true });
});
