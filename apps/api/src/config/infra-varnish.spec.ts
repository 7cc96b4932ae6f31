import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installedProgram } from '../testing/installed-program';

/**
 * infra/varnish/default.vcl run by a real varnishd in front of a stand-in for the balancer. Only the addresses
 * differ from Compose: the backend is this test's server, and the purge network is 127.0.0.2 (this test sends
 * from 127.0.0.1 as a visitor and from 127.0.0.2 as the platform).
 */
const varnishd = installedProgram('varnishd');
const PLATFORM_ADDRESS = '127.0.0.2';

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function ask(port: number, path: string, options: { method?: string; headers?: Record<string, string>; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, localAddress: options.from }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body, headers: answer.headers }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await pause(200);
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const { port } = probe.address() as AddressInfo;
  await new Promise((closed) => probe.close(closed));
  return port;
}

// Runs where varnishd and the xkey module are installed (.ci/run installs them); elsewhere skipped, saying why.
describe(varnishd ? 'infra/varnish/default.vcl in a real Varnish' : 'infra/varnish/default.vcl in a real Varnish (skipped: varnishd is not installed here)', () => {
  let folder: string;
  let platform: Server;
  let varnish: ChildProcess;
  let port: number;
  const fetched: string[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'varnish-'));
    let served = 0;
    platform = createServer((incoming, answer) => {
      if (incoming.url === '/api/health/ready') return answer.end('ready');
      fetched.push(incoming.url ?? '');
      served += 1;
      if (incoming.url?.startsWith('/api/dashboard')) {
        answer.setHeader('Cache-Control', 'private, no-store');
      } else {
        answer.setHeader('Cache-Control', 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=600');
        answer.setHeader('Surrogate-Key', `site-${incoming.url?.includes('other') ? 8 : 7} template-run`);
      }
      answer.end(`answer ${served}`);
    });
    await new Promise<void>((listening) => platform.listen(0, '127.0.0.1', listening));
    const vcl = readFileSync(join(__dirname, '../../../../infra/varnish/default.vcl'), 'utf8')
      .replace('.host = "balancer";', '.host = "127.0.0.1";')
      .replace('.port = "8080";', `.port = "${(platform.address() as AddressInfo).port}";`)
      .replace('"172.30.3.0"/24;', `"${PLATFORM_ADDRESS}";`);
    writeFileSync(join(folder, 'default.vcl'), vcl);
    port = await freePort();
    varnish = spawn(varnishd ?? 'varnishd', ['-F', '-j', 'none', '-a', `127.0.0.1:${port}`, '-f', join(folder, 'default.vcl'), '-n', join(folder, 'work'), '-s', 'malloc,16m'], { stdio: 'ignore' });
    await until('Varnish serves the platform', async () => (await ask(port, '/s/warm-up').catch(() => undefined))?.status === 200);
  }, 30_000);

  afterAll(async () => {
    varnish?.kill();
    await new Promise((closed) => platform?.close(closed));
    rmSync(folder, { recursive: true, force: true });
  });

  (varnishd ? it : it.skip)('keeps what the platform marks public, and passes private answers through', async () => {
    const first = await ask(port, '/s/school-a');
    expect(await ask(port, '/s/school-a')).toMatchObject({ status: 200, body: first.body });
    expect(fetched.filter((path) => path === '/s/school-a')).toHaveLength(1);
    // Cache bookkeeping stays in Varnish.
    expect(first.headers['surrogate-key']).toBeUndefined();
    expect(first.headers.xkey).toBeUndefined();

    const signedIn = await ask(port, '/api/dashboard/home');
    expect((await ask(port, '/api/dashboard/home')).body).not.toBe(signedIn.body);
  });

  (varnishd ? it : it.skip)('takes PURGE by surrogate key from the platform only, and drops that school alone', async () => {
    const kept = await ask(port, '/s/school-a');
    const other = await ask(port, '/s/school-other');

    const visitor = await ask(port, '/', { method: 'PURGE', headers: { 'xkey-purge': 'site-7' } });
    expect(visitor.status).toBe(403);
    expect((await ask(port, '/s/school-a')).body).toBe(kept.body);

    expect((await ask(port, '/', { method: 'PURGE', from: PLATFORM_ADDRESS })).status).toBe(400);
    const purge = await ask(port, '/', { method: 'PURGE', headers: { 'xkey-purge': 'site-7' }, from: PLATFORM_ADDRESS });
    expect(purge.status).toBe(200);
    expect((await ask(port, '/s/school-a')).body).not.toBe(kept.body);
    expect((await ask(port, '/s/school-other')).body).toBe(other.body);
  });

  (varnishd ? it : it.skip)('keeps pages per host (the platform’s and a school’s own domain), and a school’s purge clears both', async () => {
    const onPlatform = await ask(port, '/s/school-d', { headers: { host: 'platform.test' } });
    const atDomain = await ask(port, '/s/school-d', { headers: { host: 'www.school-d.test' } });
    expect(atDomain.body).not.toBe(onPlatform.body);
    expect((await ask(port, '/s/school-d', { headers: { host: 'WWW.School-D.test:443' } })).body).toBe(atDomain.body);
    expect((await ask(port, '/s/school-d', { headers: { host: 'platform.test' } })).body).toBe(onPlatform.body);

    await ask(port, '/', { method: 'PURGE', headers: { 'xkey-purge': 'site-7' }, from: PLATFORM_ADDRESS });
    expect((await ask(port, '/s/school-d', { headers: { host: 'platform.test' } })).body).not.toBe(onPlatform.body);
    expect((await ask(port, '/s/school-d', { headers: { host: 'www.school-d.test' } })).body).not.toBe(atDomain.body);
  });

  (varnishd ? it : it.skip)('fetches a page afresh after its stale-while-revalidate time while the platform answers', async () => {
    const kept = await ask(port, '/s/school-b');
    await pause(2_500); // s-maxage 1 s + stale-while-revalidate 1 s
    expect((await ask(port, '/s/school-b')).body).not.toBe(kept.body);
  });

  (varnishd ? it : it.skip)('serves the kept page, stale, while the platform is down (stale-if-error)', async () => {
    const kept = await ask(port, '/s/school-c');
    platform.close();
    platform.closeAllConnections();
    await pause(3_000); // past s-maxage and stale-while-revalidate; the health probe finds the platform gone
    expect(await ask(port, '/s/school-c')).toMatchObject({ status: 200, body: kept.body });
    expect((await ask(port, '/s/never-kept')).status).toBe(503);
  }, 20_000);
});
