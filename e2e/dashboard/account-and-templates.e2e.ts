import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { readLatestCode } from '../support/outbox';
import {
  card,
  eventually,
  expectAlert,
  expectValidation,
  imageLoaded,
  useDashboardSession,
} from './support/dashboard-session';

/**
 * Issue 4 point 6: the profile (loading state, publish/hide, phone edit, account verification with
 * the e-mailed code), the templates page, the side menu on a 375 px phone, and logging out.
 */
const session = useDashboardSession({ ownPlatform: true });

const api = '/api/dashboard';
const UNVERIFIED_NOTICE = 'Your account is not verified yet. Verify your e-mail address to access all features.';

async function profileInfo() {
  return (await session.apiGet(`${api}/profile/info`))['info'] as Record<string, unknown>;
}

/** The schools a visitor's search finds for "Greenfield". */
async function searchFinds(): Promise<string[]> {
  const body = (await session.apiGet('/api/search/suggestion?searchValue=Greenfield')) as { info: { organizationName: string }[] };
  return body.info.map((school) => school.organizationName);
}

describe('Profile', () => {
  it("shows 'Profile Loading ....' until the profile arrives, then the account's data", async () => {
    const { page } = session;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/dashboard/profile/info', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto('/dashboard/profile');
      await page.getByRole('status').filter({ hasText: 'Profile Loading ....' }).waitFor();
      expect(await page.getByText(session.admin.email).count()).toBe(0);
      release();
      await page.getByText(session.admin.email).waitFor();
    } finally {
      release();
      await page.unroute('**/api/dashboard/profile/info');
    }
    expect(await page.getByText('Profile Loading ....').count()).toBe(0);

    const account = card(page, 'Account');
    const details = await account.locator('dl').innerText();
    // The phone saved as typed ("9876543210") reads as people write it, in the account's country.
    for (const text of ['greenfield.admin', 'admin@greenfield.example', '+91 98765 43210', 'India']) expect(details).toContain(text);
    expect(await account.getByText('Unverified', { exact: true }).count()).toBe(1);
    expect(await imageLoaded(account.getByRole('img', { name: 'Default avatar' }))).toBe(true);
    await expectAlert(page.getByRole('main'), UNVERIFIED_NOTICE);
    // Profile is the active menu item on /dashboard/profile.
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await menu.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('refuses to publish before the e-mail address is verified, saying so with the way to verify it', async () => {
    const { page } = session;
    await session.open('profile', 'Profile');
    const main = page.getByRole('main');
    await page.getByRole('button', { name: 'Publish Website' }).click();
    await eventually(async () =>
      expect(await main.getByRole('alert').allTextContents()).toEqual([UNVERIFIED_NOTICE, 'Please verify your e-mail address before publishing your website.']),
    );
    await card(page, 'Before you publish').getByRole('button', { name: 'Verify your e-mail address' }).waitFor();
    expect((await profileInfo())['isPublish']).toBe(false);
    expect(await searchFinds()).toEqual([]);
  });

  it('edits the phone: display, edit, both phone messages, saved and back to display', async () => {
    const { page } = session;
    await session.open('profile', 'Profile');
    const main = page.getByRole('main');
    const account = card(page, 'Account');
    await account.getByRole('button', { name: 'Edit phone' }).click();
    const input = account.getByLabel('New phone number');
    expect(await input.inputValue()).toBe('9876543210');

    await input.fill('');
    await account.getByRole('button', { name: 'Save phone' }).click();
    await eventually(async () =>
      expect(await main.getByRole('alert').allTextContents()).toContain('Please enter Phone number before submitting.'),
    );
    expect(await page.getByText('Please enter Phone number before submitting.', { exact: true }).count()).toBe(1);

    await input.fill('9876543210');
    await account.getByRole('button', { name: 'Save phone' }).click();
    await eventually(async () =>
      expect(await main.getByRole('alert').allTextContents()).toContain('Phone number must be Different from the Previous number.'),
    );
    expect(await page.getByText('Phone number must be Different from the Previous number.', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Please enter Phone number before submitting.', { exact: true }).count()).toBe(0);

    await input.fill('91234 56780');
    expect(await input.inputValue()).toBe('9123456780');
    await account.getByRole('button', { name: 'Save phone' }).click();
    await eventually(async () => expect(await main.getByRole('status').allTextContents()).toContain('Phone number updated.'));
    await account.getByRole('button', { name: 'Edit phone' }).waitFor();
    expect(await input.count()).toBe(0);
    await eventually(async () => expect(await account.locator('dl').innerText()).toContain('+91 91234 56780'));
    expect((await profileInfo())['phone']).toBe('9123456780');
  });

  it('the verify page opens by its address while the account is unverified; an unknown dashboard path leads to the profile', async () => {
    const { page } = session;
    await page.goto('/dashboard/verifyemail');
    await card(page, 'Enter the code we e-mailed you').getByLabel('Verification code').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/verifyemail');
    await page.goto('/dashboard/no-such-page');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    // Profile is the active menu item on /dashboard too.
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await menu.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
  });

  it('verifies the account with the code read from the e-mail outbox', async () => {
    const { page } = session;
    await session.open('profile', 'Profile');
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await page.waitForURL('**/dashboard/verifyemail');
    const form = card(page, 'Enter the code we e-mailed you');

    await form.getByRole('button', { name: 'Verify Account' }).click();
    await expectValidation(form, 'Please enter a valid email address.');

    const code = await readLatestCode(session.platform.dataDir, session.admin.email);
    const input = form.getByLabel('Verification code');
    await input.fill(`${code}x`); // the input keeps digits only
    expect(await input.inputValue()).toBe(code);
    await form.getByRole('button', { name: 'Verify Account' }).click();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expectAlert(page.getByRole('main'), 'Your account is verified.');
    const account = card(page, 'Account');
    await account.getByText('Verified', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Verify Account' }).count()).toBe(0);
    expect(await page.getByText(UNVERIFIED_NOTICE).count()).toBe(0);
    expect((await profileInfo())['isAccountVerified']).toBe(true);
  });

  it('publishes the website and hides it again; search finds the school only while it is published', async () => {
    const { page } = session;
    await session.open('profile', 'Profile');
    const main = page.getByRole('main');
    expect(await searchFinds()).toEqual([]);

    await page.getByRole('button', { name: 'Publish Website' }).click();
    // Welcome message, hero image and contact are still empty: the admin is asked first.
    const question = page.getByRole('dialog', { name: 'Publish with empty parts?' });
    await question.getByRole('button', { name: 'Publish anyway' }).click();
    await eventually(async () => expect(await main.getByRole('status').allTextContents()).toContain('Your website is now published.'));
    await page.getByRole('button', { name: 'Hide Website' }).waitFor();
    expect((await profileInfo())['isPublish']).toBe(true);
    expect(await searchFinds()).toEqual(['Greenfield Public School']);

    await page.getByRole('button', { name: 'Hide Website' }).click();
    await eventually(async () => expect(await main.getByRole('status').allTextContents()).toContain('Your website is now hidden.'));
    await page.getByRole('button', { name: 'Publish Website' }).waitFor();
    expect((await profileInfo())['isPublish']).toBe(false);
    expect(await searchFinds()).toEqual([]);
  });
});

describe('Templates', () => {
  it('shows 8 cards; an unavailable preview explains itself; an available preview opens the sample site', async () => {
    const { page, context } = session;
    await session.open('template', 'Templates');
    const cards = page.getByRole('list', { name: 'Templates' }).getByRole('listitem');
    await eventually(async () => expect(await cards.count()).toBe(8));
    expect(await cards.getByText('Available', { exact: true }).count()).toBe(2);
    expect(await cards.getByText('Unavailable', { exact: true }).count()).toBe(6);
    expect(await page.getByRole('button', { name: 'Select Curl Set' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Preview Curl Set' }).click();
    await expectAlert(page.getByRole('main'), 'This template is not available for preview yet. We are working on it!');

    const preview = page.getByRole('link', { name: 'Preview Run (opens in a new tab)' });
    expect(await preview.getAttribute('href')).toBe('/web/run?source=sample-template');
    expect(await page.getByRole('link', { name: 'Preview Nbl (opens in a new tab)' }).getAttribute('href')).toBe(
      '/web/nbl?source=sample-template',
    );
    const [tab] = await Promise.all([context.waitForEvent('page'), preview.click()]);
    await tab.waitForURL('**/web/run?source=sample-template');
    await tab.getByText(SAMPLE_SITE_CONTENT.organizationName).first().waitFor();
    await tab.close();
  });

  it('selects nbl, which then shows as the current choice, also after a reload', async () => {
    const { page } = session;
    await session.open('template', 'Templates');
    await page.getByRole('button', { name: 'Select Nbl' }).click();
    await expectAlert(page.getByRole('main'), 'Template updated successfully.');
    await page.getByText('Current template: Nbl').waitFor();
    const selected = page.getByRole('button', { name: 'Nbl is selected' });
    expect(await selected.getAttribute('aria-pressed')).toBe('true');
    expect(await selected.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Select Run' }).isEnabled()).toBe(true);
    const state = (await session.apiGet(`${api}/template/template-state`))['info'] as Record<string, unknown>;
    expect(state).toMatchObject({ templateName: 'nbl', templateId: 'nbl' });

    await page.reload();
    await page.getByText('Current template: Nbl').waitFor();
    await page.getByRole('button', { name: 'Nbl is selected' }).waitFor();
  });
});

/** Every page of the side menu: its route and heading. */
const PAGES = [
  ['profile', 'Profile'],
  ['home', 'Home'],
  ['visible', 'Visible'],
  ['about', 'About'],
  ['academics', 'Academics'],
  ['members', 'Our Members'],
  ['coursenotice', 'Notice & Courses'],
  ['contact', 'Contact'],
  ['template', 'Templates'],
] as const;

describe('on a 375 px wide phone', () => {
  it('the side menu is an offcanvas panel that opens, closes with Escape and navigates; every page fits the width', async () => {
    const phone = await session.browser.newContext({
      viewport: { width: 375, height: 812 },
      baseURL: session.platform.baseUrl,
      storageState: await session.context.storageState(),
    });
    try {
      const page = await phone.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto('/dashboard/profile');
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      const toggle = page.getByRole('button', { name: 'Menu', exact: true });
      // Hidden elements included, so visibility is read from the real layout.
      const academics = page
        .getByRole('navigation', { name: 'Dashboard', includeHidden: true })
        .getByRole('link', { name: 'Academics', includeHidden: true });
      expect(await toggle.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await academics.isVisible()).toBe(false);

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await academics.waitFor({ state: 'visible' });
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close menu'));
      await page.keyboard.press('Escape');
      await academics.waitFor({ state: 'hidden' });
      await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu'));

      await toggle.click();
      await academics.click();
      await page.waitForURL('**/dashboard/academics');
      await page.getByRole('heading', { level: 1, name: 'Academics' }).waitFor();
      await academics.waitFor({ state: 'hidden' });
      expect(await academics.getAttribute('aria-current')).toBe('page');

      // Every page, reached through the menu, fits the phone's width: nothing scrolls sideways.
      const overflowing: string[] = [];
      for (const [path, heading] of PAGES) {
        await toggle.click();
        await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: heading, exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/dashboard/${path}`);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        await eventually(async () => expect(await page.getByText(/^(Loading\.\.\.|Profile Loading \.\.\.\.)$/).count()).toBe(0));
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 375) overflowing.push(`${path}: ${width}px`);
      }
      expect(overflowing).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('on a wide screen the side menu is always shown, without a Menu button', async () => {
    const { page } = session;
    await session.open('home', 'Home');
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    const home = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Home' });
    expect(await home.isVisible()).toBe(true);
    expect(await home.getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('link', { name: 'SchoolPage' }).getAttribute('href')).toBe('/');
  });
});

describe('Log out', () => {
  it('ends the session: back on /login, /dashboard sends to /login, and the old cookie no longer works', async () => {
    const { page, browser, platform } = session;
    // While signed in, /login leads back to the dashboard.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const before = await session.context.storageState();
    // A second tab of the same session, left open on the About page.
    const otherTab = await browser.newContext({ baseURL: platform.baseUrl, storageState: before });
    const other = await otherTab.newPage();
    await other.goto('/dashboard/about');
    await other.getByRole('heading', { level: 1, name: 'About' }).waitFor();
    // Left open once it has read all it shows (its sections and their previews): no request is still on its way.
    await other.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Log in to Dashboard').first().waitFor();
    const isAuth = (await (await session.context.request.get('/api/auth/isauth')).json()) as { loggedIn: boolean };
    expect(isAuth.loggedIn).toBe(false);

    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Log in to Dashboard' }).waitFor();

    // The cookie the browser held before logging out is refused by the server too: the other tab's
    // next save finds the session gone and goes to /login.
    try {
      expect((await otherTab.request.get(`${api}/profile/info`)).status()).toBe(401);
      const faq = card(other, 'FAQ');
      await faq.getByLabel('Question').fill('Is the session still open?');
      await faq.getByLabel('Answer').fill('No');
      await faq.getByRole('button', { name: 'Add question' }).click();
      await other.waitForURL('**/login');
      await other.getByRole('heading', { name: 'Log in to Dashboard' }).waitFor();
    } finally {
      await otherTab.close();
    }
  });
});
