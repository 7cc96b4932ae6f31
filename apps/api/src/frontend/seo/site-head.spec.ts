import { emptySiteContent, siteFeeds, type SiteContent } from '@schoolpage/content-contract';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { JSDOM } from 'jsdom';
import { siteHead } from './site-head';
import type { SitePageInput } from './site-page-input';

const ORIGIN = 'https://schools.example';

/** The head as a browser parses it. */
function head(input: Partial<SitePageInput> & { content: SiteContent }): Document {
  const html = siteHead({ origin: ORIGIN, slug: 'greenfield', page: '', pageName: 'Home', today: '2026-10-01', ...input });
  return new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`).window.document;
}

const metaOf = (document: Document, key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? undefined;
const linkOf = (document: Document, rel: string) => document.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? undefined;
const jsonLd = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));

function site(change: Partial<SiteContent>): SiteContent {
  return { ...emptySiteContent('Greenfield Public School'), ...change };
}

describe('siteHead on the sample site', () => {
  const home = head({ content: SAMPLE_SITE_CONTENT });
  const about = head({ content: SAMPLE_SITE_CONTENT, page: 'about', pageName: 'About' });
  const name = SAMPLE_SITE_CONTENT.organizationName;

  it('titles the home page with the school name and a sub-page "<page> — <school>"', () => {
    expect(home.title).toBe(name);
    expect(about.title).toBe(`About — ${name}`);
    expect(metaOf(about, 'og:title')).toBe(`About — ${name}`);
  });

  it('describes the school with its welcome message', () => {
    expect(metaOf(home, 'description')).toBe(SAMPLE_SITE_CONTENT.welcomeMessage.welcomeMsg);
    expect(metaOf(home, 'og:description')).toBe(SAMPLE_SITE_CONTENT.welcomeMessage.welcomeMsg);
  });

  it('names the absolute /s/<slug>[/<page>] address as canonical and og:url', () => {
    expect(linkOf(home, 'canonical')).toBe(`${ORIGIN}/s/greenfield`);
    expect(metaOf(home, 'og:url')).toBe(`${ORIGIN}/s/greenfield`);
    expect(linkOf(about, 'canonical')).toBe(`${ORIGIN}/s/greenfield/about`);
    expect(metaOf(about, 'og:url')).toBe(`${ORIGIN}/s/greenfield/about`);
  });

  it('carries the Open Graph and Twitter card tags', () => {
    expect(metaOf(home, 'og:type')).toBe('website');
    expect(metaOf(home, 'og:site_name')).toBe(name);
    expect(metaOf(home, 'og:image')).toBe(`${ORIGIN}/test-file-asset`);
    expect(metaOf(home, 'og:image:alt')).toBe(name);
    expect(metaOf(home, 'twitter:card')).toBe('summary_large_image');
  });

  it('leaves out the image size when it is not known, and robots unless asked', () => {
    expect(metaOf(home, 'og:image:width')).toBeUndefined();
    expect(metaOf(home, 'og:image:height')).toBeUndefined();
    expect(metaOf(home, 'robots')).toBeUndefined();
  });

  it('renders the school, its upcoming events and its FAQ as JSON-LD on the home page, only the school below', () => {
    expect(jsonLd(home).map((document) => document['@type'])).toEqual(['CollegeOrUniversity', 'Event', 'Event', 'Event', 'FAQPage']);
    expect(jsonLd(about).map((document) => document['@type'])).toEqual(['CollegeOrUniversity']);
    expect(jsonLd(home)[0].name).toBe(name);
  });

  it('has no icon links while the school has no logo', () => {
    expect(linkOf(home, 'icon')).toBeUndefined();
    expect(linkOf(home, 'apple-touch-icon')).toBeUndefined();
  });

  it('links the school’s web app manifest on every page, below the site’s root at the host asked', () => {
    expect(linkOf(home, 'manifest')).toBe(`${ORIGIN}/s/greenfield/manifest.webmanifest`);
    expect(linkOf(about, 'manifest')).toBe(`${ORIGIN}/s/greenfield/manifest.webmanifest`);
    expect(linkOf(head({ content: SAMPLE_SITE_CONTENT, origin: 'https://www.greenfield.example', root: '' }), 'manifest')).toBe('https://www.greenfield.example/manifest.webmanifest');
  });
});

describe('siteHead on an empty site', () => {
  const html = siteHead({ content: emptySiteContent(), origin: ORIGIN, slug: 'new-school', page: '', pageName: 'Home' });
  const document = head({ content: emptySiteContent(), slug: 'new-school' });

  it('still has a title, the canonical address and a bare School', () => {
    expect(document.title).toBe('Home');
    expect(linkOf(document, 'canonical')).toBe(`${ORIGIN}/s/new-school`);
    expect(jsonLd(document)).toEqual([
      { '@context': 'https://schema.org', '@type': 'School', '@id': `${ORIGIN}/s/new-school#school`, url: `${ORIGIN}/s/new-school` },
    ]);
  });

  it('has no empty tag and nothing undefined', () => {
    expect(html).not.toMatch(/content=""|href=""|<title><\/title>|undefined/);
    expect(metaOf(document, 'description')).toBeUndefined();
    expect(metaOf(document, 'og:site_name')).toBeUndefined();
    expect(metaOf(document, 'og:image')).toBeUndefined();
    expect(metaOf(document, 'twitter:card')).toBe('summary_large_image');
  });
});

