import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { ENQUIRY_MIN_FILL_SECONDS } from '@schoolpage/content-contract';
import { card, eventually, startDashboardSession, type DashboardSession } from '../dashboard/support/dashboard-session';
import { axeViolations } from '../sites/support/axe';

/**
 * Journey (e), where features meet: a parent whose browser runs no script opens the school's home page, follows
 * "Enquire" (the home page's at 390 px, the menu's at 1366 px) to the enquiry form, which the server made for this
 * visit with its signed token, sends it with a mistake and reads the refusal (in the school's name and colour, saying
 * what to fix), sends it again and reads the thank-you page in the school's own look; the school finds both
 * enquiries in its dashboard.
 */

const SHOTS = join(__dirname, '../../tmp/enquiry-without-script');
const SENT = 'Thank you! Your enquiry has reached the school. They will contact you soon.';
const BRAND = '#9d174d';

let session: DashboardSession;
let slug: string;
let schoolName: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  session = await startDashboardSession();
  await session.verifyEmail();
  expect((await session.context.request.post('/api/dashboard/brand', { data: { color: BRAND, headingFont: 'template' } })).ok()).toBe(true);
  expect((await session.context.request.post('/api/dashboard/profile/publish-web')).status()).toBe(200);
  slug = ((await session.apiGet('/api/dashboard/profile/info')).info as { slug: string }).slug;
  schoolName = session.admin.organizationName;
});

afterAll(() => session?.close());

afterEach(() => {
  expect(session.pageErrors).toEqual([]);
});

/** A parent's browser without script, at `width`. */
async function parentWithoutScript(width: number): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width, height: 900 }, baseURL: session.platform.baseUrl, javaScriptEnabled: false });
  return context.newPage();
}

/**
 * axe's WCAG 2.2 AA check of a page a browser without script shows (axe itself runs as a script: the page is shown
 * again in a browser that runs them).
 */
async function expectAccessible(html: string): Promise<void> {
  const context = await session.browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  await page.setContent(html);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
}

/** Waits until a person could have filled the form the server made at `madeAt` (its token's time). */
async function likeAPerson(madeAt: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, madeAt + ENQUIRY_MIN_FILL_SECONDS * 1000 + 300 - Date.now())));
}

/** Follows `link` to the enquiry page; the page, made for this visit, carries the server's token. */
async function openForm(parent: Page, link: ReturnType<Page['getByRole']>): Promise<number> {
  const [answer] = await Promise.all([
    parent.waitForResponse((response: Response) => new URL(response.url()).pathname === `/s/${slug}/enquire`),
    link.click(),
  ]);
  const madeAt = Date.now();
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  await parent.getByRole('heading', { level: 1, name: 'Admission enquiry' }).waitFor();
  expect(await parent.locator('input[name="enquiryToken"]').inputValue()).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]{43}$/);
  return madeAt;
}

async function fillForm(parent: Page, student: string, { consent = true } = {}): Promise<void> {
  await parent.getByLabel("Student's name").fill(student);
  await parent.getByLabel('Class sought').fill('Class 1');
  await parent.getByLabel("Parent's name").fill('Sunita Rao');
  await parent.getByLabel('Phone').fill('98450 33333');
  if (consent) await parent.getByRole('checkbox').check();
}

