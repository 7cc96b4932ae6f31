import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { ENQUIRY_MIN_FILL_SECONDS } from '@schoolpage/content-contract';
import { answerDialog, card, eventually, expectAlert, startDashboardSession, type DashboardSession } from '../dashboard/support/dashboard-session';
import { axeViolations } from './support/axe';
import { takeOver } from './support/site-visitor';

/**
 * Admission enquiries and visitor figures, as a parent and a school meet them: a parent asks about a seat through the
 * admissions page's "Enquire" with script (in the page, each wrong field named beside it) and without script
 * (/enquire, made for each request with the server's token: a plain form POST and the thank-you page); the school finds both in Enquiries (a new-count in the menu), moves one on, sets how long enquiries
 * are kept, and sees the parents' visits on Visitors (a chart in its own colour beside its table, 7/30/90 days).
 * Phone and desktop.
 * Journey (e), where features meet: a parent whose browser runs no script opens the school's home page, follows
 * "Enquire" (the home page's at 390 px, the menu's at 1366 px) to the enquiry form, which the server made for this
 * visit with its signed token, sends it with a mistake and reads the refusal (in the school's name and colour, saying
 * what to fix), sends it again and reads the thank-you page in the school's own look; the school finds both
 * enquiries in its dashboard. The other template offers the same way.
 */

const SENT = 'Thank you! Your enquiry has reached the school. They will contact you soon.';
/** The school's brand colour: the Visitors chart draws in it (it reads on white as it is), the enquiry pages' header too. */
const BRAND = { color: '#0f766e', rgb: [15, 118, 110] };

let session: DashboardSession;
let slug: string;
const parents: BrowserContext[] = [];

/**
 * Browsers as parents have them: headless Chromium names itself a robot (and is rightly not counted), and the phone
 * is told apart from the desktop on the same address by its user agent, as the counting does.
 */
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function parent(width: number, javaScriptEnabled: boolean): Promise<Page> {
  const context = await session.browser.newContext({
    viewport: { width, height: 900 },
    baseURL: session.platform.baseUrl,
    javaScriptEnabled,
    userAgent: width < 768 ? PHONE_AGENT : DESKTOP_AGENT,
  });
  parents.push(context);
  const page = await context.newPage();
  // The refused enquiry's 400 is the one error the browser logs on purpose.
  page.on('console', (message) => message.type() === 'error' && !/status of 400/.test(message.text()) && session.pageErrors.push(`parent console: ${message.text()}`));
  page.on('pageerror', (error) => session.pageErrors.push(`parent: ${error.message}`));
  return page;
}

/** A person takes at least ENQUIRY_MIN_FILL_SECONDS over the form the server made at `madeAt` (its token's time). */
async function waitUntilAPersonCould(madeAt: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, madeAt + ENQUIRY_MIN_FILL_SECONDS * 1000 + 300 - Date.now())));
}

beforeAll(async () => {
  session = await startDashboardSession();
  await session.verifyEmail();
  const course = await session.context.request.post('/api/dashboard/notice-course/category', { data: { category: 'School' } });
  expect(course.ok()).toBe(true);
  await session.context.request.post('/api/dashboard/notice-course/course', { data: { courseName: 'Class 3', fee: '₹40,000', duration: '1 year', category: 'School' } });
  expect((await session.context.request.post('/api/dashboard/brand', { data: { color: BRAND.color, headingFont: 'template' } })).ok()).toBe(true);
  expect((await session.context.request.post('/api/dashboard/profile/publish-web')).status()).toBe(200);
  slug = ((await session.apiGet('/api/dashboard/profile/info')).info as { slug: string }).slug;
});

afterAll(async () => {
  for (const context of parents) await context.close().catch(() => undefined);
  await session?.close();
});

afterEach(() => {
  expect(session.pageErrors).toEqual([]);
  expect(session.takeConsoleErrors()).toEqual([]);
});