describe('siteHead escaping', () => {
  const hostile = '</title><script>alert(1)</script>"><!--';
  const content = site({
    organizationName: hostile,
    welcomeMessage: { welcomeMsg: `Welcome ${hostile} & </script>`, imageUrl: { url: '/api/files/a.png?x="><script>' } },
    faq: [{ question: '</script><script>alert(2)</script>', answer: '<!-- <script>' }],
  });
  const html = siteHead({ content, origin: ORIGIN, slug: 'greenfield', page: 'about', pageName: '<b>About</b>', today: '2026-10-01' });
  const document = head({ content, page: '', pageName: 'Home' });

  it('keeps a school named like markup as text', () => {
    expect(document.title).toBe(hostile);
    expect(metaOf(document, 'og:site_name')).toBe(hostile);
    expect(metaOf(document, 'description')).toBe(`Welcome ${hostile} & </script>`);
    expect(head({ content, page: 'about', pageName: '<b>About</b>' }).title).toBe(`<b>About</b> — ${hostile}`);
  });

  it('lets no script but the JSON-LD in, and no comment', () => {
    expect(document.querySelectorAll('script')).toHaveLength(jsonLd(document).length);
    expect(document.querySelectorAll('body *')).toHaveLength(0);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
  });

  it('keeps the JSON-LD readable back to the school text', () => {
    const [school, faq] = jsonLd(document);
    expect(school.name).toBe(hostile);
    expect(faq.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: '</script><script>alert(2)</script>',
      acceptedAnswer: { '@type': 'Answer', text: '<!-- <script>' },
    });
  });
});

