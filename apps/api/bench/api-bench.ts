import autocannon from 'autocannon';
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seededName, seedOrganizations, type SeededOrganization } from './bench-seed';
import { searchQueries, seedSearchSchools, type SearchSeedFigures } from './search-seed';
import { snapshotFileFor } from '../src/search/sqlite/sqlite-school-search';
import { openLoop, type OpenLoopFigures } from './open-loop';
import { measureBeacons, type BeaconFigures } from './visit-beacons';

/**
 * npm run bench:api — requests/s and p99 latency of GET /api/web/all-content and GET /api/search/suggestion
 * on the production build over 10,000 published organisations, each beside a bare node:http server
 * answering the same JSON from memory. Both servers run side by side and are measured in alternating
 * rounds (medians reported), so a busy moment on a shared machine hits both alike. Beside requests/s, the
 * CPU time each server's process spent per answer: on a machine with few cores the load generator itself
 * can be what limits requests/s, and then the CPU per answer shows which server does less work.
 *
 * Then GET /s/<slug>[/<page>], the schools' server-rendered pages (needs the built front-end in dist/):
 *   - the first render of a page: BENCH_FIRST_RENDERS schools' home pages, never requested before, fetched
 *     one after the other, timed from the client to the last byte (median reported);
 *   - rendered pages kept by the platform: a mix of BENCH_SITE_SCHOOLS schools' pages (home, about, notice,
 *     gallery), each requested once first, beside the bare server answering each path with the exact HTML
 *     the platform sent for it, at BENCH_SITE_CONNECTIONS connections.
 *
 * Then search at scale: BENCH_SEARCH_SCHOOLS (100,000) published schools with realistic names and
 * addresses in ~70 cities (and 1,000,000 more when BENCH_SEARCH_MILLION=1), the search index built in
 * the seed step (timed) and the database size; GET /api/search/suggestion with answer reuse off, at
 * BENCH_SEARCH_CONNECTIONS (50) connections, over a mix of BENCH_SEARCH_QUERIES (2000) queries: name
 * starts, word prefixes, typos, cities, names with a city, words in another order (p50 and p99). Beside
 * each round, the same endpoint with an empty search value (answered without the index) shows what HTTP
 * alone costs on the machine at that moment, and the load average is recorded: on a shared machine other
 * work competes for the cores. Measuring starts once the server's start-up work (the file sweep over every
 * site) is done. Those rounds measure saturation: each connection asks again as soon as it is answered, so the
 * latency is mostly the queue (about connections × CPU per answer). Then an open loop at a stated rate, as one
 * instance's busy morning (open-loop.ts): BENCH_SEARCH_SUGGESTION_RATE (1000) suggestions, BENCH_SEARCH_LIST_RATE
 * (300) lists and as many empty values as suggestions (HTTP alone) a second, arriving as visitors do
 * (BENCH_SEARCH_ARRIVALS: poisson, the default, or even), each on a free kept connection, timed from when it was due:
 * p50 and p99 of what a visitor waits, and what the client itself cost (its CPU, how late it sent).
 * Each size's server is also started once with the snapshot's and the database's pages dropped from the page cache
 * (`dd iflag=nocache`): a cold start's time to ready. Every round also reports what held the server's thread
 * (pause-report.ts, loaded into the server: event loop delay and garbage collection pauses), so a p99 can be told
 * apart from the queue.
 * BENCH_SERVER_NODE_FLAGS: Node's or V8's flags for the server (space-separated; none by default).
 * BENCH_SERVER_LOG: a file the server's standard output is written to (with --trace-gc among the flags above: each
 * collection and its cause).
 * BENCH_SERVER_CPUS and BENCH_CLIENT_CPUS (e.g. 0 and 1): the cores the server (all its threads) and the bench's own
 * process (the load generator) are kept on (`taskset`), so that on a small machine the client does not take the
 * server's core in the middle of an answer; unset, both share every core.
 * BENCH_ONLY_SEARCH=1 measures search at scale only; BENCH_ONLY_JSON=1 the two JSON routes only.
 *
 * Then POST /api/web/visit, the pages' beacon (visit-beacons.ts): requests/s and CPU per beacon over 10,000
 * schools, and the daily aggregates it keeps (bytes per row, and a day of 1,000,000 beacons estimated).
 * BENCH_ONLY_BEACONS=1 measures the beacon only.
 */