it('a parent without script sends an enquiry from the home page’s "Enquire", and the school sees it', async () => {
  // 1366 px: the menu's "Enquire". This parent opens the form first and sends it last (a person's minimum time to
  // fill it passes while the other parent writes).
  const desktop = await parentWithoutScript(1366);
  await desktop.goto(`/s/${slug}`);
  await desktop.screenshot({ path: join(SHOTS, 'home-1366.png') });
  const desktopMadeAt = await openForm(desktop, desktop.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Enquire' }));

  // 390 px: the home page's own "Enquire".
  const phone = await parentWithoutScript(390);
  await phone.goto(`/s/${slug}`);
  const hero = phone.getByRole('region', { name: schoolName });
  await phone.screenshot({ path: join(SHOTS, 'home-390.png') });
  let madeAt = await openForm(phone, hero.getByRole('link', { name: 'Enquire' }));
  expect(new URL(phone.url()).pathname).toBe(`/s/${slug}/enquire`);

  // Sent without the consent: the refusal says what to fix, under the school's name in its colour.
  await fillForm(phone, 'Kavya Rao', { consent: false });
  await likeAPerson(madeAt);
  await phone.getByRole('button', { name: 'Send enquiry' }).click();
  await phone.getByRole('heading', { level: 1, name: 'Your enquiry was not sent' }).waitFor();
  expect((await phone.getByRole('alert').textContent())?.trim()).toBe('Please tick the box to agree that the school may use these details to answer you.');
  expect(await phone.getByRole('link', { name: schoolName }).getAttribute('href')).toBe(`/s/${slug}`);
  expect(await phone.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor)).toBe('rgb(157, 23, 77)');
  await phone.screenshot({ path: join(SHOTS, 'refused-390.png'), fullPage: true });
  await expectAccessible(await phone.content());

  // Back to the form (a fresh one, made for this visit again), sent whole: the thank-you page in the school's look.
  madeAt = await openForm(phone, phone.getByRole('link', { name: 'Back to the enquiry form' }));
  await fillForm(phone, 'Kavya Rao');
  await phone.screenshot({ path: join(SHOTS, 'form-390.png'), fullPage: true });
  await likeAPerson(madeAt);
  await phone.getByRole('button', { name: 'Send enquiry' }).click();
  await phone.waitForURL((url) => url.pathname === `/s/${slug}/enquiry-sent`);
  expect((await phone.getByRole('status').textContent())?.trim()).toBe(SENT);
  expect(await phone.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(`/s/${slug}`);
  await phone.screenshot({ path: join(SHOTS, 'sent-390.png'), fullPage: true });

  // The parent at 1366 px sends theirs.
  await fillForm(desktop, 'Rohan Rao');
  await desktop.screenshot({ path: join(SHOTS, 'form-1366.png'), fullPage: true });
  await likeAPerson(desktopMadeAt);
  await desktop.getByRole('button', { name: 'Send enquiry' }).click();
  await desktop.waitForURL((url) => url.pathname === `/s/${slug}/enquiry-sent`);
  expect((await desktop.getByRole('status').textContent())?.trim()).toBe(SENT);
  expect(await desktop.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Enquire' }).isVisible()).toBe(true);
  await desktop.screenshot({ path: join(SHOTS, 'sent-1366.png'), fullPage: true });

  // The school: both, newest first.
  await session.open('enquiries', 'Enquiries');
  const items = card(session.page, 'Admission enquiries').getByRole('listitem');
  await eventually(async () => expect(await items.count()).toBe(2));
  expect(await items.nth(0).getByRole('heading').textContent()).toBe('Rohan Rao — Class 1');
  expect(await items.nth(1).getByRole('heading').textContent()).toBe('Kavya Rao — Class 1');
  await session.page.screenshot({ path: join(SHOTS, 'inbox-1280.png'), fullPage: true });
  await phone.context().close();
  await desktop.context().close();
});

it('offers the same way in the other template: "Enquire" on its home page, in its menu and first on its admissions page', async () => {
  expect((await session.context.request.post('/api/dashboard/template/template-update', { data: { templateId: 'nbl' } })).status()).toBe(200);
  // Both parents open the form, then both send it: the second's minimum time to fill it passes while the first writes.
  const forms: { parent: Page; width: number; madeAt: number }[] = [];
  for (const width of [390, 1366]) {
    const parent = await parentWithoutScript(width);
    await parent.goto(`/s/${slug}`);
    const hero = parent.getByRole('region', { name: schoolName });
    expect(await hero.getByRole('link', { name: 'Enquire' }).getAttribute('href')).toBe(`/s/${slug}/enquire`);
    const menu = parent.getByRole('navigation', { name: 'Site' });
    expect(await menu.getByRole('link', { name: 'Enquire' }).getAttribute('href')).toBe(`/s/${slug}/enquire`);
    await parent.screenshot({ path: join(SHOTS, `nbl-home-${width}.png`) });
    await menu.getByRole('link', { name: /Admissions/ }).click();
    const ask = parent.getByRole('region', { name: 'Ask about admission' });
    await ask.waitFor();
    await parent.screenshot({ path: join(SHOTS, `nbl-admissions-${width}.png`) });
    forms.push({ parent, width, madeAt: await openForm(parent, ask.getByRole('link', { name: 'Enquire' })) });
  }
  for (const { parent, width, madeAt } of forms) {
    await fillForm(parent, `Child at ${width}`);
    await likeAPerson(madeAt);
    await parent.getByRole('button', { name: 'Send enquiry' }).click();
    await parent.waitForURL((url) => url.pathname === `/s/${slug}/enquiry-sent`);
    expect((await parent.getByRole('status').textContent())?.trim()).toBe(SENT);
    await parent.context().close();
  }
});
