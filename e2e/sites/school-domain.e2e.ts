import { request as httpRequest } from 'node:http';
import { DnsServer } from '../../apps/api/src/testing/dns-server';
import { freePort, startPlatform, type RunningPlatform } from '../support/platform';
import { SchoolAdmin, schoolAccount } from './support/school-admin';

/**
 * A school's site at its own verified domain (issue #46, item 4): the production build serves every page at the
 * domain's root, server-rendered as under `/s/<slug>`, with every address on `https://<domain>` (in a browser, over HTTPS: school-domain-tls.e2e.ts); the page's own links
 * and its script work there; `/s/<slug>` and the bare name answer 301 to it; a school without a domain is unchanged.
 */

const HOST = 'www.greenfield.test';
const AT_DOMAIN = `https://${HOST}`;
const TARGET = 'sites.platform.test';
const PLATFORM_RECORDS = [`host-record=${TARGET},203.0.113.10`];
const SCHOOL = schoolAccount('Greenfield Public School', 'greenfield');
const PLAIN = schoolAccount('Plain Hills School', 'plainhills');

let dns: DnsServer;
let platform: RunningPlatform;
let port: number;
let school: SchoolAdmin;
let slug: string;
let plainSlug: string;

interface Served {
  status: number;
  html: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A GET as a browser at `host` sends it (Node's fetch will not set `Host`). */
function at(host: string, path: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, html, headers: response.headers }));
    });
    asked.on('error', reject);
    asked.end();
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)">/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);

beforeAll(async () => {
  dns = await DnsServer.start(['test'], PLATFORM_RECORDS);
  port = await freePort();
  platform = await startPlatform({ PORT: String(port), SITES_CNAME_TARGET: TARGET, SITES_IPV4: '203.0.113.10', DNS_SERVERS: dns.address });
  school = await SchoolAdmin.register(platform, SCHOOL);
  await school.post('/api/dashboard/about/faq', { question: 'Is there a school bus?', answer: 'Yes, on four routes.' });
  await school.post('/api/dashboard/languages', { default: 'en', languages: ['en', 'hi'] });
  await school.chooseTemplate('nbl');
  await school.publish();
  slug = ((await school.get('/api/dashboard/profile/info')).info as { slug: string }).slug;
  const plain = await SchoolAdmin.register(platform, PLAIN);
  await plain.chooseTemplate('nbl');
  await plain.publish();
  plainSlug = ((await plain.get('/api/dashboard/profile/info')).info as { slug: string }).slug;

  const set = await school.post('/api/dashboard/domain', { hostname: HOST });
  const token = (set.info as { domain: { records: { value: string }[] } }).domain.records[0].value;
  await dns.serve([...PLATFORM_RECORDS, `txt-record=_schoolpage.${HOST},${token}`, `cname=${HOST},${TARGET}`, 'host-record=greenfield.test,203.0.113.10']);
  const checked = await school.post('/api/dashboard/domain/check');
  expect((checked.info as { domain: { status: string } }).domain.status).toBe('verified');
});

afterAll(async () => {
  await platform?.stop();
  await dns?.close();
});

