import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CACHE_BUDGET_MIB } from '../src/config/platform-config';
import { seedOrganizations, type SeededOrganization } from './bench-seed';
import { seededRandom } from './seeded-random';

/**
 * Memory under any traffic (issue #44, `npm run bench:memory`; not part of `npm test`): MEMORY_SCHOOLS (10,000)
 * published schools, each in two languages with the sample's pages and news, are seeded into MEMORY_DIR (kept
 * between runs, seeded when missing). The built API is started on them with the built front-end, every address
 * of every sitemap is asked for (each page of each school in both languages), then MEMORY_REQUESTS (100,000)
 * requests with random Host headers, slugs, pages, languages, ids and search values. The server's own resident
 * memory (`RssAnon`: its heap and arrays, not the database file's mapped pages) is sampled throughout; its
 * peak and end are printed beside the caches' budgets' total (CACHE_BUDGET_MIB): after the crawl the caches
 * hold at most their budgets, and the random requests, asking for what does not exist, must not add to them.
 */
const SCHOOLS = Number(process.env.MEMORY_SCHOOLS ?? 10_000);
const REQUESTS = Number(process.env.MEMORY_REQUESTS ?? 100_000);
const DIR = process.env.MEMORY_DIR ?? join(tmpdir(), `schoolpage-memory-${SCHOOLS}`);
const PORT = Number(process.env.MEMORY_PORT ?? 3217);
const CONCURRENCY = 16;
/**
 * MEMORY_NODE_FLAGS: Node's or V8's flags for the server, space-separated; by default those `npm start` and the
 * platform's image start it with (tools/scripts/start.mjs, infra/platform.Dockerfile).
 */
const NODE_FLAGS = (process.env.MEMORY_NODE_FLAGS ?? '--optimize-for-size --max-semi-space-size=4').split(' ').filter(Boolean);
/** MEMORY_HEAP_SNAPSHOTS=1: the server writes a V8 heap snapshot into MEMORY_DIR after the crawl and after the random requests. */
const HEAP_SNAPSHOTS = process.env.MEMORY_HEAP_SNAPSHOTS === '1';
const LANGUAGES = { default: 'en', languages: ['en', 'hi'] };
const workspace = resolve(__dirname, '../../..');
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET to the server, as `host` when given; its status and body. */
function get(path: string, host?: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const asked = request({ host: '127.0.0.1', port: PORT, path, agent, headers: host ? { host } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', fail);
    });
    asked.on('error', fail);
    asked.end();
  });
}

/** The server's own resident memory (RssAnon) in MiB. */
function ownMemoryMiB(pid: number): number {
  const kib = /RssAnon:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kib) / 1024);
}