const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 10_000);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3201);
const SITE_SCHOOLS = Number(process.env.BENCH_SITE_SCHOOLS ?? 1000);
const SITE_CONNECTIONS = Number(process.env.BENCH_SITE_CONNECTIONS ?? 50);
const FIRST_RENDERS = Number(process.env.BENCH_FIRST_RENDERS ?? 200);
const SEARCH_SCHOOLS = Number(process.env.BENCH_SEARCH_SCHOOLS ?? 100_000);
const SEARCH_MILLION = process.env.BENCH_SEARCH_MILLION === '1';
/** The sizes search is measured at, e.g. "100000,1000000,1500000" (instead of BENCH_SEARCH_SCHOOLS and BENCH_SEARCH_MILLION). */
const SEARCH_SIZES = process.env.BENCH_SEARCH_SIZES?.split(',').map(Number);
/** Where seeded search databases are kept between runs (search-<count> in it; seeded when missing); a fresh folder, removed after, when unset. */
const SEARCH_DATA_DIR = process.env.BENCH_SEARCH_DATA_DIR;
const SEARCH_CONNECTIONS = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 50);
const SEARCH_QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 2000);
const SUGGESTION_RATE = Number(process.env.BENCH_SEARCH_SUGGESTION_RATE ?? 1000);
const LIST_RATE = Number(process.env.BENCH_SEARCH_LIST_RATE ?? 300);
/** How the open loop's requests arrive: `poisson` (visitors asking independently; the default) or `even`. */
const ARRIVALS = process.env.BENCH_SEARCH_ARRIVALS === 'even' ? 'even' : 'poisson';
const SERVER_NODE_FLAGS = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const SERVER_LOG = process.env.BENCH_SERVER_LOG;
const SERVER_CPUS = process.env.BENCH_SERVER_CPUS;
const CLIENT_CPUS = process.env.BENCH_CLIENT_CPUS;
const ONLY_SEARCH = process.env.BENCH_ONLY_SEARCH === '1';
const ONLY_JSON = process.env.BENCH_ONLY_JSON === '1';
const ONLY_BEACONS = process.env.BENCH_ONLY_BEACONS === '1';
const workspace = resolve(__dirname, '../../..');
const frontendDir = join(workspace, 'dist');
/** The pages of a school's site both seeded templates (nbl, run) have, in the mix the cached case asks for. */
const SITE_PAGE_MIX = ['', 'about', '', 'notice', '', 'gallery'];

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** CPU time the server process spent per answer (µs), where its process was named; undefined without /proc. */
  cpuMicrosPerAnswer?: number;
  /** What held the server's thread during the round (pause-report.ts), where it was asked. */
  pauses?: PauseReport;
}

/** The server's event loop delay and garbage collection pauses over a round (pause-report.ts). */
interface PauseReport {
  loopDelayMs: { p50: number; p99: number; max: number };
  garbageCollection: { count: number; totalMs: number; longestMs: number; longestKind: string; wholeHeapCount: number };
  /** The server's JavaScript heap in use when the round ended (the index's typed arrays are outside it). */
  heapUsedMiB: number;
}

/** What held `server`'s thread since it was last asked (pause-report.ts answers over IPC; it is loaded into every started platform). */
function pauseReport(server: ChildProcess): Promise<PauseReport> {
  return new Promise((answered) => {
    server.on('message', function report(message: { pauseReport?: PauseReport }) {
      if (!message.pauseReport) return;
      server.off('message', report);
      answered(message.pauseReport);
    });
    server.send('pause-report');
  });
}

function median(values: number[]): number {
  return percentile(values, 50);
}

/** The value below which `p` % of `values` lie (nearest rank). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function startBare(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((ready, fail) => {
    const child = fork(join(__dirname, 'bare-server.js'), [], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`The bare server stopped (exit code ${code}).`)));
    child.once('message', (message: { port: number }) => ready({ child, port: message.port }));
  });
}

/** Waits until the platform answers; refused when `child` (the platform started for it) has stopped, e.g. because the port was taken by another server. */
async function waitForHealth(child?: ChildProcess): Promise<void> {
  // A minute: a million schools' database opened on a busy machine takes longer than a small one.
  for (let i = 0; i < 300; i++) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`The API stopped (port ${PORT} in use by another server?).`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The API did not start.');
}

