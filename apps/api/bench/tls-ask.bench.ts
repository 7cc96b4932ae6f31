import { PLATFORM_API } from '@schoolpage/content-contract';
import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SiteAddressService } from '../src/accounts/site-address.service';
import { DomainStore } from '../src/domains/domain-store';
import { VerifiedDomains } from '../src/domains/verified-domains';
import { SiteChanges } from '../src/sites/site-changes';
import { startTestPlatform, type TestPlatform } from '../src/testing/test-platform';

/**
 * The TLS proxy's question at scale (issue #46): `GET /api/platform/tls/ask?domain=<name>` on the real app (SQLite),
 * with BENCH_DOMAINS (10,000) verified school domains, asked for names drawn at random (four in five verified or
 * their www ↔ bare partner, one in five nobody's) over keep-alive connections, BENCH_ASK_CONNECTIONS (10) at once,
 * BENCH_ASKS (20,000) questions in all; p50, p99 and the slowest answer, timed from the client to the last byte.
 *
 *   npx jest -c apps/api/jest.config.cjs --testMatch '**\/bench/tls-ask.bench.ts'
 */
const DOMAINS = Number(process.env.BENCH_DOMAINS ?? 10_000);
const ASKS = Number(process.env.BENCH_ASKS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_ASK_CONNECTIONS ?? 10);

const hostnameOf = (i: number) => `www.school-${i}.test`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function ask(port: number, agent: Agent, domain: string): Promise<{ status: number; ms: number }> {
  return timedGet(port, agent, `${PLATFORM_API.tlsAsk}?domain=${encodeURIComponent(domain)}`);
}

function timedGet(port: number, agent: Agent, path: string): Promise<{ status: number; ms: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, agent, path }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    }).on('error', reject);
  });
}

describe(`the TLS proxy's ask at ${DOMAINS} verified domains`, () => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const store = platform.app.get(DomainStore);
    const addresses = platform.app.get(SiteAddressService);
    const seeding = Date.now();
    for (let i = 0; i < DOMAINS; i++) {
      const organizationId = `bench${String(i).padStart(19, '0')}`;
      await addresses.ensure(organizationId, `School ${i}`);
      await store.save({ organizationId, hostname: hostnameOf(i), token: `token-${i}`, status: 'verified', problems: [], checkedAt: Date.now(), verifiedAt: Date.now() });
    }
    // Every instance reads every verified domain when it starts (or when the change feed lost its place).
    platform.app.get(SiteChanges).everythingChanged();
    const verified = platform.app.get(VerifiedDomains);
    const known = () => Array.from({ length: DOMAINS }, (_, i) => hostnameOf(i)).filter((name) => verified.has(name)).length;
    for (let waited = 0; known() < DOMAINS && waited < 600; waited++) await new Promise((resolve) => setTimeout(resolve, 100));
    console.log(`seeded ${DOMAINS} verified domains in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    await platform.app.listen(0, '127.0.0.1');
  }, 600_000);
  afterAll(async () => {
    await platform?.close();
  });

  /** `count` GETs made by `make`, CONNECTIONS at a time: each one's time from the client to the last byte. */
  async function timed(count: number, make: (n: number) => Promise<{ ms: number }>): Promise<number[]> {
    const times: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < count) times.push((await make(next++)).ms);
      }),
    );
    return times;
  }
  const figures = (times: number[]) =>
    `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, slowest ${Math.max(...times).toFixed(2)} ms`;

  it('answers from memory: 200 for a verified name or its partner, 404 for anyone else’s', async () => {
    const port = (platform.app.getHttpServer().address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const names = Array.from({ length: ASKS }, (_, n) => {
      const i = Math.floor(Math.random() * DOMAINS);
      return n % 5 === 0 ? `www.nobody-${i}.test` : n % 5 === 1 ? `school-${i}.test` : hostnameOf(i);
    });
    // Warm-up: the first questions pay for the connections and the JIT.
    for (const name of names.slice(0, 500)) await ask(port, agent, name);
    const wrong: string[] = [];
    const times = await timed(ASKS, async (n) => {
      const answer = await ask(port, agent, names[n]);
      if (answer.status !== (names[n].includes('nobody') ? 404 : 200)) wrong.push(`${names[n]}: ${answer.status}`);
      return answer;
    });
    // What HTTP alone costs on this machine now: the liveness check, which reads nothing.
    const live = await timed(ASKS, () => timedGet(port, agent, PLATFORM_API.healthLive));
    const verified = platform.app.get(VerifiedDomains);
    const lookups = process.hrtime.bigint();
    for (const name of names) verified.has(name);
    const lookupMicros = Number(process.hrtime.bigint() - lookups) / 1e3 / names.length;
    agent.destroy();
    console.log(
      `ask at ${DOMAINS} verified domains, ${CONNECTIONS} connections, ${ASKS} questions: ${figures(times)}\n` +
        `GET ${PLATFORM_API.healthLive} beside it (HTTP alone): ${figures(live)}\n` +
        `the lookup in memory: ${lookupMicros.toFixed(2)} µs a name`,
    );
    expect(wrong).toEqual([]);
  }, 600_000);
});
