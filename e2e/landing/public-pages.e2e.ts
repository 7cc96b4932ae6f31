import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, type Browser, type Page } from '../support/browser';
import { browserTabs, type BrowserTabs } from '../support/browser-tabs';
import { startPlatform, type RunningPlatform } from '../support/platform';
import { schoolAccount, seedSchools } from '../support/seed-schools';
import { alertSaying, horizontalOverflow, landsOn } from './page-checks';

/**
 * Spec §2 navbar, footer, /about, legal pages, /contact and the 404 page; issue 6 points 1, 5, 6, 7:
 * the static pages, their links, the contact form, and every page usable on a 320 px wide screen.
 */

let platform: RunningPlatform;
let browser: Browser;
/** The file's visitor, a new tab for each journey (no journey signs in or needs fresh storage). */
let tabs: BrowserTabs;

const OPERATOR_EMAIL = 'support@schoolpage.local';
/** A long school name, to see that lists and suggestions wrap it on a narrow screen. */
const LONG_NAME = "St. Bartholomew's International Residential Senior Secondary School of Excellence";

beforeAll(async () => {
  platform = await startPlatform({ AUTH_RATE_LIMIT: '1000' });
  browser = await launchBrowser();
  tabs = browserTabs(browser);
  await seedSchools(platform, [schoolAccount(LONG_NAME)]);
}, 60_000);

afterAll(async () => {
  await tabs?.close();
  await browser?.close();
  await platform?.stop();
});

/** Every public page (spec §2) and a heading that shows it has rendered. */
const PUBLIC_PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Bring your school online' },
  { path: '/about', heading: 'About SchoolPage' },
  { path: '/login', heading: 'Log in to Dashboard' },
  { path: '/signup', heading: 'Create Account' },
  { path: '/forgotpassword', heading: 'Forgot password' },
  { path: '/terms-and-conditions', heading: 'Terms & Conditions' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/search-list', heading: 'Available List' },
  { path: '/no/such/page', heading: 'Oops! Page not found.' },
];

async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(platform.baseUrl + path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

function footerLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Legal and contact' });
}

const wide = { width: 1280, height: 900 };
const narrow = { width: 320, height: 640 };

async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const overflow = await horizontalOverflow(page);
  expect({ where, ...overflow }).toEqual({ where, scrollWidth: overflow.viewport, viewport: 320, culprits: [] });
}