it('takes enquiries with and without script, lists them in the inbox with a new-count, and shows the visits', async () => {
  // Without script, at 390 px: the admissions page offers "Enquire" first; the enquiry page it leads to is made for
  // this visit (kept nowhere), with the server's token in its form.
  const noScript = await parent(390, false);
  await noScript.goto(`/s/${slug}/admissions`);
  expect(await noScript.getByRole('button', { name: 'Send enquiry' }).count()).toBe(0);
  const [enquirePage] = await Promise.all([
    noScript.waitForResponse((response) => new URL(response.url()).pathname === `/s/${slug}/enquire`),
    noScript.getByRole('region', { name: 'Ask about admission' }).getByRole('link', { name: 'Enquire' }).click(),
  ]);
  const enquiryFormOpened = Date.now();
  expect(enquirePage.headers()['cache-control']).toBe('private, no-store');
  await noScript.getByRole('heading', { level: 1, name: 'Admission enquiry' }).waitFor();
  expect(await noScript.locator('input[name="enquiryToken"]').inputValue()).not.toBe('');
  expect(await noScript.locator('input[name="startedAt"]').count()).toBe(0);

  // With script, at 1366 px, from the admissions page once the site has taken over (a click before that would be a
  // plain form POST): "Enquire" opens the form in the page, and its script asks for a fresh token.
  const withScript = await parent(1366, true);
  await withScript.goto(`/s/${slug}/admissions`);
  await takeOver(withScript);
  const [tokenAnswer] = await Promise.all([
    withScript.waitForResponse((response) => new URL(response.url()).pathname === '/api/web/enquiry/token'),
    withScript.getByRole('region', { name: 'Ask about admission' }).getByRole('link', { name: 'Enquire' }).click(),
  ]);
  const tokenMade = Date.now();
  expect(tokenAnswer.status()).toBe(200);
  const form = withScript.getByRole('region', { name: 'Ask about admission' });
  await form.getByLabel("Student's name").fill('आरव शर्मा');
  await form.getByLabel('Class sought').fill('Class 3');
  await form.getByLabel("Parent's name").fill('प्रिया शर्मा');
  await form.getByLabel('Phone').fill('12345');
  // The token decides the fill time: sent sooner than a person could, the form would be refused as too fast.
  await waitUntilAPersonCould(tokenMade);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const phone = form.getByLabel('Phone');
  await eventually(async () => expect(await phone.getAttribute('aria-invalid')).toBe('true'));
  expect((await form.getByRole('alert').textContent())?.trim()).toBe('Your enquiry could not be sent. Please check the form and send it again.');
  expect(await form.getByText('Please enter a phone number we can call, e.g. 98290 11111.').isVisible()).toBe(true);
  expect(await form.getByText('Please tick the box to agree that the school may use these details to answer you.').isVisible()).toBe(true);
  expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await axeViolations(withScript)).toEqual([]);
  await phone.fill('98290 11111');
  await form.getByRole('checkbox', { name: /Greenfield Public School will use these details only to answer this admission enquiry/ }).check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  expect((await form.getByRole('status').textContent())?.trim()).toBe(SENT);

  // Back to the page without script: a plain POST, then the thank-you page.
  await noScript.getByLabel("Student's name").fill('Meera Iyer');
  await noScript.getByLabel('Class sought').fill('Class 5');
  await noScript.getByLabel("Parent's name").fill('Lakshmi Iyer');
  await noScript.getByLabel('Phone').fill('+91 98450 22222');
  await noScript.getByRole('checkbox').check();
  await waitUntilAPersonCould(enquiryFormOpened);
  await noScript.getByRole('button', { name: 'Send enquiry' }).click();
  await noScript.waitForURL((url) => url.pathname === `/s/${slug}/enquiry-sent`);
  expect((await noScript.getByRole('status').textContent())?.trim()).toBe(SENT);

  // The inbox: both, newest first, and the menu counts them as new.
  await session.open('enquiries', 'Enquiries');
  const menu = session.page.getByRole('navigation', { name: 'Dashboard' });
  await eventually(async () => expect((await menu.getByRole('link', { name: /^Enquiries/ }).textContent())?.replace(/\s+/g, ' ')).toContain('2 new'));
  const inbox = card(session.page, 'Admission enquiries');
  const items = inbox.getByRole('listitem');
  await eventually(async () => expect(await items.count()).toBe(2));
  expect(await items.nth(0).getByRole('heading').textContent()).toBe('Meera Iyer — Class 5');
  expect(await items.nth(1).getByRole('heading').textContent()).toBe('आरव शर्मा — Class 3');
  await items.nth(1).getByLabel('Status').selectOption('contacted');
  await items.nth(1).getByLabel('Note').fill('Called; visit on Saturday');
  await items.nth(1).getByRole('button', { name: 'Save' }).click();
  await expectAlert(inbox, 'Enquiry updated.');
  await eventually(async () => expect((await menu.getByRole('link', { name: /^Enquiries/ }).textContent())?.replace(/\s+/g, ' ')).toContain('1 new'));
  expect(await axeViolations(session.page)).toEqual([]);
  await items.nth(0).getByRole('button', { name: 'Delete' }).click();
  await answerDialog(session.page, 'Delete');
  await eventually(async () => expect(await items.count()).toBe(1));
  const kept = card(session.page, 'How long enquiries are kept');
  const days = kept.getByRole('spinbutton', { name: 'Keep enquiries for (days)' });
  expect(await days.inputValue()).toBe('365');
  await days.fill('90');
  await kept.getByRole('button', { name: 'Save' }).click();
  await eventually(async () => expect((await kept.getByRole('status').textContent())?.trim()).toBe('Saved. Enquiries older than this are deleted each day.'));
  expect(((await session.apiGet('/api/dashboard/enquiries/settings')).info as { retentionDays: number }).retentionDays).toBe(90);

  // Visitors: the parents' page views, as a chart beside its table; axe clean at both widths.
  await session.open('visitors', 'Visitors');
  const figures = card(session.page, 'Visitors to your site');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const todayRow = figures.getByRole('table', { name: 'Visitors by day' }).getByRole('row', { name: new RegExp(`^${today}`) });
  // Two parents; pages: without script the admissions page, the enquiry page and the thank-you page, with script the
  // admissions page and the enquiry page it moved to in the page.
  await eventually(async () => expect((await todayRow.innerText()).split(/\s+/)).toEqual([today, '2', '5']));
  const chart = figures.getByRole('img', { name: /Daily visitors and page views/ });
  expect(await chart.count()).toBe(1);
  // The visitors' line (and its legend) is drawn in the school's colour.
  await eventually(async () =>
    expect(
      await chart.evaluate((canvas, [r, g, b]) => {
        const { data } = (canvas as HTMLCanvasElement).getContext('2d')!.getImageData(0, 0, (canvas as HTMLCanvasElement).width, (canvas as HTMLCanvasElement).height);
        for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) return true;
        return false;
      }, BRAND.rgb),
    ).toBe(true),
  );
  expect(await figures.getByRole('table', { name: 'Top pages' }).getByRole('row', { name: /\/admissions/ }).count()).toBe(1);
  await figures.getByRole('button', { name: 'Last 7 days' }).click();
  expect(await figures.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
  await eventually(async () => expect(await figures.getByRole('table', { name: 'Visitors by day' }).getByRole('row').count()).toBe(8));
  expect(await axeViolations(session.page)).toEqual([]);
  await session.page.setViewportSize({ width: 390, height: 900 });
  expect(await axeViolations(session.page)).toEqual([]);
  await session.page.setViewportSize({ width: 1280, height: 900 });
});

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

