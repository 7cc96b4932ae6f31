import sharp from 'sharp';
import { launchBrowser, openPage, type Browser } from '../support/browser';
import { startPlatform, type RunningPlatform } from '../support/platform';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { takeOver } from './support/site-visitor';

/**
 * A school's site as a real website: its permanent address `/s/<slug>`, every page rendered on the
 * server (what crawlers and link previews see), hydrated in the browser, reloadable and shareable.
 */

const SCHOOL = schoolAccount("St. Mary's High School", 'stmarys');
const WELCOME = "Welcome to St. Mary's, where every child is known by name and grows with confidence.";
const HIDDEN = schoolAccount('Quiet Hills Academy', 'quiethills');

let platform: RunningPlatform;
let browser: Browser;
let school: SchoolAdmin;
let hidden: SchoolAdmin;
let slug: string;
let hiddenSlug: string;

interface ProfileInfo {
  slug?: string;
  siteUrl?: string;
}

beforeAll(async () => {
  platform = await startPlatform();
  browser = await launchBrowser();

  school = await SchoolAdmin.register(platform, SCHOOL);
  const welcome = new FormData();
  welcome.set('welcomeMessage', WELCOME);
  const hero = await sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
  welcome.set('organizationImage', new Blob([new Uint8Array(hero)], { type: 'image/jpeg' }), 'hero.jpg');
  await school.postForm('/api/dashboard/home/orginfo', welcome);
  await school.post('/api/dashboard/about/faq', { question: 'When does the school day start?', answer: 'At 8:15 every weekday.' });
  await school.post('/api/dashboard/about/faq', { question: 'Is there a school bus?', answer: 'Yes, on four routes across the city.' });
  await school.post('/api/dashboard/academics/calendar-of-event', { eventTitle: 'Founders Day', eventDate: '2099-06-01' });
  await school.addNotice('Term starts on Monday');
  await school.chooseTemplate('nbl');
  await school.publish();
  slug = ((await school.get('/api/dashboard/profile/info')).info as ProfileInfo).slug ?? '';

  hidden = await SchoolAdmin.register(platform, HIDDEN);
  hiddenSlug = ((await hidden.get('/api/dashboard/profile/info')).info as ProfileInfo).slug ?? '';
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const url = (path: string) => platform.baseUrl + path;

/** The page as a crawler or a link preview fetches it: no JavaScript, no cookies. */
async function crawl(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(url(path), { redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`));
  return tag?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

describe('the address', () => {
  it('is made from the organisation name at sign-up and shown in the profile', async () => {
    expect(slug).toBe('st-marys-high-school');
    const info = (await school.get('/api/dashboard/profile/info')).info as ProfileInfo;
    expect(info.siteUrl).toBe(url('/s/st-marys-high-school'));
  });
});

describe('what a crawler sees', () => {
  it('gets the whole home page: title, description, canonical, share tags, JSON-LD and the school text', async () => {
    const { status, html } = await crawl(`/s/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain("<title>St. Mary's High School</title>");
    expect(html).toMatch(/<html lang="en"[ >]/);
    expect(meta(html, 'name', 'description')).toBe(WELCOME.replace("'", '&#39;'));
    expect(html).toContain(`<link rel="canonical" href="${url(`/s/${slug}`)}">`);
    expect(meta(html, 'property', 'og:url')).toBe(url(`/s/${slug}`));
    expect(meta(html, 'property', 'og:type')).toBe('website');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^${url('/api/files/')}[a-f0-9]{32}\\.jpg$`));
    expect(meta(html, 'property', 'og:image:width')).toBe('1400');
    expect(meta(html, 'property', 'og:image:height')).toBe('800');
    expect(html).toContain('When does the school day start?');
    expect(html).toContain('Term starts on Monday');
    expect(html).not.toContain('SchoolPage needs JavaScript');

    // The hero picture is in the first HTML: high priority, in every offered width, with its size.
    const hero = html.match(/<img[^>]*fetchPriority="high"[^>]*>/)?.[0] ?? '';
    expect(hero).toMatch(/srcSet="\/api\/files\/[a-f0-9]{32}\.jpg\?w=320&amp;f=jpg 320w, [^"]*2400w"/);
    // ... and as AVIF and WebP for the browsers that read them, before the JPEG.
    expect(html).toMatch(/<picture[^>]*><source type="image\/avif" srcSet="\/api\/files\/[a-f0-9]{32}\.jpg\?w=320&amp;f=avif 320w, [^"]*"/);
    expect(hero).toMatch(/sizes="[^"]+"/);
    expect(hero).toMatch(/width="\d+"/);
    expect(hero).toMatch(/height="\d+"/);

    const documents = jsonLd(html);
    const schoolNode = documents.find((d) => d['@type'] === 'School');
    expect(schoolNode).toMatchObject({ '@context': 'https://schema.org', name: "St. Mary's High School", url: url(`/s/${slug}`) });
    expect(documents.find((d) => d['@type'] === 'FAQPage')).toMatchObject({
      mainEntity: [
        { '@type': 'Question', name: 'When does the school day start?', acceptedAnswer: { '@type': 'Answer', text: 'At 8:15 every weekday.' } },
        { '@type': 'Question', name: 'Is there a school bus?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, on four routes across the city.' } },
      ],
    });
    expect(documents.find((d) => d['@type'] === 'Event')).toMatchObject({ name: 'Founders Day', startDate: '2099-06-01' });
  });

  it('gets each page of the template under the address, titled with the page and the school', async () => {
    const { status, html } = await crawl(`/s/${slug}/notices`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Notices — St. Mary's High School</title>");
    expect(html).toContain(`<link rel="canonical" href="${url(`/s/${slug}/notices`)}">`);
    expect(html).toContain('Term starts on Monday');
  });

  it.each([
    ['an unknown school', '/s/no-such-school'],
    ['an unknown page', '/s/st-marys-high-school/no-such-page'],
    ['a hidden site', '/s/quiet-hills-academy'],
  ])('gets 404 with noindex for %s', async (_what, path) => {
    const { status, html, headers } = await crawl(path);
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(headers.get('x-robots-tag')).toBe('noindex');
  });

  it("answers an unknown page with the school's own 404: its look, its menu and a link home", async () => {
    const { status, html } = await crawl(`/s/${slug}/no-such-page`);
    expect(status).toBe(404);
    expect(html).toContain("St. Mary's High School");
    expect(html).toContain(`href="/s/${slug}/about"`);
    expect(html).toContain(`href="/s/${slug}"`);
    expect(html).not.toContain('Oops! Page not found.');
  });

  it("finds the permanent address named on the shareable /web address (?org=)", async () => {
    const { status, html } = await crawl(`/web/nbl?org=${await school.organizationId()}`);
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${url(`/s/${slug}`)}">`);
  });

  it('gets the sample previews rendered too', async () => {
    const { status, html } = await crawl('/web/run/about?source=sample-template');
    expect(status).toBe(200);
    expect(html).toContain('Greenfield Institute of Technology and Management');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('the admin of a hidden site', () => {
  it('sees it at its address with a banner and noindex; nobody else does', async () => {
    expect(hiddenSlug).toBe('quiet-hills-academy');
    const response = await fetch(url(`/s/${hiddenSlug}`), { headers: { cookie: hidden.cookie } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Only you can see this: your site is hidden');
    expect(html).toContain('<meta name="robots" content="noindex">');

    const stranger = await fetch(url(`/s/${hiddenSlug}`), { headers: { cookie: school.cookie } });
    expect(stranger.status).toBe(404);
  });
});

describe('in the browser', () => {
  it('hydrates without errors, moves between pages, and keeps the school on reload and in a fresh tab', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const contentCalls: string[] = [];
      // The page names the template's entry script: its manifest is not fetched either.
      const manifestCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/web/all-content')) contentCalls.push(request.url());
        if (request.url().endsWith('/mf-manifest.json')) manifestCalls.push(request.url());
      });
      await page.goto(url(`/s/${slug}`));
      await page.getByRole('heading', { level: 1, name: "St. Mary's High School" }).waitFor();
      await takeOver(page);
      // A page move inside the hydrated site keeps the same document.
      await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));

      await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Notices' }).click();
      await page.waitForURL(url(`/s/${slug}/notices`));
      await page.getByText('Term starts on Monday').first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      await page.reload();
      await page.getByText('Term starts on Monday').first().waitFor();
      expect(await page.title()).toBe("Notices — St. Mary's High School");

      const fresh = await page.context().newPage();
      await fresh.goto(url(`/s/${slug}/notices`));
      await fresh.getByText('Term starts on Monday').first().waitFor();
      await fresh.close();
      expect(contentCalls).toEqual([]);
      expect(manifestCalls).toEqual([]);
    } finally {
      await close();
    }
    expect(errors).toEqual([]);
  });

  it('stands the stored hero picture beside its text on a wide screen (NBL splits its hero), under it on a phone', async () => {
    const heroBoxes = async (width: number) => {
      const { page, errors, close } = await openPage(browser, { width, height: 900 });
      try {
        await page.goto(url(`/s/${slug}`));
        await page.getByRole('heading', { level: 1, name: "St. Mary's High School" }).waitFor();
        // A stored picture is a <picture> with its sources: they must take no place in the hero's grid.
        expect(await page.locator('section:has(#site-hero-title) picture source').count()).toBeGreaterThan(0);
        const boxes = await page.evaluate(() => {
          const title = document.getElementById('site-hero-title')?.getBoundingClientRect();
          const picture = document.querySelector('section:has(#site-hero-title) img')?.getBoundingClientRect();
          return { titleRight: title?.right ?? 0, titleBottom: title?.bottom ?? 0, pictureLeft: picture?.left ?? 0, pictureTop: picture?.top ?? 0 };
        });
        expect(errors).toEqual([]);
        return boxes;
      } finally {
        await close();
      }
    };
    const wide = await heroBoxes(1366);
    expect(wide.pictureLeft).toBeGreaterThanOrEqual(wide.titleRight);
    expect(wide.pictureTop).toBeLessThan(wide.titleBottom);
    const phone = await heroBoxes(390);
    expect(phone.pictureTop).toBeGreaterThan(phone.titleBottom);
  });

  it('works with JavaScript off on a phone: the menu open, every FAQ answer readable, real links between pages', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(url(`/s/${slug}`));
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain("St. Mary's High School");
      expect(await page.getByText('At 8:15 every weekday.').isVisible()).toBe(true);
      expect(await page.getByText('Yes, on four routes across the city.').isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Notices' }).isVisible()).toBe(true);
      await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Notices' }).click();
      await page.waitForURL(url(`/s/${slug}/notices`));
      await page.getByText('Term starts on Monday').first().waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('a kept page', () => {
  it('goes out the same, compressed, with the security headers, and a change shows on the next request', async () => {
    const first = await fetch(url(`/s/${slug}/about`), { headers: { 'accept-encoding': 'br' } });
    const second = await fetch(url(`/s/${slug}/about`), { headers: { 'accept-encoding': 'br' } });
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('content-security-policy')).toMatch(/script-src 'strict-dynamic' 'sha384-/);
    expect(await second.text()).toBe(await first.text());

    await school.post('/api/dashboard/about/faq', { question: 'Is there a library?', answer: 'Open every afternoon.' });
    expect((await crawl(`/s/${slug}`)).html).toContain('Is there a library?');
  });
});

describe('changing the address', () => {
  it('moves the site to the new slug; the old one answers 301 forever', async () => {
    await school.post('/api/dashboard/profile/slug', { slug: 'st-marys-bengaluru' });
    const old = await crawl(`/s/${slug}/notices`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/s/st-marys-bengaluru/notices');
    const moved = await crawl('/s/st-marys-bengaluru');
    expect(moved.status).toBe(200);
    expect(moved.html).toContain(`<link rel="canonical" href="${url('/s/st-marys-bengaluru')}">`);
  });
});

describe('behind a CDN', () => {
  const CDN_CACHE = /^public, .*s-maxage=\d+.*stale-while-revalidate=\d+.*stale-if-error=\d+/;
  // The school's address today (the tests above may have changed it).
  let slug: string;
  beforeAll(async () => {
    slug = ((await school.get('/api/dashboard/profile/info')).info as ProfileInfo).slug ?? '';
  });

  it('a school page is public for a CDN, tagged by school and template, and 304 when the copy is current', async () => {
    const organizationId = ((await school.get('/api/dashboard/profile/info')).info as { _id: string })._id;
    // The first answer renders the page; the second comes from the kept pages, ahead of Express.
    for (const answer of [await crawl(`/s/${slug}/about`), await crawl(`/s/${slug}/about`)]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toMatch(CDN_CACHE);
      expect(answer.headers.get('surrogate-key')?.split(' ')).toEqual([`site-${organizationId}`, 'template-nbl']);
      expect(answer.headers.get('etag')).toMatch(/^W\/".+"$/);
    }
    const { headers } = await crawl(`/s/${slug}/about`);
    const current = await fetch(url(`/s/${slug}/about`), { headers: { 'If-None-Match': headers.get('etag') ?? '' } });
    expect(current.status).toBe(304);
  });

  it('a change to the site gives its pages a new ETag', async () => {
    const before = (await crawl(`/s/${slug}`)).headers.get('etag');
    await school.post('/api/dashboard/about/faq', { question: 'Is there a library?', answer: 'Yes, open until 6 pm.' });
    const after = await fetch(url(`/s/${slug}`), { headers: { 'If-None-Match': before ?? '' } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('a request with the session cookie gets the page as private, no-store', async () => {
    await crawl(`/s/${slug}`);
    const signedIn = await fetch(url(`/s/${slug}`), { headers: { cookie: school.cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('surrogate-key')).toBeNull();
  });
});