/** Seconds from `since` until the platform answers GET /api/health/ready with 200 (its search index whole, the change feed applied). */
async function secondsUntilReady(since: number): Promise<number> {
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`).then((r) => r.ok, () => false);
    if (ready) return Math.round((performance.now() - since) / 100) / 10;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How long a stopped server may take to close before it is killed. */
const STOP_GRACE_MS = 30_000;

/**
 * Stops `child` (SIGTERM), killing it when it has not closed within STOP_GRACE_MS: a platform stopped while its
 * start-up jobs read every one of 1,500,000 sites was seen to take minutes to close.
 */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.removeAllListeners('exit');
    const kill = setTimeout(() => {
      console.log(`  (pid ${child.pid} had not closed ${STOP_GRACE_MS / 1000} s after SIGTERM: killed)`);
      child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

async function measure(
  port: number,
  paths: string[],
  seconds: number,
  connections = CONNECTIONS,
  headers: Record<string, string> = {},
  serverPid?: number,
  server?: ChildProcess,
): Promise<Figures> {
  let next = 0;
  if (server) await pauseReport(server); // counted afresh from here
  const cpuBefore = serverPid === undefined ? undefined : cpuSeconds(serverPid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...headers }, path: paths[next++ % paths.length] }) }],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    cpuMicrosPerAnswer: cpuBefore === undefined ? undefined : round((((cpuSeconds(serverPid!) ?? cpuBefore) - cpuBefore) * 1e6) / Math.max(1, result.requests.total)),
    ...(server ? { pauses: await pauseReport(server) } : {}),
  };
}

function summary(rounds: Figures[]): Figures {
  return {
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    cpuMicrosPerAnswer: rounds.every((r) => r.cpuMicrosPerAnswer !== undefined) ? median(rounds.map((r) => r.cpuMicrosPerAnswer!)) : undefined,
    ...(rounds.every((r) => r.pauses) ? { pauses: medianPauses(rounds.map((r) => r.pauses!)) } : {}),
  };
}

/** The rounds' pauses, each figure the median of the rounds'. */
function medianPauses(reports: PauseReport[]): PauseReport {
  const of = (figure: (report: PauseReport) => number) => median(reports.map(figure));
  return {
    loopDelayMs: { p50: of((r) => r.loopDelayMs.p50), p99: of((r) => r.loopDelayMs.p99), max: of((r) => r.loopDelayMs.max) },
    garbageCollection: {
      count: of((r) => r.garbageCollection.count),
      totalMs: of((r) => r.garbageCollection.totalMs),
      longestMs: of((r) => r.garbageCollection.longestMs),
      longestKind: [...new Set(reports.map((r) => r.garbageCollection.longestKind))].join(' / '),
      wholeHeapCount: of((r) => r.garbageCollection.wholeHeapCount),
    },
    heapUsedMiB: of((r) => r.heapUsedMiB),
  };
}

function startPlatform(dataDir: string, env: Record<string, string>): ChildProcess {
  const platform = fork(join(workspace, 'dist/apps/api/main.js'), [], {
    execArgv: ['-r', join(__dirname, 'pause-report.js'), ...SERVER_NODE_FLAGS],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', SERVER_LOG ? openSync(SERVER_LOG, 'a') : 'ignore', 'inherit', 'ipc'],
  });
  if (SERVER_CPUS) keepOnCpus(platform.pid!, SERVER_CPUS);
  return platform;
}

/** Keeps every thread of process `pid` (and the threads it starts later) on the cores `cpus` ("0", "0-1"). */
function keepOnCpus(pid: number, cpus: string): void {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], { stdio: 'ignore' });
}

/** A page of the platform, read to its last byte; refused unless it answers 200. */
async function page(path: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORT}${path}`);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}.`);
  return html;
}

/** A page as a browser gets it (Accept-Encoding: gzip): the compressed bytes as sent. */
function compressedPage(path: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port: PORT, path, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return fail(new Error(`GET ${path} (gzip) answered ${response.statusCode}.`));
        if (response.headers['content-encoding'] !== 'gzip') return fail(new Error(`GET ${path} was not sent gzipped to a browser asking for it.`));
        done(Buffer.concat(chunks));
      });
      response.on('error', fail);
    }).on('error', fail);
  });
}

interface KeptPageFigures {
  averageKiB: number;
  platform: Figures;
  bare: Figures;
}

interface SitePageFigures {
  firstRender: { pages: number; medianMs: number; p90Ms: number; maxMs: number; byTemplate: Record<string, number> };
  cached: KeptPageFigures & { pages: number; connections: number };
  /** The same pages asked for as browsers do (Accept-Encoding: gzip); the bare server sends the gzip bytes the platform sent. */
  cachedGzip: KeptPageFigures;
}

/** The schools' pages at /s/<slug>: first renders, then kept pages beside the bare server (see the top of the file). */
async function measureSitePages(dataDir: string, schools: SeededOrganization[], bare: { child: ChildProcess; port: number }): Promise<SitePageFigures> {
  const cachedSchools = schools.slice(0, Math.min(SITE_SCHOOLS, schools.length - FIRST_RENDERS - 2));
  const firstSchools = schools.slice(cachedSchools.length, cachedSchools.length + FIRST_RENDERS);
  const templateWarmers = schools.slice(-2);
  if (cachedSchools.length === 0 || firstSchools.length < FIRST_RENDERS) throw new Error('Seed more organisations for the site pages.');

  // Load each template's server build once: its first load is not a page's render.
  for (const school of templateWarmers) await page(`/s/${school.slug}`);

  console.log(`First render of ${firstSchools.length} schools' home pages, one after the other...`);
  const firstRenders: { ms: number; templateName: string }[] = [];
  for (const school of firstSchools) {
    const started = performance.now();
    await page(`/s/${school.slug}`);
    firstRenders.push({ ms: performance.now() - started, templateName: school.templateName });
  }
  const times = firstRenders.map((r) => r.ms);
  const templates = [...new Set(firstRenders.map((r) => r.templateName))];
  const firstRender = {
    pages: times.length,
    medianMs: round(median(times)),
    p90Ms: round(percentile(times, 90)),
    maxMs: round(Math.max(...times)),
    byTemplate: Object.fromEntries(templates.map((t) => [t, round(median(firstRenders.filter((r) => r.templateName === t).map((r) => r.ms)))])),
  };

  // Every path of the mix once (rendered and kept), its bytes handed to the bare server.
  const paths = cachedSchools.map((school, i) => {
    const name = SITE_PAGE_MIX[i % SITE_PAGE_MIX.length];
    return `/s/${school.slug}${name ? `/${name}` : ''}`;
  });
  console.log(`Rendering ${paths.length} pages of ${cachedSchools.length} schools once, for the kept pages...`);
  const pages: Record<string, string> = {};
  for (const path of paths) pages[path] = await page(path);
  // A sample asked again must get the same bytes (the kept page), or the comparison means nothing.
  for (const path of paths.filter((_, i) => i % 50 === 0)) {
    if ((await page(path)) !== pages[path]) throw new Error(`GET ${path} answered other bytes the second time: the page is not kept as rendered.`);
  }
  const gzipped: Record<string, string> = {};
  for (const path of paths) gzipped[path] = (await compressedPage(path)).toString('base64');
  const file = join(dataDir, 'site-pages.json');
  const gzipFile = join(dataDir, 'site-pages-gzip.json');
  writeFileSync(file, JSON.stringify(pages));
  writeFileSync(gzipFile, JSON.stringify(gzipped));
  await new Promise<void>((loaded) => {
    bare.child.on('message', function done(message: { sitePagesLoaded?: number }) {
      if (message.sitePagesLoaded === undefined) return;
      bare.child.off('message', done);
      loaded();
    });
    bare.child.send({ sitePages: file, sitePagesGzip: gzipFile });
  });

  const keptPages = async (headers: Record<string, string>, bytes: number): Promise<KeptPageFigures> => {
    const servers = { platform: PORT, bare: bare.port };
    const rounds: Record<string, Figures[]> = { platform: [], bare: [] };
    for (const port of Object.values(servers)) await measure(port, paths, 2, SITE_CONNECTIONS, headers); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, port] of Object.entries(servers)) rounds[name].push(await measure(port, paths, ROUND_SECONDS, SITE_CONNECTIONS, headers));
    }
    return { averageKiB: round(bytes / paths.length / 1024), platform: summary(rounds.platform), bare: summary(rounds.bare) };
  };
  console.log(`Measuring kept pages at ${SITE_CONNECTIONS} connections beside the bare server...`);
  const cached = await keptPages({}, Object.values(pages).reduce((sum, html) => sum + Buffer.byteLength(html), 0));
  console.log(`Measuring kept pages asked for gzipped, as browsers do...`);
  const cachedGzip = await keptPages({ 'accept-encoding': 'gzip' }, Object.values(gzipped).reduce((sum, body) => sum + Buffer.from(body, 'base64').length, 0));
  return { firstRender, cached: { ...cached, pages: paths.length, connections: SITE_CONNECTIONS }, cachedGzip };
}

