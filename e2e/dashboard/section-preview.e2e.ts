import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { card, eventually, imageLoaded, useDashboardSession } from './support/dashboard-session';

/**
 * Issue 24 point 7: each dashboard section shows how it will look on the site, drawn by the site's own
 * component, live as the admin types: beside the form on a laptop (1366 px), behind a "Preview" toggle on a
 * phone (390 px), never reachable by Tab.
 */
const session = useDashboardSession();
const SCREENSHOTS = join(__dirname, '..', '..', 'tmp', 'screenshots');

beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));

async function openAbout(page: Page, width: number): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await session.open('about', 'About');
  return card(page, 'FAQ');
}

it('at 1366 px shows the FAQ preview beside the form, with a question live as it is typed', async () => {
  const { page } = session;
  const faq = await openAbout(page, 1366);
  const preview = faq.getByRole('region', { name: 'Preview: FAQ' });
  expect(await faq.getByRole('button', { name: 'Preview' }).isVisible()).toBe(false);
  await preview.getByText('Frequently Asked Questions').waitFor();

  await faq.getByLabel('Question', { exact: true }).fill('Is there a school bus?');
  await preview.getByText('Is there a school bus?').waitFor();

  const form = (await faq.getByLabel('Question', { exact: true }).boundingBox())!;
  const shown = (await preview.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(form.x + form.width);
  expect(shown.y).toBeLessThan(form.y + form.height);
  await faq.screenshot({ path: join(SCREENSHOTS, 'section-preview-faq-1366.png') });
});

it('at 390 px keeps the preview behind its toggle, out of keyboard reach, showing what is typed', async () => {
  const { page } = session;
  const faq = await openAbout(page, 390);
  const toggle = faq.getByRole('button', { name: 'Preview' });
  const preview = faq.getByRole('region', { name: 'Preview: FAQ' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await preview.isVisible()).toBe(false);

  await faq.getByLabel('Question', { exact: true }).fill('Do pupils wear a uniform?');
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await preview.getByText('Do pupils wear a uniform?').waitFor();
  const box = (await preview.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  // The preview's own buttons cannot be reached: Tab goes from the toggle straight to the form.
  await toggle.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('question');
  await faq.screenshot({ path: join(SCREENSHOTS, 'section-preview-faq-390.png') });

  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await preview.isVisible()).toBe(false);
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
  await gallery.screenshot({ path: join(SCREENSHOTS, 'section-preview-gallery-1366.png') });
});
