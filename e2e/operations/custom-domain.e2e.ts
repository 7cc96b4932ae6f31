import { mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { DnsServer } from '../../apps/api/src/testing/dns-server';
import { eventually } from '../dashboard/support/dashboard-session';
import { CHROMIUM_FLAGS } from '../support/browser';
import { startCaddyEdge, type CaddyEdge } from '../support/caddy-edge';
import { freePort, startPlatform, type RunningPlatform } from '../support/platform';
import { SchoolAdmin, schoolAccount } from '../sites/support/school-admin';
import { screenshotForReview } from '../support/screenshots';

/**
 * A school connects its own domain (issue #46, item 7) with the real parts: dnsmasq answering the school's records,
 * two instances of the production build on one store, Caddy in front of them with its own CA (`local_certs`) getting
 * certificates on demand through the platform's ask endpoint, and Chromium reaching https://www.sunrise.test through
 * `--host-resolver-rules`, trusting Caddy's CA. It also measures how soon after the records are right the site
 * answers over HTTPS at the domain, with "Check now" and with the automatic re-check alone.
 */

jest.setTimeout(300_000);

const SHOTS = join(__dirname, '../../tmp/custom-domain');
const HOST = 'www.sunrise.test';
const BARE = 'sunrise.test';
const UNVERIFIED = 'nobody.test';
const AUTO_HOST = 'www.lotus.test';
const TARGET = 'sites.platform.test';
const ADDRESS = '203.0.113.10';
const PLATFORM_RECORDS = [`host-record=${TARGET},${ADDRESS}`, 'host-record=elsewhere.host.test,198.51.100.7'];
const CARD = 'Your own domain';

let dns: DnsServer;
let dataDir: string;
const instances: RunningPlatform[] = [];
let edge: CaddyEdge;
/** Caddy's local root certificate (PEM): the one CA Node's requests trust. */
let caddyRoot: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: SchoolAdmin;
let slug: string;
let token: string;
/** The times measured from the records being right to HTTPS at the domain, printed at the end. */
const figures: string[] = [];
/**
 * Lotus Public School, whose www.lotus.test only the automatic re-checks connect: its domain is set and its records
 * are right from the start, so the re-checks' pace (20 s) passes while the other journeys run; the last one waits
 * for what is left of it.
 */
let lotus: SchoolAdmin;
let lotusRecords: string[] = [];
/** When Lotus's records became right. */
let lotusRight: number;

/** The records that prove `hostname` with `value` and route it and its bare partner here. */
const domainRecords = (hostname: string, value: string) => [
  `txt-record=_schoolpage.${hostname},${value}`,
  `cname=${hostname},${TARGET}`,
  `host-record=${hostname.slice(4)},${ADDRESS}`,
];

/** Has the DNS server answer the platform's records, Lotus's, and `records`. */
const serveRecords = (records: string[] = []) => dns.serve([...PLATFORM_RECORDS, ...lotusRecords, ...records]);

interface Answer {
  status: number;
  location?: string;
  html: string;
}

/** A GET over HTTPS through Caddy, for `name` (SNI and Host), trusting only Caddy's local CA. */
function throughEdge(name: string, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const asked = httpsRequest(
      { host: '127.0.0.1', port: edge.port, path, servername: name, headers: { host: name }, ca: caddyRoot, timeout: 10_000 },
      (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (html += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, html }));
      },
    );
    asked.on('timeout', () => asked.destroy(new Error(`No answer for ${name} within 10 s`)));
    asked.on('error', reject);
    asked.end();
  });
}