it('renders the home page at the domain with its canonical, share address, JSON-LD, hreflang and feed there', async () => {
  const { status, html } = await at(HOST, '/');
  expect(status).toBe(200);
  expect(canonicalOf(html)).toBe(`${AT_DOMAIN}/`);
  expect(ogUrlOf(html)).toBe(`${AT_DOMAIN}/`);
  expect(jsonLd(html).find((document) => document['@type'] === 'School')).toMatchObject({ url: `${AT_DOMAIN}/` });
  expect(html).toContain(`<link rel="alternate" hreflang="hi" href="${AT_DOMAIN}/hi">`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${AT_DOMAIN}/">`);
  expect(html).toContain(`href="${AT_DOMAIN}/feed.xml"`);
  expect(html).toContain('Is there a school bus?');
  // Its own links lead below the domain's root: nothing names the platform's address of the school.
  expect(html).not.toContain(`/s/${slug}`);
  expect(html).toMatch(/<a [^>]*href="\/about"/);
});

it('renders every page at the domain: a page, a page in another language, the enquiry form; a page has one address', async () => {
  for (const [path, canonical] of [
    ['/about', `${AT_DOMAIN}/about`],
    ['/hi/about', `${AT_DOMAIN}/hi/about`],
  ]) {
    const { status, html } = await at(HOST, path);
    expect(status).toBe(200);
    expect(canonicalOf(html)).toBe(canonical);
    expect(html).not.toContain(`/s/${slug}`);
  }
  expect((await at(HOST, '/enquire')).status).toBe(200);
  const moved = await at(HOST, '/about/');
  expect([moved.status, moved.headers.location]).toEqual([301, '/about']);
  const unknown = await at(HOST, '/no-such-page');
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('<meta name="robots" content="noindex">');
  expect((await at(HOST, '/dashboard')).status).toBe(404);
  // The front-end's own files are there for the page; a file that is not there is no page of the platform.
  const script = /<script[^>]* src="(\/site\.[a-f0-9]+\.js)"/.exec((await at(HOST, '/')).html)?.[1] ?? '';
  expect((await at(HOST, script)).status).toBe(200);
  const missing = await at(HOST, '/wp-login.php');
  expect([missing.status, missing.html]).toEqual([404, 'This file does not exist.']);
});

it('keeps the page for the school: the next visitor gets the kept page, purged with the school', async () => {
  await at(HOST, '/about');
  const kept = await at(HOST, '/about');
  expect(kept.headers['surrogate-key']).toContain(`site-${await school.organizationId()}`);
  expect(kept.headers.etag).toBeDefined();
});

it('answers 301 to the domain from /s/<slug> on the platform and from the bare name; a school without a domain is unchanged', async () => {
  const fromPlatform = await fetch(`${platform.baseUrl}/s/${slug}/about`, { redirect: 'manual' });
  expect([fromPlatform.status, fromPlatform.headers.get('location')]).toEqual([301, `${AT_DOMAIN}/about`]);
  const fromBare = await at('greenfield.test', '/hi/about');
  expect([fromBare.status, fromBare.headers.location]).toEqual([301, `${AT_DOMAIN}/hi/about`]);
  const plain = await fetch(`${platform.baseUrl}/s/${plainSlug}`, { redirect: 'manual' });
  expect(plain.status).toBe(200);
  expect(canonicalOf(await plain.text())).toBe(`${platform.baseUrl}/s/${plainSlug}`);
});

it('shows the school its own hidden site on the platform, where it is signed in; the domain does not show it', async () => {
  const asSchool = (path: string, method = 'GET') => fetch(`${platform.baseUrl}${path}`, { method, redirect: 'manual', headers: { cookie: school.cookie, origin: platform.baseUrl } });
  expect((await asSchool('/api/dashboard/profile/unpublish-web', 'POST')).status).toBe(200);
  try {
    const own = await asSchool(`/s/${slug}/about`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('Only you can see this: your site is hidden');
    expect((await at(HOST, '/about')).status).toBe(404);
  } finally {
    expect((await asSchool('/api/dashboard/profile/publish-web', 'POST')).status).toBe(200);
  }
});

it('stops at once when the domain is removed: /s/<slug> serves again', async () => {
  const removed = await fetch(`${platform.baseUrl}/api/dashboard/domain`, { method: 'DELETE', headers: { cookie: school.cookie, origin: platform.baseUrl } });
  expect(removed.status).toBe(200);
  const again = await fetch(`${platform.baseUrl}/s/${slug}`, { redirect: 'manual' });
  expect(again.status).toBe(200);
  expect(canonicalOf(await again.text())).toBe(`${platform.baseUrl}/s/${slug}`);
  expect((await at(HOST, '/about')).html).not.toContain(`${AT_DOMAIN}/about`);
});