/** Every address the sitemaps list (a sitemap index's parts read too), as paths on this server. */
async function sitemapPaths(): Promise<string[]> {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const pathOf = (address: string) => {
    const url = new URL(address.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  };
  const top = await get('/sitemap.xml');
  if (!top.body.includes('<sitemapindex')) return locations(top.body).map(pathOf);
  const parts = await Promise.all(locations(top.body).map((part) => get(pathOf(part))));
  return parts.flatMap((part) => locations(part.body)).map(pathOf);
}

/** Sends `count` requests made by `next`, CONCURRENCY at a time; how many answered each status. */
async function send(count: number, next: (n: number) => { path: string; host?: string }): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let sent = 0;
  const worker = async () => {
    while (sent < count) {
      const { path, host } = next(sent++);
      const { status } = await get(path, host);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

/** Random requests, mostly for what does not exist: unknown hosts, slugs, pages, languages, ids; and some real pages. */
function randomRequests(schools: SeededOrganization[], pages: string[]): (n: number) => { path: string; host?: string } {
  const next = seededRandom(44);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const word = () => Math.floor(next() * 36 ** 6).toString(36);
  const pageNames = [...new Set(pages.map((path) => path.split('/').slice(3).join('/')))];
  const kinds = [
    () => ({ path: pick(pages), host: `${word()}.example.org` }),
    () => ({ path: `/s/${word()}-${word()}/${pick(pageNames)}` }),
    () => ({ path: `/s/${pick(schools).slug}/${word()}` }),
    () => ({ path: `/s/${pick(schools).slug}/${word().slice(0, 2)}/${pick(pageNames)}` }),
    () => ({ path: `/s/${pick(schools).slug}/hi/${word()}` }),
    () => ({ path: `/api/web/all-content?organizationId=${word()}${word()}${word()}${word()}` }),
    () => ({ path: `/api/search/suggestion?searchValue=${word()}` }),
    () => ({ path: pick(pages) }),
  ];
  return () => pick(kinds)();
}

function startPlatform(): ChildProcess {
  return fork(join(workspace, 'dist/apps/api/main.js'), [], {
    cwd: DIR,
    execArgv: ['--expose-gc', '-r', join(__dirname, 'memory-report.js'), ...NODE_FLAGS, ...(HEAP_SNAPSHOTS ? ['--heapsnapshot-signal=SIGUSR2'] : [])],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: DIR, NODE_ENV: 'production', FRONTEND_DIR: join(workspace, 'dist') },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

async function untilReady(api: ChildProcess): Promise<void> {
  for (;;) {
    if (api.exitCode !== null) throw new Error(`The API stopped (port ${PORT} in use by another server?).`);
    if (await get('/api/health/ready').then((answer) => answer.status === 200, () => false)) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

/**
 * What the server holds once its garbage is collected (memory-report.ts), in MiB: the JavaScript heap used and
 * reserved, the buffers outside it, and its own resident memory (RssAnon) before and after the collection.
 */
function memoryReport(api: ChildProcess): Promise<string> {
  const before = ownMemoryMiB(api.pid!);
  return new Promise((answered) => {
    const listener = (message: { memoryReport?: NodeJS.MemoryUsage }) => {
      const usage = message.memoryReport;
      if (!usage) return;
      api.off('message', listener);
      const mebibytes = (bytes: number) => Math.round(bytes / 2 ** 20);
      answered(
        `own memory ${before} MiB, ${ownMemoryMiB(api.pid!)} MiB after a garbage collection: heap used ${mebibytes(usage.heapUsed)} MiB of ${mebibytes(usage.heapTotal)} MiB, ` +
          `buffers outside it ${mebibytes(usage.external)} MiB (array buffers ${mebibytes(usage.arrayBuffers)} MiB)`,
      );
    };
    api.on('message', listener);
    api.send('memory-report');
  });
}

/** With MEMORY_HEAP_SNAPSHOTS, a heap snapshot of the server (written in MEMORY_DIR before it answers again). */
async function heapSnapshot(api: ChildProcess): Promise<void> {
  if (!HEAP_SNAPSHOTS) return;
  api.kill('SIGUSR2');
  await new Promise((wait) => setTimeout(wait, 1000));
  // The snapshot held the server for a while: connections it closed meanwhile are not reused.
  agent.destroy();
  await get('/api/health/live');
  console.log(`  heap snapshot written in ${DIR}`);
}

async function main(): Promise<void> {
  if (!existsSync(join(workspace, 'dist/apps/shell/site.html'))) throw new Error('No built front-end in dist/: run `npx nx run-many -t build` first.');
  const seededFile = join(DIR, 'seeded.json');
  if (!existsSync(seededFile)) {
    console.log(`Seeding ${SCHOOLS} schools in two languages into ${DIR}...`);
    mkdirSync(DIR, { recursive: true });
    writeFileSync(seededFile, JSON.stringify(await seedOrganizations(DIR, SCHOOLS, LANGUAGES)));
  }
  const schools = JSON.parse(readFileSync(seededFile, 'utf8')) as SeededOrganization[];
  const budgetsMiB = Object.values(CACHE_BUDGET_MIB).reduce((sum, budget) => sum + budget, 0);
  const api = startPlatform();
  const samples: { phase: string; mib: number }[] = [];
  let phase = 'start';
  try {
    await untilReady(api);
    const sampler = setInterval(() => samples.push({ phase, mib: ownMemoryMiB(api.pid!) }), 500);
    const ready = ownMemoryMiB(api.pid!);
    console.log(`Ready: the server's own memory ${ready} MiB (the caches' budgets: ${budgetsMiB} MiB in all); load average ${loadavg()[0].toFixed(1)}`);
    console.log(`  ${await memoryReport(api)}`);
    phase = 'crawl';
    const pages = await sitemapPaths();
    console.log(`Crawling the ${pages.length} addresses of the sitemaps (${SCHOOLS} schools, two languages)...`);
    let started = performance.now();
    const crawled = await send(pages.length, (n) => ({ path: pages[n] }));
    const afterCrawl = ownMemoryMiB(api.pid!);
    console.log(`  in ${((performance.now() - started) / 1000).toFixed(0)} s, answers ${JSON.stringify(crawled)}; own memory ${afterCrawl} MiB`);
    console.log(`  ${await memoryReport(api)}`);
    await heapSnapshot(api);
    phase = 'random';
    console.log(`Sending ${REQUESTS} requests with random hosts, slugs, pages, languages, ids and search values...`);
    started = performance.now();
    const answered = await send(REQUESTS, randomRequests(schools, pages));
    clearInterval(sampler);
    const end = ownMemoryMiB(api.pid!);
    await heapSnapshot(api);
    console.log(`  in ${((performance.now() - started) / 1000).toFixed(0)} s, answers ${JSON.stringify(answered)}`);
    console.log(`  ${await memoryReport(api)}`);
    const peak = (name: string) => Math.max(...samples.filter((sample) => sample.phase === name).map((sample) => sample.mib));
    console.log(
      `The server's own memory (RssAnon): ${ready} MiB ready; crawl peak ${peak('crawl')} MiB, end ${afterCrawl} MiB; random requests peak ${peak('random')} MiB, end ${end} MiB.` +
        ` Growth past ready: ${Math.max(peak('crawl'), peak('random')) - ready} MiB at most, against the caches' budgets of ${budgetsMiB} MiB; the random requests added ${end - afterCrawl} MiB. Load average ${loadavg()[0].toFixed(1)}.`,
    );
  } finally {
    api.kill('SIGTERM');
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
