import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DnsServer } from '../../apps/api/src/testing/dns-server';
import { CHROMIUM_FLAGS } from '../support/browser';
import { startCaddyEdge, type CaddyEdge } from '../support/caddy-edge';
import { startPlatform, type RunningPlatform } from '../support/platform';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { takeOver } from './support/site-visitor';
import { screenshotForReview } from '../support/screenshots';

/**
 * HTTPS at a school's own domain through the real edge (issue #46, item 6): Caddy with its own local CA doing
 * on-demand TLS through the platform's ask, in front of two instances on one database. A verified name gets its
 * certificate and the school's site; a name nobody verified gets no certificate at all.
 */

const HOST = 'www.brightstar.test';
const TARGET = 'sites.platform.test';
const PLATFORM_RECORDS = [`host-record=${TARGET},203.0.113.10`];

let dns: DnsServer;
let one: RunningPlatform;
let two: RunningPlatform;
let edge: CaddyEdge;
let slug: string;

/** `curl` as a visitor whose DNS sends `name` here, trusting Caddy's root alone. */
function curl(name: string, path = '/'): { status: number; body: string; error: string } {
  const run = spawnSync(
    'curl',
    ['--silent', '--show-error', '--max-time', '20', '--cacert', edge.rootCertificate, '--resolve', `${name}:${edge.port}:127.0.0.1`, '--write-out', '\n%{http_code}', `https://${name}:${edge.port}${path}`],
    { encoding: 'utf8' },
  );
  const lines = run.stdout.split('\n');
  return { status: Number(lines.pop()), body: lines.join('\n'), error: run.stderr };
}

beforeAll(async () => {
  dns = await DnsServer.start(['test'], PLATFORM_RECORDS);
  const env = { SITES_CNAME_TARGET: TARGET, SITES_IPV4: '203.0.113.10', DNS_SERVERS: dns.address, TRUSTED_PROXIES: '127.0.0.1' };
  one = await startPlatform(env);
  two = await startPlatform({ ...env, DATA_DIR: one.dataDir });
  edge = await startCaddyEdge([(new URL(one.baseUrl)).port, (new URL(two.baseUrl)).port].map(Number));

  const school = await SchoolAdmin.register(one, schoolAccount('Bright Star School', 'brightstar'));
  await school.chooseTemplate('nbl');
  await school.publish();
  slug = ((await school.get('/api/dashboard/profile/info')).info as { slug: string }).slug;
  const set = await school.post('/api/dashboard/domain', { hostname: HOST });
  const token = (set.info as { domain: { records: { value: string }[] } }).domain.records[0].value;
  await dns.serve([...PLATFORM_RECORDS, `txt-record=_schoolpage.${HOST},${token}`, `cname=${HOST},${TARGET}`, 'host-record=brightstar.test,203.0.113.10']);
  expect(((await school.post('/api/dashboard/domain/check')).info as { domain: { status: string } }).domain.status).toBe('verified');
  // Each instance learns of the domain through the change feed: the edge may send the first visitor to either.
  for (const instance of [one, two]) await knowsDomain(instance, HOST);
}, 120_000);

/** Waits until `instance` has the verified domain in memory (its ask answers 200). */
async function knowsDomain(instance: RunningPlatform, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await fetch(`${instance.baseUrl}/api/platform/tls/ask?domain=${name}`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`${instance.baseUrl} did not learn of ${name} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterAll(async () => {
  await edge?.stop();
  await two?.stop();
  await one?.stop();
  await dns?.close();
});

it('serves the school over HTTPS at its verified domain, with a certificate from the edge in front of two instances', async () => {
  const started = Date.now();
  const first = curl(HOST);
  expect([first.status, first.error]).toEqual([200, '']);
  console.log(`HTTPS at ${HOST}: the first answer, certificate made on demand, in ${Date.now() - started} ms`);
  expect(first.body).toContain(`<link rel="canonical" href="https://${HOST}/">`);
  expect(first.body).not.toContain(`/s/${slug}`);
  for (let i = 0; i < 4; i++) expect(curl(HOST, '/about').status).toBe(200);
  // The bare name is the redirect partner: a certificate too, and a 301 to the domain.
  const bare = spawnSync('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code} %{redirect_url}', '--cacert', edge.rootCertificate, '--resolve', `brightstar.test:${edge.port}:127.0.0.1`, `https://brightstar.test:${edge.port}/about`], { encoding: 'utf8' });
  expect(bare.stdout).toBe(`301 https://${HOST}/about`);
});

it('opens in Chromium over HTTPS at the domain, trusting the edge’s CA: the page takes over and its menu leads to pages at the root (390 and 1366 px)', async () => {
  const shots = join(__dirname, '../../tmp/school-domain');
  mkdirSync(shots, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_FLAGS,
      `--host-resolver-rules=MAP ${HOST}:443 127.0.0.1:${edge.port}`,
      `--ignore-certificate-errors-spki-list=${await edge.trustedSpki()}`,
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
    const answer = await page.goto(`https://${HOST}/`);
    expect(answer?.status()).toBe(200);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://${HOST}/`);
    await page.waitForLoadState('networkidle');
    await screenshotForReview(page, join(shots, 'https-home-390.png'));
    await takeOver(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await page.waitForURL(`https://${HOST}/about`);
    await screenshotForReview(page, join(shots, 'https-about-1366.png'));
    expect(failures).toEqual([]);
  } finally {
    await browser.close();
  }
});

it('gets a name nobody verified no certificate at all', () => {
  const refused = curl('www.nobody.test');
  expect(refused.status).toBe(0);
  expect(refused.error).toMatch(/SSL|TLS|alert/i);
});