describe('navbar and footer', () => {
  it('every public page shows the navbar and the footer links, and fits a 320 px wide screen without sideways scrolling', async () => {
    const { page, errors, close } = await tabs.open(wide);
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.setViewportSize(wide);
      await visit(page, path, heading);
      const shown = {
        path,
        navbar: await mainMenu(page).getByRole('link').allTextContents(),
        footer: await footerLinks(page).getByRole('link').allTextContents(),
      };
      expect(shown).toEqual({
        path,
        navbar: ['SchoolPage', 'Home', 'About Us', 'sign in', 'Create account'],
        footer: ['Terms & Conditions', 'Privacy Policy', 'Contact'],
      });
      // The same page narrowed (the landing lays out by CSS alone), once its pictures and fonts are in.
      await page.waitForLoadState('networkidle');
      await page.setViewportSize(narrow);
      await expectNoHorizontalOverflow(page, path);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('the navbar links lead to Home, About Us, log in and sign up, marking the current page', async () => {
    const { page, close } = await tabs.open();
    await visit(page, '/contact', 'Contact us');
    const menu = mainMenu(page);

    await menu.getByRole('link', { name: 'About Us' }).click();
    await landsOn(page, '/about');
    await page.getByRole('heading', { level: 1, name: 'About SchoolPage' }).waitFor();
    expect(await menu.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');
    for (const figure of ['250+', '10K+', '99.9%', '24/7']) await page.getByText(figure, { exact: true }).waitFor();

    await menu.getByRole('link', { name: 'sign in' }).click();
    await landsOn(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Log in to Dashboard' }).waitFor();

    await menu.getByRole('link', { name: 'Create account' }).click();
    await landsOn(page, '/signup');
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();

    await menu.getByRole('link', { name: 'Home' }).click();
    await landsOn(page, '/');
    await page.getByPlaceholder('Search your School ...').waitFor();
    expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBeNull();

    await visit(page, '/about', 'About SchoolPage');
    await menu.getByRole('link', { name: 'SchoolPage' }).click();
    await landsOn(page, '/');
    await close();
  });

  it('the footer links lead to the terms (laws of India), the privacy policy (operator e-mail) and the contact form', async () => {
    const { page, close } = await tabs.open();
    await visit(page, '/', 'Bring your school online');

    await footerLinks(page).getByRole('link', { name: 'Terms & Conditions' }).click();
    await landsOn(page, '/terms-and-conditions');
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    await page.getByText('governed by the laws of India').waitFor();

    await footerLinks(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await landsOn(page, '/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.getByRole('link', { name: OPERATOR_EMAIL }).getAttribute('href')).toBe(`mailto:${OPERATOR_EMAIL}`);

    await footerLinks(page).getByRole('link', { name: 'Contact' }).click();
    await landsOn(page, '/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await close();
  });

  it('a page address typed with capitals or a trailing slash still shows the page', async () => {
    const { page, close } = await tabs.open();
    await visit(page, '/About', 'About SchoolPage');
    await visit(page, '/LOGIN/', 'Log in to Dashboard');
    await close();
  });
});

describe('contact form', () => {
  function contactForm(page: Page) {
    return page.getByRole('form', { name: 'Contact us' });
  }

  async function fillMessage(page: Page, message: { name: string; email: string; message: string }) {
    const form = contactForm(page);
    await form.getByLabel('Name').fill(message.name);
    await form.getByLabel('Email address').fill(message.email);
    await form.getByLabel('Message').fill(message.message);
  }

  it('asks for every field and a valid e-mail, sends the message to the operator and clears the fields', async () => {
    const { page, errors, close } = await tabs.open();
    await visit(page, '/contact', 'Contact us');
    const form = contactForm(page);
    const send = form.getByRole('button', { name: 'Send Message' });

    await send.click();
    await alertSaying(form, 'All fields are required!');
    await fillMessage(page, { name: 'Priya Sharma', email: 'priya@parents.example.org', message: '   ' });
    await send.click();
    await alertSaying(form, 'All fields are required!');

    const text = 'Does SchoolPage support admission forms in PDF?';
    await form.getByLabel('Message').fill(text);
    await form.getByLabel('Email address').fill('priya at parents');
    await send.click();
    await alertSaying(form, 'Please enter a valid email address.');

    await form.getByLabel('Email address').fill('priya@parents.example.org');
    await send.click();
    await alertSaying(form, 'Thank you! Your message has been sent.');
    for (const field of ['Name', 'Email address', 'Message']) expect(await form.getByLabel(field).inputValue()).toBe('');

    // The operator received it, with the visitor to reply to.
    const outbox = join(platform.dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((name) => readFile(join(outbox, name), 'utf8')));
    const mail = mails.find((m) => m.includes(text));
    expect(mail).toBeDefined();
    expect(mail).toContain(`To: ${OPERATOR_EMAIL}`);
    expect(mail).toContain('Reply-To: priya@parents.example.org');
    expect(errors).toEqual([]);
    await close();
  });

  it('a failed send shows the spec message with the operator e-mail and keeps what was typed', async () => {
    const { page, close } = await tabs.open();
    await visit(page, '/contact', 'Contact us');
    await page.route('**/api/web/contact', (route) => route.abort('connectionfailed'));
    await fillMessage(page, { name: 'Arjun', email: 'arjun@parents.example.org', message: 'Hello' });
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await alertSaying(
      contactForm(page),
      `There was an error submitting your message. Please try again later. or contact us via email: ${OPERATOR_EMAIL}`,
    );
    expect(await contactForm(page).getByLabel('Message').inputValue()).toBe('Hello');
    await close();
  });
});

describe('404 page', () => {
  it('an unknown path says Oops! Page not found. and Go Home leads to /', async () => {
    const { page, errors, close } = await tabs.open();
    await visit(page, '/schools/nowhere', 'Oops! Page not found.');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await landsOn(page, '/');
    await page.getByPlaceholder('Search your School ...').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('320 px wide screens', () => {
  it('the menu opens from the menu button and fits', async () => {
    const { page, close } = await tabs.open(narrow);
    await visit(page, '/', 'Bring your school online');
    const about = mainMenu(page).getByRole('link', { name: 'About Us' });
    expect(await about.isVisible()).toBe(false);
    await mainMenu(page).getByRole('button', { name: 'Menu' }).click();
    await about.waitFor();
    await expectNoHorizontalOverflow(page, 'open menu');
    await about.click();
    await landsOn(page, '/about');
    // Choosing a page closes the menu again.
    await page.getByRole('heading', { level: 1, name: 'About SchoolPage' }).waitFor();
    expect(await about.isVisible()).toBe(false);
    await close();
  });

  it('suggestions and the results list wrap a long school name', async () => {
    const { page, close } = await tabs.open(narrow);
    await visit(page, '/', 'Bring your school online');
    const box = page.getByRole('combobox', { name: 'Search your School' });
    await box.fill('Bartholomew');
    await page.getByRole('option', { name: LONG_NAME }).waitFor();
    await expectNoHorizontalOverflow(page, 'suggestions');

    await box.press('Enter');
    await landsOn(page, '/search-list');
    await page.getByRole('link', { name: LONG_NAME }).waitFor();
    await expectNoHorizontalOverflow(page, 'search list');
    await close();
  });
});