describe('siteHead options', () => {
  it('sizes the share picture the server measured', () => {
    const document = head({ content: site({}), image: { url: '/api/files/hero.webp', width: 1200, height: 630 } });
    expect(metaOf(document, 'og:image')).toBe(`${ORIGIN}/api/files/hero.webp`);
    expect(metaOf(document, 'og:image:width')).toBe('1200');
    expect(metaOf(document, 'og:image:height')).toBe('630');
  });

  it('drops a size that is not a positive whole number', () => {
    const document = head({ content: site({}), image: { url: '/api/files/hero.webp', width: 0, height: Number.NaN } });
    expect(metaOf(document, 'og:image:width')).toBeUndefined();
  });

  it('uses the first slider picture when there is no hero', () => {
    const slider = [{ sliderQuote: 'Learn', imageUrl: { url: '/api/files/slide.jpg' } }];
    expect(metaOf(head({ content: site({ slider }) }), 'og:image')).toBe(`${ORIGIN}/api/files/slide.jpg`);
  });

  it('asks robots not to index when told', () => {
    expect(metaOf(head({ content: site({}), noindex: true }), 'robots')).toBe('noindex');
  });

  it('links the favicon and apple-touch-icon made from the logo', () => {
    const organizationLogo = { url: '/api/files/logo.png', favicon: { url: '/api/files/icon32.png' }, appleTouchIcon: { url: '/api/files/icon180.png' } };
    const document = head({ content: site({ organizationLogo }) });
    const icon = document.querySelector('link[rel="icon"]')!;
    expect(icon.getAttribute('href')).toBe(`${ORIGIN}/api/files/icon32.png`);
    expect(icon.getAttribute('sizes')).toBe('32x32');
    expect(icon.getAttribute('type')).toBe('image/png');
    const touch = document.querySelector('link[rel="apple-touch-icon"]')!;
    expect(touch.getAttribute('href')).toBe(`${ORIGIN}/api/files/icon180.png`);
    expect(touch.getAttribute('sizes')).toBe('180x180');
  });

  it('falls back to the logo itself for a logo stored before its icons were made', () => {
    const document = head({ content: site({ organizationLogo: { url: '/api/files/logo.png' } }) });
    expect(linkOf(document, 'icon')).toBe(`${ORIGIN}/api/files/logo.png`);
    expect(linkOf(document, 'apple-touch-icon')).toBe(`${ORIGIN}/api/files/logo.png`);
  });

  it('refuses an origin that is not an absolute address', () => {
    expect(() => siteHead({ content: site({}), origin: 'schools.example', slug: 'greenfield', page: '', pageName: 'Home' })).toThrow(
      'is not an absolute http(s) address',
    );
  });
});

describe("siteHead on the school's own address", () => {
  it('advertises its Atom feed of notices and news, and no feed elsewhere (a sample preview)', () => {
    const feeds = siteFeeds(ORIGIN, 'greenfield');
    const document = head({ content: site({ feeds }) });
    const feed = document.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed?.getAttribute('href')).toBe(`${ORIGIN}/s/greenfield/feed.xml`);
    expect(feed?.getAttribute('title')).toBe('Greenfield Public School: notices and news');
    expect(head({ content: site({}) }).querySelector('link[rel="alternate"]')).toBeNull();
  });

  it('links the page in every language of the site, the default also as x-default (#29)', () => {
    const head = siteHead({
      content: SAMPLE_SITE_CONTENT,
      origin: 'https://schools.example',
      slug: 'sunrise',
      page: 'about',
      pageName: 'About',
      canonical: 'https://schools.example/s/sunrise/hi/about',
      alternates: [
        { hreflang: 'en', href: 'https://schools.example/s/sunrise/about', isDefault: true },
        { hreflang: 'hi', href: 'https://schools.example/s/sunrise/hi/about', isDefault: false },
      ],
    });
    expect(head).toContain('<link rel="canonical" href="https://schools.example/s/sunrise/hi/about">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://schools.example/s/sunrise/about">');
    expect(head).toContain('<link rel="alternate" hreflang="hi" href="https://schools.example/s/sunrise/hi/about">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://schools.example/s/sunrise/about">');
  });
});

describe('siteHead at the school’s own verified domain (issue #46)', () => {
  const domain = 'https://www.greenfield.test';
  const atRoot = (page: string) => head({ content: SAMPLE_SITE_CONTENT, origin: domain, root: '', page, pageName: page });

  it('names every address of the page on the domain, below its root', () => {
    const home = atRoot('');
    expect(linkOf(home, 'canonical')).toBe(`${domain}/`);
    expect(metaOf(home, 'og:url')).toBe(`${domain}/`);
    expect(jsonLd(home)[0]).toMatchObject({ url: `${domain}/` });
    const about = atRoot('about');
    expect(linkOf(about, 'canonical')).toBe(`${domain}/about`);
    expect(metaOf(about, 'og:url')).toBe(`${domain}/about`);
  });
});