const round = (value: number) => Math.round(value * 10) / 10;

interface SearchScaleFigures extends SearchSeedFigures {
  connections: number;
  queries: number;
  /** The SHA-256 of every suggestion's and every list's bytes over the queries, in order: two trees answer the same when they match. */
  answersSha256: { suggestions: string; lists: string };
  suggestion: Figures;
  /** GET /api/search/organization-list (up to 200 schools an answer) over the same queries. */
  list: Figures;
  /**
   * Seconds until GET /api/health/ready answered 200: the start that read the rows (and wrote the snapshot), a start from
   * the snapshot, and one from the snapshot with its and the database's pages dropped from the page cache first (where `dd` could).
   */
  readySeconds: { fromRows?: number; fromSnapshot: number; cold?: number };
  /** The index snapshot's size on disk. */
  snapshotMiB: number;
  /** The server's resident memory once the index is whole (after the start from the snapshot), and after measuring. */
  serverResidentMiB: { ready: number; readyOwn: number; measured: number; measuredOwn: number };
  /** The same endpoint asked with an empty search value (answered without the index): what HTTP alone costs on this machine then. */
  noIndexFloor: Figures;
  /** Open loop (open-loop.ts): suggestions at SUGGESTION_RATE, lists at LIST_RATE and empty values at SUGGESTION_RATE a second (not saturating the server). */
  atRate: { arrivals: string; suggestion: AtRateFigures & { rate: number }; list: AtRateFigures & { rate: number }; noIndexFloor: AtRateFigures & { rate: number } };
  /** The server's Node and V8 flags. */
  serverNodeFlags: string[];
  /** The cores the server and the client were kept on (BENCH_SERVER_CPUS, BENCH_CLIENT_CPUS); unset when they shared every core. */
  cpus?: { server?: string; client?: string };
  /** The machine's 1-minute load average (runnable processes) before and after, and its cores: other work competes for them. */
  loadAverage: { before: number; after: number; cores: number };
  /** The server's peak resident memory (the search index is held in memory). */
  serverPeakMiB?: number;
}

/** An open loop's round (open-loop.ts), with the server's CPU per answer and what held its thread. */
type AtRateFigures = Figures & Omit<OpenLoopFigures, keyof Figures | 'sent'>;

/** `paths` asked at `rate` a second for a round, as visitors arrive (open-loop.ts); each round's arrivals seeded by its number. */
async function measureAtRate(paths: string[], rate: number, server: ChildProcess, roundNumber: number): Promise<AtRateFigures> {
  await pauseReport(server); // counted afresh from here
  const cpuBefore = cpuSeconds(server.pid!);
  const { sent: _sent, ...figures } = await openLoop({ port: PORT, paths, rate, seconds: ROUND_SECONDS, arrivals: ARRIVALS, seed: 44 + roundNumber });
  const cpuAfter = cpuSeconds(server.pid!);
  return {
    ...figures,
    cpuMicrosPerAnswer: cpuBefore === undefined || cpuAfter === undefined ? undefined : round(((cpuAfter - cpuBefore) * 1e6) / Math.max(1, figures.requestsPerSecond * ROUND_SECONDS)),
    pauses: await pauseReport(server),
  };
}

/** The open loop's rounds, each figure the median of the rounds'. */
function summaryAtRate(rounds: AtRateFigures[]): AtRateFigures {
  const of = (figure: (r: AtRateFigures) => number) => median(rounds.map(figure));
  return {
    ...summary(rounds),
    maxMs: of((r) => r.maxMs),
    clientCpuShare: of((r) => r.clientCpuShare),
    sendLagMs: { p99: of((r) => r.sendLagMs.p99), max: of((r) => r.sendLagMs.max) },
    sockets: of((r) => r.sockets),
  };
}