/** Follows `link` to the enquiry page; the page, made for this visit, carries the server's token. Returns when it was made. */
async function openForm(page: Page, link: Locator): Promise<number> {
  const [answer] = await Promise.all([page.waitForResponse((response: Response) => new URL(response.url()).pathname === `/s/${slug}/enquire`), link.click()]);
  const madeAt = Date.now();
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  await page.getByRole('heading', { level: 1, name: 'Admission enquiry' }).waitFor();
  expect(await page.locator('input[name="enquiryToken"]').inputValue()).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]{43}$/);
  return madeAt;
}

async function fillForm(page: Page, student: string, { consent = true } = {}): Promise<void> {
  await page.getByLabel("Student's name").fill(student);
  await page.getByLabel('Class sought').fill('Class 1');
  await page.getByLabel("Parent's name").fill('Sunita Rao');
  await page.getByLabel('Phone').fill('98450 33333');
  if (consent) await page.getByRole('checkbox').check();
}

it('a parent without script sends an enquiry from the home page’s "Enquire", and the school sees it', async () => {
  const schoolName = session.admin.organizationName;
  // 1366 px: the menu's "Enquire". This parent opens the form first and sends it last (a person's minimum time to
  // fill it passes while the other parent writes).
  const desktop = await parent(1366, false);
  await desktop.goto(`/s/${slug}`);
  const desktopMadeAt = await openForm(desktop, desktop.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Enquire' }));

  // 390 px: the home page's own "Enquire".
  const phone = await parent(390, false);
  await phone.goto(`/s/${slug}`);
  const hero = phone.getByRole('region', { name: schoolName });
  let madeAt = await openForm(phone, hero.getByRole('link', { name: 'Enquire' }));
  expect(new URL(phone.url()).pathname).toBe(`/s/${slug}/enquire`);

  // Sent without the consent: the refusal says what to fix, under the school's name in its colour.
  await fillForm(phone, 'Kavya Rao', { consent: false });
  await waitUntilAPersonCould(madeAt);
  await phone.getByRole('button', { name: 'Send enquiry' }).click();
  await phone.getByRole('heading', { level: 1, name: 'Your enquiry was not sent' }).waitFor();
  expect((await phone.getByRole('alert').textContent())?.trim()).toBe('Please tick the box to agree that the school may use these details to answer you.');
  expect(await phone.getByRole('link', { name: schoolName }).getAttribute('href')).toBe(`/s/${slug}`);
  expect(await phone.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor)).toBe(`rgb(${BRAND.rgb.join(', ')})`);
  await expectAccessible(await phone.content());

  // Back to the form (a fresh one, made for this visit again), sent whole: the thank-you page in the school's look.
  madeAt = await openForm(phone, phone.getByRole('link', { name: 'Back to the enquiry form' }));
  await fillForm(phone, 'Kavya Rao');
  await waitUntilAPersonCould(madeAt);
  await phone.getByRole('button', { name: 'Send enquiry' }).click();
  await phone.waitForURL((url) => url.pathname === `/s/${slug}/enquiry-sent`);
  expect((await phone.getByRole('status').textContent())?.trim()).toBe(SENT);
  expect(await phone.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(`/s/${slug}`);

  // The parent at 1366 px sends theirs.
  await fillForm(desktop, 'Rohan Rao');
  await waitUntilAPersonCould(desktopMadeAt);
  await desktop.getByRole('button', { name: 'Send enquiry' }).click();
  await desktop.waitForURL((url) => url.pathname === `/s/${slug}/enquiry-sent`);
  expect((await desktop.getByRole('status').textContent())?.trim()).toBe(SENT);
  expect(await desktop.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Enquire' }).isVisible()).toBe(true);

  // The school: both, newest first, above the one kept from the visit with script.
  await session.open('enquiries', 'Enquiries');
  const items = card(session.page, 'Admission enquiries').getByRole('listitem');
  await eventually(async () => expect(await items.count()).toBe(3));
  expect(await items.nth(0).getByRole('heading').textContent()).toBe('Rohan Rao — Class 1');
  expect(await items.nth(1).getByRole('heading').textContent()).toBe('Kavya Rao — Class 1');
});

it('offers the same way in the other template: "Enquire" on its home page, in its menu and first on its admissions page', async () => {
  const schoolName = session.admin.organizationName;
  expect((await session.context.request.post('/api/dashboard/template/template-update', { data: { templateId: 'nbl' } })).status()).toBe(200);
  // Both parents open the form, then both send it: the second's minimum time to fill it passes while the first writes.
  const forms: { page: Page; width: number; madeAt: number }[] = [];
  for (const width of [390, 1366]) {
    const page = await parent(width, false);
    await page.goto(`/s/${slug}`);
    const hero = page.getByRole('region', { name: schoolName });
    expect(await hero.getByRole('link', { name: 'Enquire' }).getAttribute('href')).toBe(`/s/${slug}/enquire`);
    const menu = page.getByRole('navigation', { name: 'Site' });
    expect(await menu.getByRole('link', { name: 'Enquire' }).getAttribute('href')).toBe(`/s/${slug}/enquire`);
    await menu.getByRole('link', { name: /Admissions/ }).click();
    const ask = page.getByRole('region', { name: 'Ask about admission' });
    await ask.waitFor();
    forms.push({ page, width, madeAt: await openForm(page, ask.getByRole('link', { name: 'Enquire' })) });
  }
  for (const { page, width, madeAt } of forms) {
    await fillForm(page, `Child at ${width}`);
    await waitUntilAPersonCould(madeAt);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL((url) => url.pathname === `/s/${slug}/enquiry-sent`);
    expect((await page.getByRole('status').textContent())?.trim()).toBe(SENT);
  }
});
