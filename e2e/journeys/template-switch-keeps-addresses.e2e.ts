import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectAlert, type DashboardSession } from '../dashboard/support/dashboard-session';
import { usePublishedSchool } from '../sites/support/published-school';
import { screenshotForReview } from '../support/screenshots';

/**
 * A school changes template and keeps its addresses (#42, journey c): every page has one address whatever the
 * template (`/s/<slug>/admissions`, `/notices`…); the names a template gave its pages before (NBL's `/course`, Run's
 * `/resource`, both `/notice`), in every language, answer 301 to a page that exists; the menus and the sitemap use
 * the one address; an unknown page is a 404 in the school's own look (its menu, a link home) with noindex. At 390
 * and 1366 px.
 */

const SHOTS = join(__dirname, '../../tmp/journeys/template-switch');
const NAME = 'Lotus Lane Primary School';
/** Every page of a school's site, by its one address. */
const PAGES = ['', '/about', '/gallery', '/notices', '/admissions', '/contact'];
/** The addresses templates gave pages before, and where each leads now. */
const FORMER = { '/course': '/admissions', '/resource': '/admissions', '/notice': '/notices' } as const;

async function send(session: DashboardSession, path: string, data: object): Promise<void> {
  const response = await session.context.request.post(path, { data });
  expect([response.status(), await response.text()]).toEqual([expect.any(Number), expect.stringContaining('"success":true')]);
}

const school = usePublishedSchool(async (session) => {
  const named = await session.context.request.post('/api/dashboard/home/orginfo', { multipart: { organizationName: NAME } });
  expect(named.status()).toBe(200);
  await send(session, '/api/dashboard/academics/admission-process', { stepTitle: 'Visit the school', content: 'Any weekday morning.' });
  await send(session, '/api/dashboard/languages', { default: 'en', languages: ['en', 'hi'] });
  await send(session, '/api/dashboard/template/template-update', { templateId: 'nbl' });
});

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const site = (path = '') => new URL(`/s/${school.slug}${path}`, school.session.platform.baseUrl).href;

/** The status and the redirect's target of a parent's first request for `path`. */
async function firstAnswer(path: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(site(path), { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

/** Every former page name, in English and Hindi, answers 301 to the one address, and that address is a page. */
async function expectFormerAddressesLead(): Promise<void> {
  for (const language of ['', '/hi']) {
    for (const [former, current] of Object.entries(FORMER)) {
      expect([former, await firstAnswer(`${language}${former}`)]).toEqual([former, { status: 301, location: `/s/${school.slug}${language}${current}` }]);
      expect([current, (await fetch(site(`${language}${current}`))).status]).toEqual([current, 200]);
    }
  }
}

/** The addresses the site's menu links to, below the school's. */
async function menuAddresses(path: string): Promise<string[]> {
  const html = await (await fetch(site(path))).text();
  const { JSDOM } = await import('jsdom');
  const menu = new JSDOM(html).window.document.querySelector('nav#site-navigation');
  return [...(menu?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href')?.slice(`/s/${school.slug}`.length) ?? '');
}

it('keeps every address of the school through a change of template: former names answer 301 to pages that exist', async () => {
  // On NBL: every page at its one address, the menu and the sitemap naming them.
  for (const page of PAGES) expect([page, (await fetch(site(page))).status]).toEqual([page, 200]);
  // "Enquire" last, while the school takes enquiries (as a new school does).
  expect(await menuAddresses('')).toEqual(['', '/about', '/gallery', '/admissions', '/notices', '/contact', '/enquire']);
  await expectFormerAddressesLead();

  // The school switches to Run on its Templates page.
  const { page } = school.session;
  await school.session.open('template', 'Templates');
  await page.getByRole('button', { name: 'Select Run' }).click();
  await page.getByRole('dialog', { name: 'Switch your published site to Run?' }).getByRole('button', { name: 'Switch to Run' }).click();
  await expectAlert(page.getByRole('main'), 'Template updated successfully.');

  // On Run: the same addresses, the same menu entries in Run's order, the same former names leading to them.
  for (const page of PAGES) expect([page, (await fetch(site(page))).status]).toEqual([page, 200]);
  expect(await menuAddresses('')).toEqual(['', '/about', '/notices', '/admissions', '/gallery', '/contact', '/enquire']);
  expect(await menuAddresses('/hi/about')).toEqual(['/hi', '/hi/about', '/hi/notices', '/hi/admissions', '/hi/gallery', '/hi/contact', '/hi/enquire']);
  await expectFormerAddressesLead();

  const sitemap = await (await fetch(new URL('/sitemap.xml', school.session.platform.baseUrl))).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc).filter((loc) => loc.startsWith(site()));
  expect(listed.filter((loc) => !loc.startsWith(site('/hi'))).map((loc) => loc.slice(site().length)).sort()).toEqual([...PAGES].sort());
  for (const former of Object.keys(FORMER)) expect(listed.some((loc) => loc.endsWith(former))).toBe(false);
});

describe.each([390, 1366])('at %i px', (width) => {
  it("opens a former address on the page that exists, and shows an unknown page as the school's own 404", async () => {
    const parent = await school.visitor(width);
    await parent.goto(site('/course'));
    expect(parent.url()).toBe(site('/admissions'));
    await parent.getByText('Visit the school').first().waitFor();
    await screenshotForReview(parent, join(SHOTS, `admissions-${width}.png`));
    // Contact has its page in every template too.
    await parent.goto(site('/contact'));
    await parent.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await screenshotForReview(parent, join(SHOTS, `contact-${width}.png`), { fullPage: true });

    const missing = await parent.goto(site('/timetable'));
    expect(missing?.status()).toBe(404);
    expect(await parent.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // In the school's look: its name, its menu, and a way home.
    await parent.getByText(NAME).first().waitFor();
    await parent.getByRole('heading', { level: 1, name: 'Run route not found' }).waitFor();
    expect(await parent.getByText('Oops! Page not found.').count()).toBe(0);
    if (width < 700) await parent.getByRole('button', { name: 'Menu' }).click();
    await parent.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Admissions' }).waitFor();
    await screenshotForReview(parent, join(SHOTS, `not-found-${width}.png`), { fullPage: true });
    await parent.getByRole('link', { name: 'Back to the home page' }).click();
    await parent.waitForURL(site());
    await parent.getByRole('heading', { level: 1, name: NAME }).waitFor();
  });
});
