import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SiteRepository } from '../storage/persistence/site.repository';
import { verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { w3cDate } from './sitemap-xml';

// Every template's pages at their one address (SITE_PAGES).
const RUN_PAGES = ['', '/about', '/gallery', '/notices', '/admissions', '/contact'];
const NBL_PAGES = RUN_PAGES;

let serial = 0;
/** Signs a school up; publishes it (and picks `template`) when asked. Returns its organisation id. */
async function school(platform: TestPlatform, organizationName: string, options: { publish?: boolean; template?: string } = {}) {
  serial++;
  const agent = await verifiedAdmin(platform, { organizationName, userId: `crawl${serial}`, email: `crawl${serial}@schools.edu` });
  if (options.template) await agent.post('/api/dashboard/template/template-update').send({ templateId: options.template }).expect(200);
  if (options.publish) await agent.post('/api/dashboard/profile/publish-web').expect(200);
  return (await agent.get('/api/dashboard/profile/info').expect(200)).body.info._id as string;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt', () => {
  it('lets crawlers into the schools’ sites, keeps them out of the dashboard and the API, and names the sitemap', async () => {
    const platform = await startTestPlatform();
    try {
      const response = await platform.agent().get('/robots.txt').expect(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.text.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /s/', 'Disallow: /dashboard', 'Disallow: /api']));
      expect(lines).toContainEqual(expect.stringMatching(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/));
    } finally {
      await platform.close();
    }
  });

  it('names the sitemap on PUBLIC_ORIGIN when it is configured', async () => {
    const platform = await startTestPlatform({ PUBLIC_ORIGIN: 'https://schools.example.org' });
    try {
      const response = await platform.agent().get('/robots.txt').expect(200);
      expect(response.text).toContain('Sitemap: https://schools.example.org/sitemap.xml\n');
    } finally {
      await platform.close();
    }
  });
});

describe('sitemap.xml', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ PUBLIC_ORIGIN: 'https://schools.example.org' });
  });
  afterAll(() => platform.close());

  it('lists every page of every published school, dated by its last change, and nothing of hidden ones', async () => {
    const hill = await school(platform, 'Hill School', { publish: true });
    const lake = await school(platform, 'Lake College', { publish: true, template: 'nbl' });
    await school(platform, 'Hidden School');
    const sites = platform.app.get(SiteRepository);

    const response = await platform.agent().get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const expected = [
      ...RUN_PAGES.map((page) => `https://schools.example.org/s/hill-school${page}`),
      ...NBL_PAGES.map((page) => `https://schools.example.org/s/lake-college${page}`),
    ];
    expect(locs(response.text).sort()).toEqual(expected.sort());
    expect(response.text).not.toContain('hidden-school');

    const hillChanged = w3cDate((await sites.find(hill))?.updatedAt ?? 0);
    const lakeChanged = w3cDate((await sites.find(lake))?.updatedAt ?? 0);
    expect(response.text).toContain(`<url><loc>https://schools.example.org/s/hill-school/about</loc><lastmod>${hillChanged}</lastmod></url>`);
    expect(response.text).toContain(`<url><loc>https://schools.example.org/s/lake-college/admissions</loc><lastmod>${lakeChanged}</lastmod></url>`);
  });

  it('follows a changed address and leaves a site out once it is hidden', async () => {
    serial++;
    const agent = await verifiedAdmin(platform, { organizationName: 'Moving School', userId: `crawl${serial}`, email: `crawl${serial}@schools.edu` });
    await agent.post('/api/dashboard/profile/publish-web').expect(200);
    await agent.post('/api/dashboard/profile/slug').send({ slug: 'moved-school' }).expect(200);
    let xml = (await platform.agent().get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain('<loc>https://schools.example.org/s/moved-school</loc>');
    expect(xml).not.toContain('/s/moving-school');
    await agent.post('/api/dashboard/profile/unpublish-web').expect(200);
    xml = (await platform.agent().get('/sitemap.xml').expect(200)).text;
    expect(xml).not.toContain('moved-school');
  });

  it('lists the Mandatory Public Disclosure page of a school that has one', async () => {
    serial++;
    const agent = await verifiedAdmin(platform, { organizationName: 'Disclosing School', userId: `crawl${serial}`, email: `crawl${serial}@schools.edu` });
    await agent.post('/api/dashboard/profile/publish-web').expect(200);
    let xml = (await platform.agent().get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain('<loc>https://schools.example.org/s/disclosing-school/about</loc>');
    expect(xml).not.toContain('/s/disclosing-school/mandatory-public-disclosure');
    await agent.post('/api/dashboard/disclosure').send({ general: { udiseCode: '09123456789' } }).expect(200);
    xml = (await platform.agent().get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain('<loc>https://schools.example.org/s/disclosing-school/mandatory-public-disclosure</loc>');
  });

  it('lists each page of a school in several languages at its address in each, naming the others (#29)', async () => {
    serial++;
    const agent = await verifiedAdmin(platform, { organizationName: 'Bilingual School', userId: `crawl${serial}`, email: `crawl${serial}@schools.edu` });
    await agent.post('/api/dashboard/languages').send({ default: 'en', languages: ['en', 'hi'] }).expect(200);
    await agent.post('/api/dashboard/profile/publish-web').expect(200);
    const xml = (await platform.agent().get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const about = 'https://schools.example.org/s/bilingual-school/about';
    const hindiAbout = 'https://schools.example.org/s/bilingual-school/hi/about';
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${about}"/><xhtml:link rel="alternate" hreflang="hi" href="${hindiAbout}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${about}"/>`;
    expect(xml).toMatch(new RegExp(`<url><loc>${about}</loc><lastmod>[^<]+</lastmod>${alternates.replace(/[.?]/g, '\\$&')}</url>`));
    expect(xml).toMatch(new RegExp(`<url><loc>${hindiAbout}</loc><lastmod>[^<]+</lastmod>${alternates.replace(/[.?]/g, '\\$&')}</url>`));
    expect(locs(xml)).toContain('https://schools.example.org/s/bilingual-school/hi');
  });

  it('has no parts while it fits in one file', async () => {
    await platform.agent().get('/sitemap-1.xml').expect(404);
  });
});

describe('sitemap split into parts', () => {
  it('becomes an index of parts of at most SITEMAP_URLS_PER_FILE addresses, together listing every page once', async () => {
    const platform = await startTestPlatform({ SITEMAP_URLS_PER_FILE: '10' });
    try {
      for (const name of ['Alpha School', 'Beta School', 'Gamma School', 'Delta School', 'Epsilon School']) await school(platform, name, { publish: true });
      await school(platform, 'Zeta Hidden School');

      const index = await platform.agent().get('/sitemap.xml').expect(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const parts = locs(index.text);
      // 10 addresses hold one school of 6 pages with room for its disclosure page.
      expect(parts).toEqual([1, 2, 3, 4, 5].map((n) => expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/sitemap-${n}\\.xml$`))));

      const all: string[] = [];
      for (const part of parts) {
        const response = await platform.agent().get(new URL(part).pathname).expect(200);
        const urls = locs(response.text);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(10);
        all.push(...urls);
      }
      expect(all).toHaveLength(30);
      expect(new Set(all).size).toBe(30);
      for (const slug of ['alpha-school', 'beta-school', 'gamma-school', 'delta-school', 'epsilon-school']) {
        expect(all.filter((url) => url.includes(`/s/${slug}`))).toHaveLength(6);
      }
      expect(all.some((url) => url.includes('zeta'))).toBe(false);
      await platform.agent().get('/sitemap-6.xml').expect(404);
      await platform.agent().get('/sitemap-0.xml').expect(404);
    } finally {
      await platform.close();
    }
  });
});

describe('with the front-end built', () => {
  it('answers robots.txt and sitemap.xml itself, not with the shell page', async () => {
    const frontend = mkdtempSync(join(tmpdir(), 'frontend-'));
    mkdirSync(join(frontend, 'apps/shell'), { recursive: true });
    writeFileSync(join(frontend, 'apps/shell/index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const platform = await startTestPlatform({ FRONTEND_DIR: frontend });
    try {
      const robots = await platform.agent().get('/robots.txt').expect(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.text).toContain('Allow: /s/');
      const sitemap = await platform.agent().get('/sitemap.xml').expect(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      const shell = await platform.agent().get('/about').expect(200);
      expect(shell.text).toContain('<div id="root">');
    } finally {
      await platform.close();
      rmSync(frontend, { recursive: true, force: true });
    }
  });
});
