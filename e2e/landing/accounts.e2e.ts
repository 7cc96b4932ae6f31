import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Route } from 'playwright-core';
import { launchBrowser, openPage, type Browser, type Page } from '../support/browser';
import { browserTabs, type BrowserTabs } from '../support/browser-tabs';
import { readLatestCode } from '../support/outbox';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { logIn, registerAccount, schoolAccount, type SchoolAccount } from '../support/seed-schools';
import { alertSaying, describedBy, landsOn } from './page-checks';
import { screenshotForReview } from '../support/screenshots';

/**
 * Spec §2 Login, Signup, Forgot and Reset password, §4, §5, §8; issue 6 point 7: an admin creates an
 * account, logs in, resets a forgotten password, and meets every message of these pages once.
 */

let platform: RunningPlatform;
let browser: Browser;
/**
 * A visitor who never signs in: a new tab of it for each journey that needs no session. A journey that signs
 * in or sets a session cookie opens a context of its own, so no session leaks into another journey.
 */
let signedOut: BrowserTabs;

beforeAll(async () => {
  // The admins' shared server: many logins from one address in a minute, no wait between one-time codes.
  platform = await sharedPlatform('dashboard');
  browser = await launchBrowser();
  signedOut = browserTabs(browser);
});

afterAll(async () => {
  await signedOut?.close();
  await browser?.close();
  await platform?.stop();
});

/**
 * Holds the call to `path` back until the returned function lets it through, so the submitting state stays for as
 * long as the journey looks at it (however slow the machine), and no longer.
 */
