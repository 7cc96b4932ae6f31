import { BUILT_IN_TEMPLATES } from '@schoolpage/content-contract';
import { htmlErrors, type ServedPage } from '../support/html-validator';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { siteSlugOf } from '../support/server-rendered-page';
import { fillInFullSchool } from './support/full-school';
import { HOSTILE_SCHOOL } from './support/hostile-school';
import { SchoolAdmin, schoolAccount } from './support/school-admin';

/**
 * Every page the platform serves is valid HTML: the W3C Nu Html Checker (`vnu.jar --errors-only`) finds no
 * error in the pages of a school that typed hostile and unusual content (every page of every real template,
 * as its sitemap lists them), in the sample previews of those pages, and in the platform's own pages.
 */

/** The platform's own pages, as a visitor or a signed-in admin is sent them; a new page joins with one line. */
const PLATFORM_PAGES: readonly { path: string; signedIn?: boolean }[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/login' },
  { path: '/signup' },
  { path: '/forgotpassword' },
  { path: '/resetpassword' },
  { path: '/terms-and-conditions' },
  { path: '/privacy-policy' },
  { path: '/contact' },
  { path: '/search-list' },
  { path: '/no-such-page' },
  { path: '/s/no-such-school' },
  { path: '/dashboard' },
  { path: '/dashboard', signedIn: true },
  { path: '/dashboard/contact', signedIn: true },
];

/** The templates schools can choose: every page of each is checked. */
const REAL_TEMPLATES = BUILT_IN_TEMPLATES.filter((template) => template.availability === 'available').map((template) => template.name);

let platform: RunningPlatform;
/** One school for every template: it changes template between them (each upload costs the server every width). */
let admin: SchoolAdmin;

beforeAll(async () => {
  platform = await sharedPlatform('sites');
  admin = await SchoolAdmin.register(platform, schoolAccount('"Sunrise" <Vidyalaya> 🌅 विद्यालय', 'hostileschool'));
  await fillInFullSchool(admin, HOSTILE_SCHOOL);
  await admin.publish();
}, 240_000);

afterAll(async () => {
  await platform?.stop();
});

/** The paths of a school's pages, as its sitemap lists them (so pages added later are checked too). */
async function sitemapPaths(slug: string): Promise<string[]> {
  const xml = await (await fetch(`${platform.baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return paths.filter((path) => path === `/s/${slug}` || path.startsWith(`/s/${slug}/`));
}

async function served(path: string, cookie?: string): Promise<ServedPage> {
  const response = await fetch(platform.baseUrl + path, { headers: cookie ? { cookie } : {} });
  return { address: `${path}${cookie ? ' (signed in)' : ''} ${response.status}`, html: await response.text() };
}

it('the Nu Html Checker finds no error in any page: schools, sample previews, the platform', async () => {
  const pages: ServedPage[] = [];
  for (const { path, signedIn: withSession } of PLATFORM_PAGES) pages.push(await served(path, withSession ? admin.cookie : undefined));
  const slug = await siteSlugOf(admin);
  for (const template of REAL_TEMPLATES) {
    await admin.chooseTemplate(template);
    const paths = await sitemapPaths(slug);
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      pages.push(await served(path));
      pages.push(await served(`/web/${template}${path.slice(`/s/${slug}`.length)}?source=sample-template`));
    }
  }

  // One page known to be invalid, checked in the same run, shows that the check reports what it finds.
  const broken = { address: 'known invalid page', html: '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><a href="mailto:a b@c">x</a><ul><div></div></ul></body></html>' };
  const started = Date.now();
  const errors = await htmlErrors([...pages, broken]);
  console.log(`vnu.jar checked ${pages.length + 1} pages in one run in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(errors.filter((error) => error.address === broken.address).length).toBeGreaterThanOrEqual(2);
  expect(errors.filter((error) => error.address !== broken.address)).toEqual([]);
}, 180_000);

it('links what the school typed only when it can be a link: valid, percent-encoded; the rest is text', async () => {
  await admin.chooseTemplate('run');
  const home = (await served(`/s/${await siteSlugOf(admin)}`)).html;
  const hrefs = [...home.matchAll(/href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  expect(hrefs.filter((href) => /^(mailto|tel):/.test(href)).sort()).toEqual(
    [`mailto:${encodeURIComponent('प्रधान')}@${encodeURIComponent('विद्यालय.भारत')}`, 'tel:+918023456789', 'tel:+919829011111'].flatMap((href) => [href, href]).sort(),
  );
  expect(hrefs).toEqual(expect.arrayContaining(['https://instagram.com/our%22school%22%3Cb%3E', 'https://wa.me/919829011111']));
  expect(hrefs.filter((href) => /^javascript:/i.test(href))).toEqual([]);
  // Shown, as text: the e-mails that cannot be addresses, and the phone that cannot be dialled.
  expect(home).toContain('&quot;&gt;&lt;img/src=x/onerror=alert(1)&gt;@a.bc');
  expect(home).toContain('javascript:alert(1)//@x.org');
  expect(home).toContain('(+) -- ( 12 )');
  // Phones as people read them.
  expect(home).toContain('>+91 98290 11111<');
});
