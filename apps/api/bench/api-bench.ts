import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seededName, seedOrganizations } from './bench-seed';

/**
 * npm run bench:api — requests/s and p99 latency of GET /api/web/all-content and GET /api/search/suggestion
 * on the production build over 10,000 published organisations, each beside a bare node:http server
 * answering the same JSON from memory in the same run.
 */
const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 10_000);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3201);
const workspace = resolve(__dirname, '../../..');

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((ready, fail) => {
    const child = fork(script, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`${script} stopped (exit code ${code}).`)));
    child.once('message', () => ready(child));
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
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

async function measure(paths: string[]): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx + result.errors };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schoolpage-bench-'));
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

    const env = { PORT: String(PORT), DATA_DIR: dataDir };
    const figures: Record<string, { platform: Figures; bare: Figures }> = {};

    const api = fork(join(workspace, 'dist/apps/api/main.js'), [], {
      env: { ...process.env, ...env, NODE_ENV: 'production', FRONTEND_DIR: join(dataDir, 'no-frontend') },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await waitForHealth();
    const platformFigures: Record<string, Figures> = {};
    for (const [route, paths] of Object.entries(routes)) {
      await measure(paths.slice(0, 20)); // warm-up
      platformFigures[route] = await measure(paths);
    }
    await stop(api);

    const bare = await start(join(__dirname, 'bare-server.js'), env);
    for (const [route, paths] of Object.entries(routes)) {
      await measure(paths.slice(0, 20));
      figures[route] = { platform: platformFigures[route], bare: await measure(paths) };
    }
    await stop(bare);

    const table = Object.entries(figures).map(([route, { platform, bare }]) => ({
      route,
      'platform req/s': platform.requestsPerSecond,
      'platform p99 ms': platform.p99Ms,
      'bare req/s': bare.requestsPerSecond,
      'bare p99 ms': bare.p99Ms,
      'throughput ratio': `${Math.round((platform.requestsPerSecond / bare.requestsPerSecond) * 100)} %`,
      'non-2xx': platform.non2xx,
    }));
    console.table(table);
    const allContent = figures['GET /api/web/all-content'];
    const suggestion = figures['GET /api/search/suggestion'];
    console.log(`all-content at ${Math.round((allContent.platform.requestsPerSecond / allContent.bare.requestsPerSecond) * 100)} % of the bare server (target >= 50 %)`);
    console.log(`suggestion p99 ${suggestion.platform.p99Ms} ms (target <= 25 ms)`);
    const out = join(workspace, 'dist/apps/api-bench/results.json');
    writeFileSync(out, JSON.stringify({ organizations: ORGANIZATIONS, durationSeconds: DURATION_SECONDS, connections: CONNECTIONS, figures }, null, 2));
    console.log(`Figures written to ${out}`);
  } finally {
    if (process.env.BENCH_KEEP_DATA) console.log(`Seeded data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
