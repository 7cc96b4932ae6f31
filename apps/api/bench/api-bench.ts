import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seededName, seedOrganizations } from './bench-seed';

/**
 * npm run bench:api — requests/s and p99 latency of GET /api/web/all-content and GET /api/search/suggestion
 * on the production build over 10,000 published organisations, each beside a bare node:http server
 * answering the same JSON from memory. Both servers run side by side and are measured in alternating
 * rounds (medians reported), so a busy moment on a shared machine hits both alike.
 */
const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 10_000);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3201);
const workspace = resolve(__dirname, '../../..');

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function startBare(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((ready, fail) => {
    const child = fork(join(__dirname, 'bare-server.js'), [], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`The bare server stopped (exit code ${code}).`)));
    child.once('message', (message: { port: number }) => ready({ child, port: message.port }));
  });
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The API did not start.');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

async function measure(port: number, paths: string[], seconds: number): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx + result.errors };
}

function summary(rounds: Figures[]): Figures {
  return {
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schoolpage-bench-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding ${ORGANIZATIONS} published organisations with the full sample content...`);
    const ids = await seedOrganizations(dataDir, ORGANIZATIONS);
    const contentPaths = ids.filter((_, i) => i % 10 === 0).map((id) => `/api/web/all-content?organizationId=${id}`);
    // What visitors type: the start of a name, a name and part of its kind, or a distinctive number.
    const searchTexts = Array.from({ length: 300 }, (_, i) => {
      const words = seededName(i * 37).split(' ');
      return [words[0].slice(0, 3 + (i % 4)), `${words[0]} ${words[1].slice(0, 3)}`, words[words.length - 1].slice(0, 4)][i % 3];
    });
    const searchPaths = searchTexts.map((text) => `/api/search/suggestion?searchValue=${encodeURIComponent(text)}`);
    const routes = { 'GET /api/web/all-content': contentPaths, 'GET /api/search/suggestion': searchPaths };

    const bare = await startBare({ PORT: '0', DATA_DIR: dataDir });
    children.push(bare.child);

    // The platform as shipped, then with every answer read from the database (PUBLIC_CACHE_SECONDS=0).
    const variants = { platform: '15', 'platform, no reuse': '0' };
    const figures: Record<string, Record<string, Figures>> = {};
    for (const [variant, cacheSeconds] of Object.entries(variants)) {
      const api = fork(join(workspace, 'dist/apps/api/main.js'), [], {
        env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', FRONTEND_DIR: join(dataDir, 'no-frontend'), PUBLIC_CACHE_SECONDS: cacheSeconds },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      children.push(api);
      await waitForHealth();
      console.log(`Measuring ${variant} beside the bare server...`);
      const servers = { [variant]: PORT, bare: bare.port };
      for (const [route, paths] of Object.entries(routes)) {
        const rounds: Record<string, Figures[]> = { [variant]: [], bare: [] };
        for (const port of Object.values(servers)) await measure(port, paths, 2); // warm-up
        for (let round = 0; round < ROUNDS; round++) {
          for (const [name, port] of Object.entries(servers)) rounds[name].push(await measure(port, paths, ROUND_SECONDS));
        }
        figures[route] = { ...figures[route], [variant]: summary(rounds[variant]), [`bare (beside ${variant})`]: summary(rounds.bare) };
      }
      await stop(api);
      children.splice(children.indexOf(api), 1);
    }

    const table = Object.entries(figures).flatMap(([route, byServer]) =>
      Object.keys(variants).map((variant) => {
        const platform = byServer[variant];
        const baseline = byServer[`bare (beside ${variant})`];
        return {
          route,
          server: variant,
          'req/s': platform.requestsPerSecond,
          'p99 ms': platform.p99Ms,
          'bare req/s': baseline.requestsPerSecond,
          'bare p99 ms': baseline.p99Ms,
          'throughput ratio': `${Math.round((platform.requestsPerSecond / baseline.requestsPerSecond) * 100)} %`,
          'non-2xx': platform.non2xx,
        };
      }),
    );
    console.table(table);
    for (const row of table) {
      if (row.route.includes('all-content')) console.log(`all-content (${row.server}) at ${row['throughput ratio']} of the bare server (target >= 50 %)`);
      else console.log(`suggestion (${row.server}) p99 ${row['p99 ms']} ms (target <= 25 ms)`);
    }
    const out = join(workspace, 'dist/apps/api-bench/results.json');
    writeFileSync(out, JSON.stringify({ organizations: ORGANIZATIONS, rounds: ROUNDS, roundSeconds: ROUND_SECONDS, connections: CONNECTIONS, figures }, null, 2));
    console.log(`Figures written to ${out}`);
  } finally {
    await Promise.all(children.map(stop));
    if (process.env.BENCH_KEEP_DATA) console.log(`Seeded data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
