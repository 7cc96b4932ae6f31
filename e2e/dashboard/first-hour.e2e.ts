import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { readLatestCode } from '../support/outbox';
import { startPlatform, type RunningPlatform } from '../support/platform';
import { describedBy } from '../landing/page-checks';
import { card, eventually, expectAlert } from './support/dashboard-session';
import { screenshotForReview } from '../support/screenshots';

/**
 * Issue 24 points 1 and 2, on a phone (390 px) and a laptop (1366 px): a school signs up with help beside
 * every field, then verifies its e-mail address without a dead end (the code box always open, a resend
 * button counting down the server's wait in every open tab, pasted codes taken whole).
 */

/** The server's wait between codes: long enough to press Verify Account twice inside it, short enough to wait out. */
const COOLDOWN_SECONDS = 8;
const CODE_SENT = 'A 6-digit code has been sent to your e-mail.';
const COOLDOWN = 'A code was sent a moment ago. Please wait a minute before asking for a new one.';
const CODE_WRONG = 'The code is wrong or has expired. Please check it or ask for a new one.';
const SCREENSHOTS = join(__dirname, '..', '..', 'tmp', 'screenshots');

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([
    startPlatform({ AUTH_RATE_LIMIT: '1000', OTP_RESEND_COOLDOWN_SECONDS: String(COOLDOWN_SECONDS) }),
    launchBrowser(),
  ]);
  await mkdir(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const resendButton = (scope: Locator) => scope.getByRole('button', { name: /^Send the code again/ });

/** Fires a paste of `text` into `input`, as a person pasting from the e-mail does. */
async function paste(input: Locator, text: string): Promise<void> {
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The seconds a "Send the code again (m:ss)" button still counts. */
async function countdownOf(button: Locator): Promise<number> {
  const match = /\((\d+):(\d\d)\)$/.exec((await button.textContent()) ?? '');
  if (!match) throw new Error(`No countdown on "${await button.textContent()}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

describe.each([
  { width: 390, height: 844, locale: 'en-IN', country: 'india', school: 'Lotus Valley School' },
  { width: 1366, height: 900, locale: 'en-GB', country: 'unitedKingdom', school: 'Harrow Lane Academy' },
])('the first hour at $width px ($locale)', ({ width, height, locale, country, school }) => {
  const userId = school.toLowerCase().replace(/\s+/g, '-');
  const email = `${userId}@school.example.org`;
  let page: Page;
  let errors: string[];
  let registerCalls: number;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width, height }, locale, baseURL: platform.baseUrl });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    registerCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/register') registerCalls++;
    });
  });

  afterAll(() => page?.context().close());

  it('sign-up says what is wrong beside each field, all at once before any request, and goes to the first', async () => {
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Create Account' });
    const submit = form.getByRole('button', { name: 'Create Account' });
    await submit.waitFor();

    // The country of the browser's language is chosen already; User ID says what it is for.
    expect(await form.getByLabel('Country').inputValue()).toBe(country);
    expect(await describedBy(form.getByLabel('User ID'))).toBe('You will sign in with this, or with your e-mail');
    await form.getByText('You will sign in with this, or with your e-mail', { exact: true }).waitFor();
    // Create Account is marked disabled and says why.
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    expect(await describedBy(submit)).toBe('To create your account, fill in Organization Name, User ID, Email address and Password and tick I Agree.');

    await form.getByLabel('Organization Name').fill(school);
    await form.getByLabel('User ID').fill('lotus valley');
    await form.getByLabel('Email address').fill('office@lotusvalley');
    await form.getByLabel('Password', { exact: true }).fill('lotus2026');
    expect(await describedBy(submit)).toBe('To create your account, tick I Agree.');
    await form.getByLabel('Password', { exact: true }).press('Enter');

    const problems: [Locator, string][] = [
      [form.getByLabel('User ID'), 'User ID must be 3 to 40 characters: letters, digits, dot, dash or underscore.'],
      [form.getByLabel('Email address'), 'Please enter a valid email address.'],
      [form.getByLabel('Password', { exact: true }), 'Password must be at least 8 characters, with uppercase, lowercase, and number. Symbols and spaces are allowed.'],
      [form.getByLabel('I Agree'), 'Please tick I Agree to accept the Terms & Conditions.'],
    ];
    for (const [field, text] of problems) {
      await form.getByText(text, { exact: true }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(field)).toContain(text);
    }
    expect(await form.getByLabel('Organization Name').getAttribute('aria-invalid')).toBeNull();
    // The first field with a problem has the focus; nothing was sent.
    expect(await form.getByLabel('User ID').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(registerCalls).toBe(0);
    await screenshotForReview(page, join(SCREENSHOTS, `signup-errors-${width}.png`), { fullPage: true });

    // Mended one by one, each message goes as soon as its value is right.
    await form.getByLabel('User ID').fill(userId);
    expect(await form.getByLabel('User ID').getAttribute('aria-invalid')).toBeNull();
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Lotus2026');
    await form.getByLabel('I Agree').check();
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await submit.getAttribute('aria-disabled')).toBeNull();
    await submit.click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(registerCalls).toBe(1);
    expect(errors).toEqual([]);
  });

  it('verification has no dead end: the code box stays open through the wait, the resend counts down, a pasted code works', async () => {
    const main = page.getByRole('main');
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/verifyemail');
    const box = card(page, 'Enter the code we e-mailed you');
    await expectAlert(main, CODE_SENT);
    const firstCode = await readLatestCode(platform.dataDir, email);

    // "Send the code again" waits out the server's cooldown, counting down live.
    const resend = resendButton(box);
    expect(await resend.getAttribute('aria-disabled')).toBe('true');
    const at = await countdownOf(resend);
    expect(at).toBeLessThanOrEqual(COOLDOWN_SECONDS);
    expect(at).toBeGreaterThan(COOLDOWN_SECONDS - 5);
    await eventually(async () => expect(await countdownOf(resend)).toBeLessThan(at), 5_000);
    await screenshotForReview(page, join(SCREENSHOTS, `verify-countdown-${width}.png`), { fullPage: true });

    // Back on the profile, Verify Account within the wait still leads to the code box, saying why no new code came.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/verifyemail');
    await expectAlert(main, COOLDOWN);
    expect(await resendButton(box).getAttribute('aria-disabled')).toBe('true');
    expect(await countdownOf(resendButton(box))).toBeLessThanOrEqual(COOLDOWN_SECONDS);

    // The page opens by its address too; a wrong code can be followed by a new one from right there.
    await page.goto('/dashboard/verifyemail');
    const input = box.getByLabel('Verification code');
    await input.fill(firstCode === '000000' ? '111111' : '000000');
    await box.getByRole('button', { name: 'Verify Account' }).click();
    await expectAlert(main, CODE_WRONG);
    const again = box.getByRole('button', { name: 'Send the code again', exact: true });
    await again.waitFor({ timeout: (COOLDOWN_SECONDS + 5) * 1000 });
    expect(await again.getAttribute('aria-disabled')).toBeNull();
    // A second tab open on the verify page counts down the wait this one starts, live.
    const other = await page.context().newPage();
    await other.goto('/dashboard/verifyemail');
    const otherBox = card(other, 'Enter the code we e-mailed you');
    await otherBox.getByRole('button', { name: 'Send the code again', exact: true }).waitFor();
    await again.click();
    await expectAlert(main, CODE_SENT);
    await eventually(async () => expect(await countdownOf(resendButton(box))).toBeGreaterThan(COOLDOWN_SECONDS - 5));
    await eventually(async () => expect(await countdownOf(resendButton(otherBox))).toBeGreaterThan(COOLDOWN_SECONDS - 5));
    expect(await resendButton(otherBox).getAttribute('aria-disabled')).toBe('true');
    await screenshotForReview(other, join(SCREENSHOTS, `verify-countdown-other-tab-${width}.png`), { fullPage: true });
    await other.close();
    const code = await eventuallyNewCode(email, firstCode);

    // Pasted with a space, as some mail apps copy it, the code is taken whole.
    await input.fill('');
    await paste(input, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(await input.inputValue()).toBe(code);
    await box.getByRole('button', { name: 'Verify Account' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expectAlert(main, 'Your account is verified.');
    await card(page, 'Account').getByText('Verified', { exact: true }).waitFor();
    // A verified account is sent from the verify page to the profile.
    await page.goto('/dashboard/verifyemail');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(errors.filter((error) => !/status of (400|429)/.test(error))).toEqual([]);
  });
});

/** The newest code mailed to `email` once it differs from `previous` (a resend replaces the old code). */
async function eventuallyNewCode(email: string, previous: string): Promise<string> {
  let code = previous;
  await eventually(async () => {
    code = await readLatestCode(platform.dataDir, email);
    expect(code).not.toBe(previous);
  });
  return code;
}
