import { PUSH_PAGE_TEXT } from '@schoolpage/content-contract';
import { createHash } from 'node:crypto';
import { publishedSchool } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { shortNameOf } from './site-manifest';
import { updatesFileAddress } from './updates-page-routes';
import { VAPID_KEYS, type VapidKeys } from './vapid-keys';

describe('the site’s web push files and the updates page’s notifications part', () => {
  let platform: TestPlatform;
  let slug: string;
  let organizationId: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    ({ slug, organizationId } = await publishedSchool(platform));
  });
  afterAll(() => platform.close());

  it('offers notifications on the updates page behind a tap: one script file, named by its hash in the page’s policy', async () => {
    const page = await platform.agent().get(`/s/${slug}/updates`).expect(200);
    const script = /<script src="updates\/push\.js" integrity="(sha384-[^"]+)" defer><\/script>/.exec(page.text);
    expect(script).not.toBeNull();
    const file = await platform.agent().get(`/s/${slug}/updates/push.js`).expect(200);
    expect(file.headers['content-type']).toContain('text/javascript');
    expect(`sha384-${createHash('sha384').update(file.text).digest('base64')}`).toBe(script?.[1]);
    const policy = page.headers['content-security-policy'];
    expect(policy).toContain(`script-src 'strict-dynamic' '${script?.[1]}'`);
    expect(policy).toContain("worker-src 'self'");
    // No inline script: the only script tag is the file's.
    expect(page.text.match(/<script/g)).toHaveLength(1);
    expect(page.text).toContain(`data-vapid-key="${platform.app.get<VapidKeys>(VAPID_KEYS).publicKey}"`);
    expect(page.text).toContain(`data-organization-id="${organizationId}"`);
    expect(page.text).toContain(`<button type="button" data-push-button hidden>${PUSH_PAGE_TEXT.button}</button>`);
    // The Home Screen help is there without script.
    expect(page.text).toContain(`<summary>${PUSH_PAGE_TEXT.homeScreenSummary}</summary>`);
    expect(page.text).toContain(`<link rel="manifest" href="/s/${slug}/manifest.webmanifest">`);
    // Other updates pages run nothing.
    const sent = await platform.agent().get(`/s/${slug}/updates/sent`).expect(200);
    expect(sent.text).not.toContain('<script');
    expect(sent.headers['content-security-policy']).not.toContain('sha384');
  });

  it('serves the site’s service worker with the site as its largest scope, and a strict policy of its own', async () => {
    const worker = await platform.agent().get(`/s/${slug}/updates/sw.js`).expect(200);
    expect(worker.headers['content-type']).toContain('text/javascript');
    expect(worker.headers['service-worker-allowed']).toBe(`/s/${slug}/`);
    expect(worker.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'");
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.text).toContain("addEventListener('push'");
    expect(worker.text).toContain("addEventListener('notificationclick'");
    await platform.agent().get('/s/no-such-school/updates/sw.js').expect(404);
  });

  it('serves the school’s web app manifest: name, colour, start and scope, standalone', async () => {
    const answer = await platform.agent().get(`/s/${slug}/manifest.webmanifest`).expect(200);
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    expect(JSON.parse(answer.text)).toMatchObject({
      name: 'Green Valley School',
      short_name: 'Green Valley',
      start_url: `/s/${slug}/`,
      scope: `/s/${slug}/`,
      display: 'standalone',
      icons: [],
    });
    expect(JSON.parse(answer.text).theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('finds the files below the site’s root, on the platform and at a school’s own domain', () => {
    expect(updatesFileAddress('/s/green-valley/updates/sw.js', undefined)).toEqual({ slug: 'green-valley', file: 'updates/sw.js', root: '/s/green-valley/' });
    expect(updatesFileAddress('/updates/sw.js', 'green-valley')).toEqual({ slug: 'green-valley', file: 'updates/sw.js', root: '/' });
    expect(updatesFileAddress('/manifest.webmanifest', 'green-valley')).toEqual({ slug: 'green-valley', file: 'manifest.webmanifest', root: '/' });
    expect(updatesFileAddress('/updates/sw.js', undefined)).toBeUndefined();
    expect(updatesFileAddress('/s/green-valley/other.js', undefined)).toBeUndefined();
    expect(shortNameOf('Kendriya Vidyalaya No. 2 Delhi Cantt')).toBe('Kendriya');
    expect(shortNameOf('Supercalifragilistic School')).toBe('Supercalifra');
  });
});