/** Milliseconds from `since` until the home page answers 200 over HTTPS at `name` (or throws after `withinMs`). */
async function httpsServedAfter(name: string, since: number, withinMs: number): Promise<number> {
  for (;;) {
    const answer = await throughEdge(name).catch(() => undefined);
    if (answer?.status === 200) return Date.now() - since;
    if (Date.now() - since > withinMs) throw new Error(`https://${name} was not served within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

async function askStatus(instance: RunningPlatform, name: string): Promise<number> {
  return (await fetch(`${instance.baseUrl}/api/platform/tls/ask?domain=${encodeURIComponent(name)}`)).status;
}

/** Where an instance keeps its data: the one DATA_DIR they share (its mail outbox too). */
const placeOf = (instance: RunningPlatform) => ({ baseUrl: instance.baseUrl, dataDir });

const domainCard = (): Locator => page.getByRole('region', { name: CARD, exact: true });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dns = await DnsServer.start(['test'], PLATFORM_RECORDS);
  dataDir = await mkdtemp(join(tmpdir(), 'schoolpage-domain-'));
  // One after the other: the first creates the store and its secret, the second joins it.
  const startInstance = async () =>
    instances.push(
      await startPlatform({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        TRUSTED_PROXIES: 'loopback',
        SITES_CNAME_TARGET: TARGET,
        SITES_IPV4: ADDRESS,
        DNS_SERVERS: dns.address,
        ACCOUNT_WRITES_PER_MINUTE: '10000',
      }),
    );
  await startInstance();

  // Before the rest is set up: the automatic re-checks' wait starts now. Lotus's domain is set before the second
  // instance starts, so that instance's first look (20 s after its start) comes just after the domain is due (20 s
  // after it was set): the re-check waits for the pace alone, not also for the first instance's next look.
  lotus = await SchoolAdmin.register(placeOf(instances[0]), schoolAccount('Lotus Public School', 'lotus'));
  await lotus.chooseTemplate('nbl');
  await lotus.publish();
  const set = await lotus.post('/api/dashboard/domain', { hostname: AUTO_HOST });
  lotusRecords = domainRecords(AUTO_HOST, (set.info as { domain: { records: { value: string }[] } }).domain.records[0].value);
  await serveRecords();
  lotusRight = Date.now();
  await startInstance();

  edge = await startCaddyEdge(instances.map((instance) => Number(new URL(instance.baseUrl).port)));
  caddyRoot = readFileSync(edge.rootCertificate, 'utf8');
  owner = await SchoolAdmin.register(placeOf(instances[0]), schoolAccount('Sunrise Public School', 'sunrise'));
  await owner.chooseTemplate('nbl');
  await owner.publish();
  slug = ((await owner.get('/api/dashboard/profile/info')).info as { slug: string }).slug;

  browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_FLAGS,
      // The school's names lead to Caddy's HTTPS port, so pages are at https://www.sunrise.test/ as in production.
      `--host-resolver-rules=${[HOST, BARE, UNVERIFIED].map((name) => `MAP ${name} 127.0.0.1:${edge.port}`).join(', ')}`,
      `--ignore-certificate-errors-spki-list=${await edge.trustedSpki()}`,
    ],
  });
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: instances[0].baseUrl });
  const [name, value] = owner.cookie.split(';')[0].split('=');
  await context.addCookies([{ name, value, url: instances[0].baseUrl }]);
  page = await context.newPage();
});

afterAll(async () => {
  if (figures.length) console.log(`Time from right records to HTTPS at the domain:\n${figures.join('\n')}`);
  await browser?.close();
  await edge?.stop();
  await Promise.allSettled(instances.map((instance) => instance.stop()));
  await dns?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a school’s own domain, from the Profile page to HTTPS at the domain', () => {
  it('an owner adds www.sunrise.test on a phone (390 px) and sees the records to create', async () => {
    await page.goto('/dashboard/profile');
    const card = domainCard();
    await card.getByLabel('Your domain').fill(HOST);
    await card.getByRole('button', { name: 'Connect', exact: true }).click();
    await card.getByText('Waiting for your records', { exact: true }).waitFor();
    const table = card.getByRole('table', { name: 'Records to create' });
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.firstChild?.textContent ?? '')));
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['TXT', `_schoolpage.${HOST}`],
      ['CNAME', HOST],
      ['A', BARE],
    ]);
    token = (await table.locator('tbody tr').first().locator('td').nth(2).locator('span').textContent()) ?? '';
    expect(token).toMatch(/^schoolpage-verify=/);
    expect(await table.locator('tbody tr').nth(1).locator('td').nth(2).locator('span').textContent()).toBe(TARGET);
    await card.getByText(`${BARE} will lead to ${HOST}: create its records too.`).waitFor();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshotForReview(card, join(SHOTS, 'records-390.png'));
  });

  it('names the wrong target when the CNAME points elsewhere', async () => {
    await serveRecords([`txt-record=_schoolpage.${HOST},${token}`, `cname=${HOST},elsewhere.host.test`]);
    const card = domainCard();
    await card.getByRole('button', { name: 'Check now', exact: true }).click();
    await card.getByText(`${HOST} points to elsewhere.host.test, not to ${TARGET}. Change its CNAME record to ${TARGET}.`).waitFor();
    await eventually(async () => expect(await card.getByRole('status').last().textContent()).toMatch(/^Not connected yet/));
    await screenshotForReview(card, join(SHOTS, 'wrong-cname-390.png'));
  });

  it('"Check now" says Connected once the records are right, and the site is served over HTTPS soon after', async () => {
    await serveRecords(domainRecords(HOST, token));
    const right = Date.now();
    const card = domainCard();
    await card.getByRole('button', { name: 'Check now', exact: true }).click();
    await card.getByText('Connected', { exact: true }).waitFor();
    await screenshotForReview(card, join(SHOTS, 'connected-390.png'));
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshotForReview(card, join(SHOTS, 'connected-1366.png'));
    await page.setViewportSize({ width: 390, height: 844 });
    const took = await httpsServedAfter(HOST, right, 30_000);
    figures.push(`  with "Check now": ${took} ms`);
  });

  it('opens the site over HTTPS at the domain, with its canonical there (390 and 1366 px)', async () => {
    for (const width of [390, 1366]) {
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const tab = await visitor.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      // Every picture, style and script of the page is had at the domain too.
      tab.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      tab.on('requestfailed', (request) => errors.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`));
      const answer = await tab.goto(`https://${HOST}/`);
      expect(answer?.status()).toBe(200);
      expect(await tab.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://${HOST}/`);
      await tab.waitForLoadState('networkidle');
      await screenshotForReview(tab, join(SHOTS, `site-at-domain-${width}.png`));
      expect(errors).toEqual([]);
      await visitor.close();
    }
    expect(canonicalOf((await throughEdge(HOST, '/about')).html)).toBe(`https://${HOST}/about`);
  });

  it('answers 301 to the domain from /s/<slug> on every instance and from the bare name', async () => {
    for (const instance of instances) {
      await eventually(async () => {
        const moved = await fetch(`${instance.baseUrl}/s/${slug}`, { redirect: 'manual' });
        expect([moved.status, moved.headers.get('location')]).toEqual([301, `https://${HOST}/`]);
      });
    }
    const fromBare = await throughEdge(BARE, '/about');
    expect([fromBare.status, fromBare.location]).toEqual([301, `https://${HOST}/about`]);
  });

  it('refuses a name nobody verified at the ask endpoint, so Caddy gets no certificate for it', async () => {
    for (const instance of instances) {
      expect(await askStatus(instance, UNVERIFIED)).toBe(404);
      await eventually(async () => expect(await askStatus(instance, HOST)).toBe(200));
    }
    await expect(throughEdge(UNVERIFIED)).rejects.toThrow();
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await expect(tab.goto(`https://${UNVERIFIED}/`)).rejects.toThrow(/ERR_SSL|ERR_CONNECTION|net::/);
    await visitor.close();
  });

  it('does not let a second school take the domain', async () => {
    const rival = await SchoolAdmin.register(placeOf(instances[1]), schoolAccount('Rival Public School', 'rival'));
    await expect(rival.post('/api/dashboard/domain', { hostname: HOST })).rejects.toThrow(`${HOST} is already connected to another school’s site.`);
    await expect(rival.post('/api/dashboard/domain', { hostname: BARE })).rejects.toThrow('is already connected to another school’s site.');
    expect((await rival.get('/api/dashboard/domain')).info).toEqual({ domain: null });
  });

  it('removing the domain brings /s/<slug> back on every instance, and the domain is no longer served', async () => {
    await page.reload();
    const card = domainCard();
    await card.getByRole('button', { name: 'Remove domain', exact: true }).click();
    await page.getByRole('dialog', { name: `Remove ${HOST}?` }).getByRole('button', { name: 'Remove', exact: true }).click();
    await card.getByLabel('Your domain').waitFor();
    for (const instance of instances) {
      await eventually(async () => {
        const back = await fetch(`${instance.baseUrl}/s/${slug}`, { redirect: 'manual' });
        expect(back.status).toBe(200);
        expect(canonicalOf(await back.text())).toBe(`${instance.baseUrl}/s/${slug}`);
        expect(await askStatus(instance, HOST)).toBe(404);
      });
    }
  });

  it('connects a domain by the automatic re-check alone, without "Check now" (the time it takes is printed)', async () => {
    const took = await httpsServedAfter(AUTO_HOST, lotusRight, 90_000);
    figures.push(`  with the automatic re-check alone: ${took} ms`);
    expect((await lotus.get('/api/dashboard/domain')).info).toMatchObject({ domain: { status: 'verified' } });
  });
});