async function holdBack(page: Page, path: string): Promise<() => void> {
  let letThrough = () => {};
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(`**${path}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return letThrough;
}

/** Answers the call to `path` in the browser as a broken or refusing server would. */
async function answerInstead(page: Page, path: string, answer: 'network failure' | { status: number; body?: unknown }) {
  await page.unroute(`**${path}`);
  await page.route(`**${path}`, (route: Route) =>
    answer === 'network failure'
      ? route.abort('connectionfailed')
      : route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: answer.body === undefined ? '' : JSON.stringify(answer.body),
        }),
  );
}

/** The dashboard's profile, showing the signed-in account. */
async function seesDashboardOf(page: Page, account: SchoolAccount): Promise<void> {
  await landsOn(page, '/dashboard');
  await page.getByRole('definition').filter({ hasText: account.email }).waitFor();
  await page.getByText(account.userId, { exact: true }).first().waitFor();
}

async function fillLogin(page: Page, userId: string, password: string): Promise<void> {
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

function loginForm(page: Page) {
  return page.getByRole('form', { name: 'Log in to Dashboard' });
}

/** Waits until the field labelled `label` says `text` beside it: marked invalid, the words read out with it. */
async function besideField(form: Locator, label: string, text: string): Promise<void> {
  const field = form.getByLabel(label, { exact: true });
  await form.getByText(text, { exact: true }).waitFor();
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await describedBy(field)).toContain(text);
}

function signupForm(page: Page) {
  return page.getByRole('form', { name: 'Create Account' });
}

describe('sign-up, log-in and the dashboard', () => {
  it('a new school signs up, lands on its dashboard, logs out and logs in again', async () => {
    // A password with a symbol (issue #42): any printable character, the spec's minimums.
    const account = { ...schoolAccount('Oakwood Public School'), password: 'Sunrise@2024' };
    const { page, errors, close } = await openPage(browser);
    await page.goto(platform.baseUrl + '/signup');
    const form = signupForm(page);
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    const submit = form.getByRole('button', { name: 'Create Account' });

    await form.getByLabel('Organization Name').fill(account.organizationName);
    await form.getByLabel('User ID').fill(account.userId);
    await form.getByLabel('Email address').fill(account.email);
    await form.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    expect(await form.getByLabel('Country').inputValue()).toBe('unitedKingdom');
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByText('At least 8 characters, with uppercase, lowercase, and number. Symbols and spaces are allowed.', { exact: true }).waitFor();
    expect(await form.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    // The phone is optional; the 'I Agree' box is not.
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await form.getByLabel('I Agree').check();
    expect(await submit.getAttribute('aria-disabled')).toBeNull();
    expect(await submit.isEnabled()).toBe(true);

    const letSignUpThrough = await holdBack(page, '/api/auth/register');
    await submit.click();
    const creating = form.getByRole('button', { name: 'Creating account...' });
    await creating.waitFor();
    expect(await creating.isDisabled()).toBe(true);
    expect(await creating.locator('[data-testid="spinner"]').count()).toBe(1);
    expect(await form.getByLabel('User ID').isDisabled()).toBe(true);
    letSignUpThrough();

    await seesDashboardOf(page, account);
    await page.getByRole('definition').filter({ hasText: 'United Kingdom' }).waitFor();
    await page.getByText('Unverified', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await landsOn(page, '/login');
    const login = loginForm(page);
    await fillLogin(page, account.userId, account.password);
    const letLoginThrough = await holdBack(page, '/api/auth/login');
    await login.getByRole('button', { name: 'Log in' }).click();
    const loggingIn = login.getByRole('button', { name: 'Logging in...' });
    await loggingIn.waitFor();
    expect(await loggingIn.isDisabled()).toBe(true);
    expect(await loggingIn.locator('[data-testid="spinner"]').count()).toBe(1);
    expect(await login.getByLabel('User ID').isDisabled()).toBe(true);
    letLoginThrough();

    await seesDashboardOf(page, account);
    expect(errors).toEqual([]);
    await close();
  });

  it('an existing session visiting /login or /signup goes to /dashboard', async () => {
    const account = schoolAccount('Cedar Hill College');
    await registerAccount(platform.baseUrl, account);
    const session = await logIn(platform.baseUrl, account.userId, account.password);
    const [name, value] = session.split('=');
    const { page, close } = await openPage(browser);
    await page.context().addCookies([{ name, value, url: platform.baseUrl }]);

    await page.goto(platform.baseUrl + '/login');
    await seesDashboardOf(page, account);
    await page.goto(platform.baseUrl + '/signup');
    await seesDashboardOf(page, account);
    await close();
  });

  it('a visitor without a session stays on /login and /signup', async () => {
    const { page, close } = await signedOut.open();
    const checks: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/isauth') checks.push(response.url());
    });
    await page.goto(platform.baseUrl + '/login');
    await loginForm(page).waitFor();
    await page.goto(platform.baseUrl + '/signup');
    await signupForm(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(checks.length).toBeGreaterThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/signup');
    await close();
  });
});

describe('sign-up errors keep their room (issue #42)', () => {
  const shots = join(__dirname, '../../tmp/seams-small');
  /** Where a control is on the page (not in the window, which scrolls). */
  const placeOf = (control: Locator) =>
    control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { x: Math.round(box.left + scrollX), y: Math.round(box.top + scrollY), width: Math.round(box.width), height: Math.round(box.height) };
    });

  it.each([390, 1366])('at %i px, errors appearing under the fields leave the I Agree box under the pointer', async (width) => {
    mkdirSync(shots, { recursive: true });
    const { page, close } = await openPage(browser, { width, height: 900 });
    await page.goto(platform.baseUrl + '/signup');
    const form = signupForm(page);
    const agree = form.getByLabel('I Agree');
    await agree.waitFor();
    const before = await placeOf(agree);
    await screenshotForReview(page, join(shots, `signup-${width}.png`), { fullPage: true });

    // Wrong values in every field above it; each shows its message once left, the password's as the box is pressed.
    await form.getByLabel('Organization Name').fill('Willow Creek School');
    await form.getByLabel('User ID').fill('w c');
    await form.getByLabel('Email address').fill('office@willowcreek');
    await form.getByLabel('Phone (optional)').fill('call the office');
    await form.getByLabel('Password', { exact: true }).fill('secret12');
    await form.getByText('Phone number may contain digits only.').waitFor();
    await agree.scrollIntoViewIfNeeded();
    const box = (await agree.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await form.getByText('Password must be at least 8 characters, with uppercase, lowercase, and number. Symbols and spaces are allowed.').waitFor();
    await page.mouse.up();
    expect(await agree.isChecked()).toBe(true);
    for (const message of ['User ID must be 3 to 40 characters: letters, digits, dot, dash or underscore.', 'Please enter a valid email address.']) {
      await form.getByText(message).waitFor();
    }
    expect(await placeOf(agree)).toEqual(before);

    // Unticked, pressing Create Account says so under the box: the button below stays where it was too.
    await agree.uncheck();
    const submit = form.getByRole('button', { name: 'Create Account' });
    const submitBefore = await placeOf(submit);
    // Marked disabled (aria-disabled) while I Agree is not ticked, yet pressed: a real press where it is.
    await submit.click({ force: true });
    await form.getByText('Please tick I Agree to accept the Terms & Conditions.').waitFor();
    expect(await placeOf(submit)).toEqual(submitBefore);
    expect(await placeOf(agree)).toEqual(before);
    await screenshotForReview(page, join(shots, `signup-errors-${width}.png`), { fullPage: true });
    await close();
  });
});

describe('forgotten password', () => {
  it('forgot -> code by e-mail -> reset ends the sessions of the old password; it is refused and the new one logs in', async () => {
    const account = schoolAccount('Birchwood Girls School');
    await registerAccount(platform.baseUrl, account);
    const newPassword = 'Fresh2Start';
    // A session opened elsewhere with the old password, which the reset must end.
    const otherDevice = await openPage(browser);
    await otherDevice.page.goto(platform.baseUrl + '/login');
    await fillLogin(otherDevice.page, account.userId, account.password);
    await loginForm(otherDevice.page).getByRole('button', { name: 'Log in' }).click();
    await seesDashboardOf(otherDevice.page, account);
    const { page, errors, close } = await openPage(browser);

    await page.goto(platform.baseUrl + '/login');
    await loginForm(page).getByRole('link', { name: 'Forgot password?' }).click();
    await landsOn(page, '/forgotpassword');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await landsOn(page, '/resetpassword');
    const reset = page.getByRole('form', { name: 'Reset password' });
    expect(await reset.getByLabel('Email address').inputValue()).toBe(account.email);
    const code = await readLatestCode(platform.dataDir, account.email);
    await reset.getByLabel('OTP').fill(code);
    await reset.getByLabel('New Password').fill(newPassword);
    await reset.getByRole('button', { name: 'Reset Password' }).click();

    await landsOn(page, '/login');
    await alertSaying(loginForm(page), 'Password reset successfully!');
    await otherDevice.page.reload();
    await landsOn(otherDevice.page, '/login');
    await otherDevice.close();

    await fillLogin(page, account.userId, account.password);
    await loginForm(page).getByRole('button', { name: 'Log in' }).click();
    await alertSaying(loginForm(page), 'Invalid user ID or password.');
    expect(new URL(page.url()).pathname).toBe('/login');

    await fillLogin(page, account.userId, newPassword);
    await loginForm(page).getByRole('button', { name: 'Log in' }).click();
    await seesDashboardOf(page, account);
    // The browser logs the refused login (401) as a failed resource; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await close();
  });

  it('/resetpassword opened without an e-mail goes to /login', async () => {
    const { page, close } = await signedOut.open();
    await page.goto(platform.baseUrl + '/resetpassword');
    await landsOn(page, '/login');
    await loginForm(page).waitFor();
    await close();
  });
});

describe('every message of the account pages (spec §5, §8)', () => {
  it('log in: the button waits for both fields; a refusal without a message says Something went wrong.', async () => {
    const { page, close } = await signedOut.open();
    await page.goto(platform.baseUrl + '/login');
    const form = loginForm(page);
    const submit = form.getByRole('button', { name: 'Log in' });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('User ID').fill('someone');
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Password', { exact: true }).fill('whatever1A');
    expect(await submit.isEnabled()).toBe(true);

    await answerInstead(page, '/api/auth/login', { status: 500 });
    await submit.click();
    await alertSaying(form, 'Something went wrong.');
    await close();
  });

  it('sign up: e-mail, password, user ID and phone rules, a taken user ID, refusal and failure messages', async () => {
    const taken = schoolAccount('Elm Street School');
    await registerAccount(platform.baseUrl, taken);
    const { page, close } = await signedOut.open();
    await page.goto(platform.baseUrl + '/signup');
    const form = signupForm(page);
    const submit = form.getByRole('button', { name: 'Create Account' });
    await form.getByLabel('Organization Name').fill('Willow Creek School');
    await form.getByLabel('User ID').fill('willowcreek');
    await form.getByLabel('Email address').fill('office@willowcreek');
    await form.getByLabel('Country').selectOption({ label: 'Saudi Arabia' });
    await form.getByLabel('Password', { exact: true }).fill('Secret123');
    await form.getByLabel('I Agree').check();

    await submit.click();
    await besideField(form, 'Email address', 'Please enter a valid email address.');

    await form.getByLabel('Email address').fill('office@willowcreek.example.org');
    await form.getByLabel('Password', { exact: true }).fill('secret12');
    await submit.click();
    await besideField(form, 'Password', 'Password must be at least 8 characters, with uppercase, lowercase, and number. Symbols and spaces are allowed.');

    await form.getByLabel('Password', { exact: true }).fill('Secret123');
    await form.getByLabel('User ID').fill('w c');
    await submit.click();
    await besideField(form, 'User ID', 'User ID must be 3 to 40 characters: letters, digits, dot, dash or underscore.');

    await form.getByLabel('User ID').fill('willowcreek');
    await form.getByLabel('Phone (optional)').fill('call the office');
    await submit.click();
    await besideField(form, 'Phone (optional)', 'Phone number may contain digits only.');

    await form.getByLabel('Phone (optional)').fill('+91 98765 43210');
    await form.getByLabel('User ID').fill(taken.userId);
    await submit.click();
    await besideField(form, 'User ID', 'This user ID is already taken.');

    await answerInstead(page, '/api/auth/register', { status: 200, body: { success: false } });
    await submit.click();
    await alertSaying(form, 'Registration failed.');

    await answerInstead(page, '/api/auth/register', 'network failure');
    await submit.click();
    await alertSaying(form, 'Something went wrong. Please try again.');
    // Still on the form, with everything typed kept.
    expect(await form.getByLabel('Organization Name').inputValue()).toBe('Willow Creek School');
    await close();
  });

  it('forgot password: invalid e-mail, refusal and failure messages', async () => {
    const { page, close } = await signedOut.open();
    await page.goto(platform.baseUrl + '/forgotpassword');
    const form = page.getByRole('form', { name: 'Forgot password' });
    const send = form.getByRole('button', { name: 'Send OTP' });

    await form.getByLabel('Email address').fill('admin at school');
    await send.click();
    await alertSaying(form, 'Please enter a valid email address.');
    expect(await form.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Email address').fill('admin@school.example.org');
    await answerInstead(page, '/api/auth/forgot-password-otp', { status: 200, body: { success: false } });
    await send.click();
    await alertSaying(form, 'Failed to send OTP.');

    await answerInstead(page, '/api/auth/forgot-password-otp', 'network failure');
    await send.click();
    await alertSaying(form, 'Something went wrong.');
    expect(new URL(page.url()).pathname).toBe('/forgotpassword');
    await close();
  });

  it('reset password: incomplete fields, a wrong code and a failure', async () => {
    const account = schoolAccount('Aspen Valley School');
    await registerAccount(platform.baseUrl, account);
    const { page, close } = await signedOut.open();
    await page.goto(platform.baseUrl + '/forgotpassword');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await landsOn(page, '/resetpassword');
    const form = page.getByRole('form', { name: 'Reset password' });
    const submit = form.getByRole('button', { name: 'Reset Password' });
    // The server's notice that a code is on its way.
    await alertSaying(form, 'If an account uses this e-mail, a 6-digit code has been sent to it.');
    const code = await readLatestCode(platform.dataDir, account.email);

    // The OTP field keeps digits only.
    await form.getByLabel('OTP').fill('12a45');
    expect(await form.getByLabel('OTP').inputValue()).toBe('1245');
    await form.getByLabel('New Password').fill('Fresh2Start');
    await submit.click();
    await alertSaying(form, 'Please fill in all fields correctly.');

    const wrong = code === '000000' ? '111111' : '000000';
    await form.getByLabel('OTP').fill(wrong);
    await submit.click();
    await alertSaying(form, 'The code is wrong or has expired. Please check it or ask for a new one.');

    await answerInstead(page, '/api/auth/reset-password', 'network failure');
    await form.getByLabel('OTP').fill(code);
    await submit.click();
    await alertSaying(form, 'Something went wrong.');
    expect(new URL(page.url()).pathname).toBe('/resetpassword');
    await close();
  });
});