/** CPU seconds the process `pid` has used (Linux /proc), or undefined where there is no /proc. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/** The peak resident memory of the process `pid` in MiB (Linux /proc), or undefined where there is no /proc. */
function peakMemoryMiB(pid: number): number | undefined {
  try {
    const kib = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? undefined : Math.round(Number(kib) / 1024);
  } catch {
    return undefined;
  }
}

/** The resident memory of the process `pid` now, in MiB (Linux /proc): all of it (VmRSS, the mapped database's pages included), or its own (RssAnon). */
function residentMiB(pid: number, what: 'VmRSS' | 'RssAnon' = 'VmRSS'): number {
  const kib = new RegExp(`${what}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kib) / 1024);
}

/**
 * Drops `files`' pages from the page cache (GNU dd's `iflag=nocache`), as on a machine that has not read them since
 * they were written (a new instance's cold start); false where that cannot be done.
 */
function dropFromPageCache(files: string[]): boolean {
  try {
    for (const file of files) execFileSync('dd', [`if=${file}`, 'iflag=nocache', 'count=0', 'status=none']);
    return true;
  } catch {
    return false;
  }
}

/** Waits until `file` exists (the snapshot the started server writes once its index is whole). */
async function untilWritten(file: string): Promise<void> {
  while (!existsSync(file)) await new Promise((r) => setTimeout(r, 200));
}

/** Waits (up to 10 minutes) until the server uses under a tenth of a core for 2 s: its start-up work (such as the file sweep over every site) is done. */
async function untilIdle(pid: number): Promise<void> {
  for (let waited = 0, last = cpuSeconds(pid); last !== undefined && waited < 600; waited += 2) {
    await new Promise((r) => setTimeout(r, 2000));
    const now = cpuSeconds(pid);
    if (now === undefined || now - last < 0.2) return;
    last = now;
  }
}

/** Suggestions and lists over `count` schools with answer reuse off (see the top of the file); seeded data is kept in SEARCH_DATA_DIR, else removed afterwards. */
async function measureSearchAtScale(count: number, target: number): Promise<SearchScaleFigures> {
  const dataDir = SEARCH_DATA_DIR ? join(SEARCH_DATA_DIR, `search-${count}`) : mkdtempSync(join(tmpdir(), 'schoolpage-search-bench-'));
  const database = join(dataDir, 'schoolpage.db');
  try {
    let seed: SearchSeedFigures;
    const kept = join(dataDir, 'seed.json');
    if (existsSync(kept)) {
      seed = JSON.parse(readFileSync(kept, 'utf8')) as SearchSeedFigures;
      console.log(`Search over ${count} schools: the database seeded before, in ${dataDir}`);
    } else {
      console.log(`Seeding ${count} schools for search and building the index...`);
      mkdirSync(dataDir, { recursive: true });
      seed = await seedSearchSchools(dataDir, count);
      writeFileSync(kept, JSON.stringify(seed));
    }
    console.log(
      `  sites written in ${seed.loadSeconds} s, search index built in ${seed.indexBuildSeconds} s (of which read into memory: ${seed.indexLoadSeconds} s), database ${seed.databaseMiB} MiB`,
    );
    const queries = searchQueries(SEARCH_QUERIES, count).map((text) => encodeURIComponent(text));
    const paths = queries.map((text) => `/api/search/suggestion?searchValue=${text}`);
    const listPaths = queries.map((text) => `/api/search/organization-list?searchValue=${text}`);
    const env = { FRONTEND_DIR: join(dataDir, 'no-frontend'), PUBLIC_CACHE_SECONDS: '0' };
    const snapshot = snapshotFileFor(database);
    // Without a snapshot: a start reads the rows, and writes the snapshot once its index is whole.
    let fromRows: number | undefined;
    if (!existsSync(snapshot)) {
      const startedAt = performance.now();
      const first = startPlatform(dataDir, env);
      try {
        await waitForHealth(first);
        fromRows = await secondsUntilReady(startedAt);
        console.log(`  without a snapshot: ready (GET /api/health/ready: 200) ${fromRows} s after the process started`);
        await untilWritten(snapshot);
      } finally {
        await stop(first);
      }
    }
    const snapshotMiB = Math.round(statSync(snapshot).size / 1024 / 1024);
    // A cold start: the snapshot's and the database's pages dropped from the page cache first (a new machine's start).
    let cold: number | undefined;
    if (dropFromPageCache([snapshot, database])) {
      const coldStartedAt = performance.now();
      const coldStart = startPlatform(dataDir, env);
      try {
        await waitForHealth(coldStart);
        cold = await secondsUntilReady(coldStartedAt);
        console.log(`  from the snapshot, its and the database's pages dropped from the page cache first: ready ${cold} s after the process started`);
      } finally {
        await stop(coldStart);
      }
    }
    const startedAt = performance.now();
    const api = startPlatform(dataDir, env);
    try {
      await waitForHealth(api);
      const fromSnapshot = await secondsUntilReady(startedAt);
      const readyMiB = residentMiB(api.pid!);
      const readyOwnMiB = residentMiB(api.pid!, 'RssAnon');
      console.log(`  from the snapshot (${snapshotMiB} MiB): ready ${fromSnapshot} s after the process started, server resident ${readyMiB} MiB (its own memory: ${readyOwnMiB} MiB)`);
      // The server answering must be this one (the port may be taken by another): it runs as long as it is checked.
      await new Promise((r) => setTimeout(r, 1000));
      if (api.exitCode !== null) throw new Error(`The API stopped (port ${PORT} in use by another server?).`);
      await untilIdle(api.pid!);
      // Each query once first: every answer must be a success, and the schools' pages of the database warm. Their
      // bytes' digest tells whether two trees answer the same (byte for byte, over HTTP).
      const answered = { suggestions: createHash('sha256'), lists: createHash('sha256') };
      for (const [path, digest] of [...paths.map((p) => [p, answered.suggestions] as const), ...listPaths.map((p) => [p, answered.lists] as const)]) {
        const response = await fetch(`http://127.0.0.1:${PORT}${path}`);
        if (response.status !== 200) throw new Error(`GET ${path} failed.`);
        digest.update(new Uint8Array(await response.arrayBuffer()));
      }
      const answersSha256 = { suggestions: answered.suggestions.digest('hex'), lists: answered.lists.digest('hex') };
      console.log(`  the ${paths.length} suggestions' and lists' bytes (SHA-256): ${answersSha256.suggestions.slice(0, 16)}…, ${answersSha256.lists.slice(0, 16)}…`);
      console.log(`Measuring suggestions and lists over ${count} schools at ${SEARCH_CONNECTIONS} connections (answer reuse off)...`);
      const loadBefore = loadavg()[0];
      await measure(PORT, paths, 2, SEARCH_CONNECTIONS);
      const rounds: Figures[] = [];
      const lists: Figures[] = [];
      const floors: Figures[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        rounds.push(await measure(PORT, paths, ROUND_SECONDS, SEARCH_CONNECTIONS, {}, api.pid, api));
        lists.push(await measure(PORT, listPaths, ROUND_SECONDS, SEARCH_CONNECTIONS, {}, api.pid, api));
        floors.push(await measure(PORT, ['/api/search/suggestion?searchValue='], ROUND_SECONDS, SEARCH_CONNECTIONS, {}, api.pid, api));
      }
      const suggestion = summary(rounds);
      const list = summary(lists);
      const noIndexFloor = summary(floors);
      console.log(`Open loop (${ARRIVALS} arrivals): ${SUGGESTION_RATE} suggestions, ${LIST_RATE} lists and ${SUGGESTION_RATE} empty values a second...`);
      const suggestionsAtRate: AtRateFigures[] = [];
      const listsAtRate: AtRateFigures[] = [];
      const floorsAtRate: AtRateFigures[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        suggestionsAtRate.push(await measureAtRate(paths, SUGGESTION_RATE, api, r));
        listsAtRate.push(await measureAtRate(listPaths, LIST_RATE, api, r));
        floorsAtRate.push(await measureAtRate(['/api/search/suggestion?searchValue='], SUGGESTION_RATE, api, r));
      }
      const atRate = {
        arrivals: ARRIVALS,
        suggestion: { ...summaryAtRate(suggestionsAtRate), rate: SUGGESTION_RATE },
        list: { ...summaryAtRate(listsAtRate), rate: LIST_RATE },
        noIndexFloor: { ...summaryAtRate(floorsAtRate), rate: SUGGESTION_RATE },
      };
      const loadAverage = { before: round(loadBefore), after: round(loadavg()[0]), cores: cpus().length };
      const serverPeakMiB = peakMemoryMiB(api.pid!);
      const serverResidentMiB = { ready: readyMiB, readyOwn: readyOwnMiB, measured: residentMiB(api.pid!), measuredOwn: residentMiB(api.pid!, 'RssAnon') };
      console.log(
        `  suggestion over ${count} schools: p50 ${suggestion.p50Ms} ms, p99 ${suggestion.p99Ms} ms (target <= ${target} ms), ${suggestion.requestsPerSecond} req/s,` +
          ` server CPU ${suggestion.cpuMicrosPerAnswer} µs/answer; list: p50 ${list.p50Ms} ms, p99 ${list.p99Ms} ms, ${list.requestsPerSecond} req/s, ${list.cpuMicrosPerAnswer} µs/answer;` +
          ` empty value (no index): p50 ${noIndexFloor.p50Ms} ms, p99 ${noIndexFloor.p99Ms} ms, ${noIndexFloor.requestsPerSecond} req/s, server CPU ${noIndexFloor.cpuMicrosPerAnswer} µs/answer;` +
          ` load average ${loadAverage.before} → ${loadAverage.after} on ${loadAverage.cores} cores; server resident ${serverResidentMiB.measured} MiB (peak ${serverPeakMiB} MiB; its own memory ${serverResidentMiB.measuredOwn} MiB)`,
      );
      for (const [what, figures] of Object.entries({ suggestions: atRate.suggestion, lists: atRate.list, 'empty values (HTTP alone)': atRate.noIndexFloor })) {
        console.log(
          `  open loop, ${figures.rate} ${what}/s: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, longest ${figures.maxMs} ms (${figures.requestsPerSecond} req/s, server ${figures.cpuMicrosPerAnswer} µs/answer);` +
            ` the client: ${figures.clientCpuShare} of a core, sent late by p99 ${figures.sendLagMs.p99} ms (longest ${figures.sendLagMs.max} ms), ${figures.sockets} connections`,
        );
      }
      for (const [round, figures] of Object.entries({
        suggestions: suggestion,
        lists: list,
        'HTTP alone': noIndexFloor,
        'suggestions at rate': atRate.suggestion,
        'lists at rate': atRate.list,
        'HTTP alone at rate': atRate.noIndexFloor,
      })) {
        const pauses = figures.pauses;
        if (pauses) {
          console.log(
            `  ${round}: event loop delay p50 ${pauses.loopDelayMs.p50} ms, p99 ${pauses.loopDelayMs.p99} ms, longest ${pauses.loopDelayMs.max} ms;` +
              ` garbage collection ${pauses.garbageCollection.count} pauses, ${pauses.garbageCollection.totalMs} ms in all, longest ${pauses.garbageCollection.longestMs} ms (${pauses.garbageCollection.longestKind}), ${pauses.garbageCollection.wholeHeapCount} of the whole heap; heap in use ${pauses.heapUsedMiB} MiB (medians of the rounds)`,
          );
        }
      }
      return {
        ...seed,
        connections: SEARCH_CONNECTIONS,
        queries: paths.length,
        answersSha256,
        suggestion,
        list,
        readySeconds: { fromRows, fromSnapshot, cold },
        snapshotMiB,
        serverResidentMiB,
        noIndexFloor,
        atRate,
        serverNodeFlags: SERVER_NODE_FLAGS,
        ...(SERVER_CPUS || CLIENT_CPUS ? { cpus: { server: SERVER_CPUS, client: CLIENT_CPUS } } : {}),
        loadAverage,
        serverPeakMiB,
      };
    } finally {
      await stop(api);
    }
  } finally {
    if (!SEARCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function searchAtScale(): Promise<SearchScaleFigures[]> {
  const sizes = SEARCH_SIZES ?? [SEARCH_SCHOOLS, ...(SEARCH_MILLION ? [1_000_000] : [])];
  const figures: SearchScaleFigures[] = [];
  for (const size of sizes) figures.push(await measureSearchAtScale(size, 5));
  console.table(
    figures.map((f) => ({
      schools: f.schools,
      'index build s': f.indexBuildSeconds,
      'ready s (rows / snapshot / cold)': `${f.readySeconds.fromRows ?? '-'} / ${f.readySeconds.fromSnapshot} / ${f.readySeconds.cold ?? '-'}`,
      'snapshot MiB': f.snapshotMiB,
      'server resident MiB': f.serverResidentMiB.ready,
      'server peak MiB': f.serverPeakMiB,
      'database MiB': f.databaseMiB,
      connections: f.connections,
      'req/s': f.suggestion.requestsPerSecond,
      'p50 ms': f.suggestion.p50Ms,
      'p99 ms': f.suggestion.p99Ms,
      'no-index p99 ms': f.noIndexFloor.p99Ms,
      'CPU µs/answer': f.suggestion.cpuMicrosPerAnswer,
      'list p50 / p99 ms': `${f.list.p50Ms} / ${f.list.p99Ms}`,
      'list CPU µs/answer': f.list.cpuMicrosPerAnswer,
      'no-index CPU µs/answer': f.noIndexFloor.cpuMicrosPerAnswer,
      'at rate: suggestion / list / empty p50 / p99 ms': `${f.atRate.suggestion.p50Ms} / ${f.atRate.suggestion.p99Ms}, ${f.atRate.list.p50Ms} / ${f.atRate.list.p99Ms}, ${f.atRate.noIndexFloor.p50Ms} / ${f.atRate.noIndexFloor.p99Ms}`,
      'load avg': `${f.loadAverage.before} → ${f.loadAverage.after} / ${f.loadAverage.cores} cores`,
      'non-2xx': f.suggestion.non2xx,
    })),
  );
  return figures;
}

async function main(): Promise<void> {
  if (CLIENT_CPUS) keepOnCpus(process.pid, CLIENT_CPUS);
  if (ONLY_SEARCH) {
    const search = await searchAtScale();
    const out = join(workspace, 'dist/apps/api-bench/results-search.json');
    writeFileSync(out, JSON.stringify({ rounds: ROUNDS, roundSeconds: ROUND_SECONDS, search }, null, 2));
    console.log(`Figures written to ${out}`);
    return;
  }
  if (ONLY_BEACONS) {
    const beacons = await beaconsOnFreshPlatform();
    const out = join(workspace, 'dist/apps/api-bench/results-beacons.json');
    writeFileSync(out, JSON.stringify({ roundSeconds: ROUND_SECONDS * ROUNDS, connections: CONNECTIONS, beacons }, null, 2));
    console.log(`Figures written to ${out}`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'schoolpage-bench-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding ${ORGANIZATIONS} published organisations with the full sample content...`);
    const schools = await seedOrganizations(dataDir, ORGANIZATIONS);
    const ids = schools.map((school) => school.id);
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
      const api = startPlatform(dataDir, { FRONTEND_DIR: join(dataDir, 'no-frontend'), PUBLIC_CACHE_SECONDS: cacheSeconds });
      children.push(api);
      await waitForHealth();
      console.log(`Measuring ${variant} beside the bare server...`);
      const servers = { [variant]: { port: PORT, pid: api.pid }, bare: { port: bare.port, pid: bare.child.pid } };
      for (const [route, paths] of Object.entries(routes)) {
        const rounds: Record<string, Figures[]> = { [variant]: [], bare: [] };
        for (const { port } of Object.values(servers)) await measure(port, paths, 2); // warm-up
        for (let round = 0; round < ROUNDS; round++) {
          for (const [name, { port, pid }] of Object.entries(servers)) rounds[name].push(await measure(port, paths, ROUND_SECONDS, CONNECTIONS, {}, pid));
        }
        figures[route] = { ...figures[route], [variant]: summary(rounds[variant]), [`bare (beside ${variant})`]: summary(rounds.bare) };
      }
      await stop(api);
      children.splice(children.indexOf(api), 1);
    }

    // The schools' pages need the built front-end (the shell's page and the templates' server builds).
    let sitePages: SitePageFigures | undefined;
    if (ONLY_JSON) {
      console.log('GET /s/<slug> and search at scale not measured (BENCH_ONLY_JSON=1).');
    } else if (existsSync(join(frontendDir, 'apps/shell/site.html'))) {
      const api = startPlatform(dataDir, { FRONTEND_DIR: frontendDir });
      children.push(api);
      await waitForHealth();
      sitePages = await measureSitePages(dataDir, schools, bare);
      await stop(api);
      children.splice(children.indexOf(api), 1);
    } else {
      console.log(`GET /s/<slug> not measured: ${frontendDir} holds no built front-end (run \`npx nx run-many -t build\` first).`);
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
          'CPU µs/answer': platform.cpuMicrosPerAnswer,
          'bare CPU µs/answer': baseline.cpuMicrosPerAnswer,
          'non-2xx': platform.non2xx,
        };
      }),
    );
    console.table(table);
    for (const row of table) {
      if (row.route.includes('all-content')) console.log(`all-content (${row.server}) at ${row['throughput ratio']} of the bare server (target >= 50 %)`);
      else console.log(`suggestion (${row.server}) p99 ${row['p99 ms']} ms (target <= 25 ms)`);
    }
    if (sitePages) {
      const { cached, cachedGzip, firstRender } = sitePages;
      const ratio = (kept: KeptPageFigures) => `${Math.round((kept.platform.requestsPerSecond / kept.bare.requestsPerSecond) * 100)} %`;
      console.table(
        [
          ['GET /s/<slug>[/<page>] (kept)', cached],
          ['GET /s/<slug>[/<page>] (kept, gzip)', cachedGzip],
        ].map(([route, kept]) => ({
          route,
          pages: cached.pages,
          'avg KiB': (kept as KeptPageFigures).averageKiB,
          connections: cached.connections,
          'req/s': (kept as KeptPageFigures).platform.requestsPerSecond,
          'p99 ms': (kept as KeptPageFigures).platform.p99Ms,
          'bare req/s': (kept as KeptPageFigures).bare.requestsPerSecond,
          'bare p99 ms': (kept as KeptPageFigures).bare.p99Ms,
          'throughput ratio': ratio(kept as KeptPageFigures),
          'non-2xx': (kept as KeptPageFigures).platform.non2xx,
        })),
      );
      console.log(`site pages kept: ${ratio(cached)} of the bare server (target >= 80 %), p99 ${cached.platform.p99Ms} ms (target <= 30 ms)`);
      console.log(`site pages kept, gzip: ${ratio(cachedGzip)} of the bare server sending the same gzip bytes, p99 ${cachedGzip.platform.p99Ms} ms`);
      const byTemplate = Object.entries(firstRender.byTemplate).map(([t, ms]) => `${t} ${ms} ms`).join(', ');
      console.log(
        `site pages first render: median ${firstRender.medianMs} ms over ${firstRender.pages} schools (target <= 20 ms), p90 ${firstRender.p90Ms} ms, max ${firstRender.maxMs} ms; median by template: ${byTemplate}`,
      );
    }
    const search = ONLY_JSON ? undefined : await searchAtScale();
    const beacons = await beaconsOnFreshPlatform();
    const out = join(workspace, 'dist/apps/api-bench/results.json');
    writeFileSync(
      out,
      JSON.stringify({ organizations: ORGANIZATIONS, rounds: ROUNDS, roundSeconds: ROUND_SECONDS, connections: CONNECTIONS, figures, sitePages, search, beacons }, null, 2),
    );
    console.log(`Figures written to ${out}`);
  } finally {
    await Promise.all(children.map(stop));
    if (process.env.BENCH_KEEP_DATA) console.log(`Seeded data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The beacon on a platform of its own (a fresh database, so its aggregates are the beacons' alone), printed. */
async function beaconsOnFreshPlatform(): Promise<BeaconFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'schoolpage-beacons-'));
  const api = startPlatform(dataDir, { FRONTEND_DIR: join(dataDir, 'no-frontend') });
  try {
    await waitForHealth();
    console.log('Measuring POST /api/web/visit (the pages\' beacon) over 10,000 schools...');
    const beacons = await measureBeacons({ port: PORT, pid: api.pid, dataDir, seconds: ROUND_SECONDS * ROUNDS, connections: CONNECTIONS, cpuSeconds });
    console.table([{ route: 'POST /api/web/visit', beacons: beacons.beacons, 'req/s': beacons.requestsPerSecond, 'p99 ms': beacons.p99Ms, 'CPU µs/beacon': beacons.cpuMicrosPerBeacon, 'non-2xx': beacons.non2xx }]);
    console.log(
      `visit aggregates: ${beacons.figureRows} rows, ${beacons.bytesPerFigureRow} bytes a row; a day of 1,000,000 beacons over 10,000 schools keeps about ${beacons.estimatedMBPerDay} MB`,
    );
    return beacons;
  } finally {
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
