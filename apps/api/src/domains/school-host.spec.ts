import type { CustomDomain } from '@schoolpage/content-contract';
import { publishedSchool, verifiedAdmin } from '../testing/admin-fixture';
import { DnsServer } from '../testing/dns-server';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { requestHostname } from './school-host';

const DOMAIN = '/api/dashboard/domain';
const TARGET = 'sites.platform.test';
const PLATFORM = 'https://platform.test';
const SCHOOL_HOST = 'www.greenvalley.test';
const AT_DOMAIN = `https://${SCHOOL_HOST}`;
const PLATFORM_RECORDS = [`host-record=${TARGET},203.0.113.10`];

/** Waits until `condition` holds (another instance follows the change feed within a second). */
async function eventually(condition: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('the Host a request names', () => {
  it('is its name in lower case, without its port or a trailing dot', () => {
    expect(requestHostname('WWW.GreenValley.test.:8443')).toBe('www.greenvalley.test');
    expect(requestHostname('[::1]:3000')).toBe('[::1]');
    expect(requestHostname(undefined)).toBeUndefined();
  });
});

describe('a school’s site at its own verified domain (the real app, real DNS)', () => {
  let dns: DnsServer;
  let platform: TestPlatform;
  let other: TestPlatform;
  let school: Awaited<ReturnType<typeof publishedSchool>>;
  let rivalSlug: string;

  beforeAll(async () => {
    dns = await DnsServer.start(['test'], PLATFORM_RECORDS);
    const env = { PUBLIC_ORIGIN: PLATFORM, SITES_CNAME_TARGET: TARGET, SITES_IPV4: '203.0.113.10', DNS_SERVERS: dns.address };
    platform = await startTestPlatform(env);
    // A second instance on the same database: it follows the domain through the change feed.
    other = await startTestPlatform(env, platform.dataDir);
    school = await publishedSchool(platform);
    const rival = await verifiedAdmin(platform, { userId: 'rival', email: 'office@rival.test', organizationName: 'Rival School' });
    await rival.post('/api/dashboard/profile/publish-web').expect(200);
    rivalSlug = (await rival.get('/api/dashboard/profile/info').expect(200)).body.info.slug as string;
  });
  afterAll(async () => {
    await other?.close({ keepData: true });
    await platform?.close();
    await dns?.close();
  });

  const at = (host: string, path: string, target = platform) => target.agent().get(path).set('Host', host).redirects(0);

  it('is the platform as before while the domain is not verified: an unknown Host gets no school', async () => {
    const token = ((await school.agent.post(DOMAIN).send({ hostname: SCHOOL_HOST }).expect(200)).body.info.domain as CustomDomain).records[0]?.value;
    await dns.serve([...PLATFORM_RECORDS, `txt-record=_schoolpage.${SCHOOL_HOST},${token}`, `cname=${SCHOOL_HOST},${TARGET}`, 'host-record=greenvalley.test,203.0.113.10']);
    const robots = await at(SCHOOL_HOST, '/robots.txt').expect(200);
    expect(robots.text).toContain(`Sitemap: ${PLATFORM}/sitemap.xml`);
    await at(SCHOOL_HOST, `/s/${school.slug}/feed.xml`).expect(200);
    await at(SCHOOL_HOST, '/feed.xml').expect(404);
  });

  it('once verified, serves the school’s feeds, robots.txt and sitemap at the domain, every address on https://<domain>', async () => {
    expect((await school.agent.post(`${DOMAIN}/check`).expect(200)).body.info.domain.status).toBe('verified');

    const feed = await at(SCHOOL_HOST, '/feed.xml').expect(200);
    expect(feed.headers['surrogate-key']).toBe(`site-${school.organizationId}`);
    expect(feed.text).toContain(`href="${AT_DOMAIN}/feed.xml"`);
    expect(feed.text).not.toContain('/s/');
    const calendar = await at(SCHOOL_HOST, '/events.ics').expect(200);
    expect(calendar.text).toContain(AT_DOMAIN);

    const robots = await at(SCHOOL_HOST, '/robots.txt').expect(200);
    expect(robots.text).toContain(`Sitemap: ${AT_DOMAIN}/sitemap.xml`);
    expect(robots.text).not.toContain(PLATFORM);

    const sitemap = (await at(SCHOOL_HOST, '/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`<loc>${AT_DOMAIN}/</loc>`);
    expect(sitemap).not.toContain(rivalSlug);
    expect(sitemap).not.toContain(PLATFORM);
    // The platform's sitemap parts are the platform's: not answered at a school's domain.
    expect((await at(SCHOOL_HOST, '/sitemap-1.xml')).status).not.toBe(200);
  });

  it('gives the school’s address (the profile’s siteUrl, its QR code and share links) at the domain', async () => {
    expect((await school.agent.get('/api/dashboard/profile/info').expect(200)).body.info.siteUrl).toBe(`${AT_DOMAIN}/`);
  });

  it('lists the school at its domain in the platform’s sitemap, the others as before', async () => {
    const sitemap = (await platform.agent().get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`<loc>${AT_DOMAIN}/</loc>`);
    expect(sitemap).toContain(`<loc>${PLATFORM}/s/${rivalSlug}</loc>`);
    expect(sitemap).not.toContain(`/s/${school.slug}<`);
  });

  it('answers 301 to the domain from /s/<slug>/… on the platform and from the redirect partner, on every instance', async () => {
    for (const [path, location] of [
      [`/s/${school.slug}`, `${AT_DOMAIN}/`],
      [`/s/${school.slug}/about?from=brochure`, `${AT_DOMAIN}/about?from=brochure`],
      [`/s/${school.slug}/feed.xml`, `${AT_DOMAIN}/feed.xml`],
    ]) {
      const moved = await platform.agent().get(path).redirects(0).expect(301);
      expect(moved.headers.location).toBe(location);
    }
    // At the domain, an address of the school's pages on the platform (a link written there) leads to the root.
    expect((await at(SCHOOL_HOST, `/s/${school.slug}/enquire?x=1`).expect(301)).headers.location).toBe(`${AT_DOMAIN}/enquire?x=1`);
    const partner = await at('GreenValley.test', '/about?x=1').expect(301);
    expect(partner.headers.location).toBe(`${AT_DOMAIN}/about?x=1`);
    expect(await eventually(async () => (await other.agent().get(`/s/${school.slug}`).redirects(0)).headers.location === `${AT_DOMAIN}/`)).toBe(true);
    // A school without a domain keeps its address.
    await platform.agent().get(`/s/${rivalSlug}/feed.xml`).expect(200);
  });

  it('keeps a signed-in member on the platform, where their session is: their hidden site is seen there with its notice', async () => {
    await school.agent.post('/api/dashboard/profile/unpublish-web').expect(200);
    // (The site's pages are the production build's: here it is enough that the member's request is not sent away.)
    expect((await school.agent.get(`/s/${school.slug}`).redirects(0)).status).not.toBe(301);
    // Anyone else is sent to the domain, where the hidden site is not found.
    expect((await platform.agent().get(`/s/${school.slug}`).redirects(0).expect(301)).headers.location).toBe(`${AT_DOMAIN}/`);
    await school.agent.post('/api/dashboard/profile/publish-web').expect(200);
  });

  it('has nothing of the platform at the domain: dashboard, auth and platform APIs answer 404, no cookie is read or set', async () => {
    const cookie = (await platform.agent().post('/api/auth/login').send({ userId: 'greenvalley', password: 'Secret123' }).expect(200)).headers['set-cookie'];
    expect(cookie).toBeDefined();
    for (const path of ['/api/dashboard/profile/info', '/api/dashboard/domain', '/api/auth/session', '/api/platform/stats', '/api/health']) {
      const refused = await at(SCHOOL_HOST, path).set('Cookie', cookie as unknown as string[]).expect(404);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const signIn = await platform.agent().post('/api/auth/login').set('Host', SCHOOL_HOST).send({ userId: 'greenvalley', password: 'Secret123' }).expect(404);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    // The dashboard and sign-in pages are addresses of the school's site there, which it does not have.
    for (const path of ['/dashboard', '/login']) expect((await at(SCHOOL_HOST, path)).status).toBe(404);
    // What the school's pages' Content-Security-Policy refused there is still reported.
    await platform.agent().post('/api/security/csp-report').set('Host', SCHOOL_HOST).set('Content-Type', 'application/csp-report').send(JSON.stringify({ 'csp-report': { 'document-uri': `${AT_DOMAIN}/`, 'violated-directive': 'script-src' } })).expect(204);
  });

  it('stops at once when the domain is removed: /s/<slug> serves again and the domain is an unknown Host', async () => {
    await school.agent.delete(DOMAIN).expect(200);
    await platform.agent().get(`/s/${school.slug}/feed.xml`).redirects(0).expect(200);
    await at(SCHOOL_HOST, '/feed.xml').expect(404);
    expect((await at(SCHOOL_HOST, '/robots.txt').expect(200)).text).toContain(`Sitemap: ${PLATFORM}/sitemap.xml`);
    expect((await platform.agent().get('/sitemap.xml').expect(200)).text).toContain(`<loc>${PLATFORM}/s/${school.slug}</loc>`);
    expect(await eventually(async () => (await other.agent().get(`/s/${school.slug}/feed.xml`).redirects(0)).status === 200)).toBe(true);
    expect((await school.agent.get('/api/dashboard/profile/info').expect(200)).body.info.siteUrl).toBe(`${PLATFORM}/s/${school.slug}`);
  });
});
