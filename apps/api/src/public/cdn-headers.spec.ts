import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { CdnPurgeService } from './cdn-purge.service';

describe('answers a CDN may keep', () => {
  let platform: TestPlatform;
  let cdn: Server;
  const purges: string[] = [];
  let admin: Awaited<ReturnType<typeof verifiedAdmin>>;
  let organizationId: string;

  beforeAll(async () => {
    cdn = createServer((request, response) => {
      purges.push(`${request.method} ${String(request.headers['xkey-purge'])}`);
      response.end();
    });
    await new Promise<void>((listening) => cdn.listen(0, '127.0.0.1', listening));
    const { port } = cdn.address() as AddressInfo;
    // A fixed public origin: robots.txt and the sitemap name it, so their bytes (and tags) stay the same between requests.
    platform = await startTestPlatform({ CDN_PURGE_URL: `http://127.0.0.1:${port}/`, PUBLIC_ORIGIN: 'https://schools.example' });
    admin = await verifiedAdmin(platform, { organizationName: 'Lotus Valley School', userId: 'lotus', email: 'lotus@school.edu' });
    await admin.post('/api/dashboard/template/template-update').send({ templateId: 'nbl' }).expect(200);
    await admin.post('/api/dashboard/profile/publish-web').expect(200);
    organizationId = (await admin.get('/api/dashboard/profile/info')).body.info._id;
  });
  afterAll(async () => {
    await platform.close();
    await new Promise((closed) => cdn.close(closed));
  });

  const contentPath = () => `/api/web/all-content?organizationId=${organizationId}`;

  it.each([
    ['a published site’s content', () => `/api/web/all-content?organizationId=${organizationId}`, (id: string) => [`site-${id}`, 'template-nbl']],
    ['search suggestions', () => '/api/search/suggestion?searchValue=lotus', (id: string) => ['search', `site-${id}`, 'template-nbl']],
  ])('%s: public with s-maxage and stale rules, an ETag, surrogate keys; 304 when current', async (_name, path, keys) => {
    const first = await platform.agent().get(path()).expect(200);
    expect(first.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+.*stale-if-error=\d+/);
    expect(first.headers['etag']).toMatch(/^W\/".+"$/);
    expect(first.headers['surrogate-key']?.split(' ')).toEqual(keys(organizationId));
    const again = await platform.agent().get(path()).set('If-None-Match', first.headers['etag']).expect(304);
    expect(again.headers['etag']).toBe(first.headers['etag']);
    expect(again.text).toBe('');
    expect(again.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('a signed-in request gets private, no-store and never 304', async () => {
    const open = await platform.agent().get(contentPath()).expect(200);
    const signedIn = await admin.get(contentPath()).set('If-None-Match', open.headers['etag']).expect(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers['etag']).toBeUndefined();
    expect(signedIn.headers['surrogate-key']).toBeUndefined();
  });

  it('a change gives the content a new ETag and sends exactly one purge of the school’s key', async () => {
    const before = (await platform.agent().get(contentPath()).expect(200)).headers['etag'];
    await platform.app.get(CdnPurgeService).settled();
    purges.length = 0;
    await admin.post('/api/dashboard/about/faq').send({ question: 'Buses?', answer: 'Yes.' }).expect(201);
    await platform.app.get(CdnPurgeService).settled();
    expect(purges).toEqual([`PURGE site-${organizationId}`]);
    const after = await platform.agent().get(contentPath()).set('If-None-Match', before).expect(200);
    expect(after.headers['etag']).not.toBe(before);
  });

  it('robots.txt and the sitemap carry the CDN headers too', async () => {
    for (const [path, key] of [['/robots.txt', 'robots'], ['/sitemap.xml', 'sitemap']]) {
      const first = await platform.agent().get(path).expect(200);
      expect(first.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
      expect(first.headers['surrogate-key']).toBe(key);
      await platform.agent().get(path).set('If-None-Match', first.headers['etag']).expect(304);
      expect((await admin.get(path).expect(200)).headers['cache-control']).toBe('private, no-store');
    }
  });
});
