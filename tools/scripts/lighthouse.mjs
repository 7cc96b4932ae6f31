/**
 * Lighthouse mobile performance of a public school site against the production build:
 *   node tools/scripts/lighthouse.mjs [path] [--runs N] [--base-url URL] [--json FILE]
 * Default path /web/nbl?source=sample-template (the sample NBL home page). Without --base-url it serves
 * dist/ itself (the production server, own temporary DATA_DIR, free port); build first with
 * `npx nx run-many -t build`. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), never a
 * downloaded browser. Prints the score and key metrics of each run, the median score, and the top
 * opportunities of the median run. Exit code 1 when the median score is below --min (default 0: report only).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const valueOptions = new Set(['--runs', '--base-url', '--json', '--min']);
const path = process.argv.slice(2).find((arg, i, all) => arg.startsWith('/') && !valueOptions.has(all[i - 1])) ?? '/web/nbl?source=sample-template';
const runs = Math.max(1, Number(option('--runs', '1')));
const minScore = Number(option('--min', '0'));
const jsonFile = option('--json');

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

/** The production server on a free port with its own empty data folder. */
async function startPlatform() {
  const entry = join(root, 'dist/apps/api/main.js');
  if (!existsSync(entry)) throw new Error('The platform is not built: run `npx nx run-many -t build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'schoolpage-lighthouse-'));
  const port = await freePort();
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The platform exited early.');
    if (await fetch(`${baseUrl}/api/platform/remotes`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium with a DevTools port for Lighthouse. */
async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'schoolpage-lighthouse-chromium-'));
  const chromium = spawn(chromePath, [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise((done, fail) => {
    let text = '';
    const timer = setTimeout(() => fail(new Error(`Chromium did not open its DevTools port:\n${text}`)), 20_000);
    chromium.stderr.on('data', (chunk) => {
      text += chunk;
      const match = text.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
    chromium.once('exit', () => fail(new Error(`Chromium exited:\n${text}`)));
  });
  return {
    port,
    async stop() {
      const exited = new Promise((done) => (chromium.exitCode !== null ? done() : chromium.once('exit', done)));
      chromium.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

const METRICS = [
  ['first-contentful-paint', 'First Contentful Paint'],
  ['largest-contentful-paint', 'Largest Contentful Paint'],
  ['total-blocking-time', 'Total Blocking Time'],
  ['cumulative-layout-shift', 'Cumulative Layout Shift'],
  ['speed-index', 'Speed Index'],
  ['interactive', 'Time to Interactive'],
];

function summary(lhr) {
  const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  const metrics = Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.displayValue ?? 'n/a']));
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 1)
    .map((audit) => ({
      title: audit.title,
      savingsMs: Math.round(audit.details.overallSavingsMs ?? audit.numericValue ?? 0),
      savingsKiB: Math.round((audit.details.overallSavingsBytes ?? 0) / 1024),
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKiB - a.savingsKiB)
    .slice(0, 5);
  const weight = lhr.audits['total-byte-weight']?.displayValue ?? 'n/a';
  const warnings = (lhr.runtimeWarnings ?? []).map((w) => (typeof w === 'string' ? w : JSON.stringify(w)));
  return { score, metrics, opportunities, weight, benchmarkIndex: lhr.environment?.benchmarkIndex, warnings };
}

const platform = option('--base-url') ? { baseUrl: option('--base-url').replace(/\/$/, ''), stop() {} } : await startPlatform();
const url = platform.baseUrl + path;
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const chromium = await startChromium();
    try {
      const answer = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!answer?.lhr) throw new Error('Lighthouse returned no result.');
      if (answer.lhr.runtimeError) throw new Error(`Lighthouse: ${answer.lhr.runtimeError.message}`);
      const result = summary(answer.lhr);
      results.push({ ...result, lhr: answer.lhr });
      console.log(`run ${run}/${runs}: performance ${result.score}  ${METRICS.map(([id, name]) => `${name} ${result.metrics[id]}`).join(', ')}`);
    } finally {
      await chromium.stop();
    }
  }
} finally {
  platform.stop();
}

const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
console.log(`\nLighthouse mobile performance for ${path}: ${median.score} (median of ${results.length} run${results.length > 1 ? 's' : ''})`);
for (const [id, name] of METRICS) console.log(`  ${name.padEnd(26)} ${median.metrics[id]}`);
console.log(`  ${'Total byte weight'.padEnd(26)} ${median.weight}`);
// Simulated throttling scales the CPU time this machine measured: a busy machine lowers the score.
console.log(`  ${'CPU benchmark index'.padEnd(26)} ${median.benchmarkIndex ?? 'n/a'} (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
console.log(median.opportunities.length ? '\nTop opportunities:' : '\nNo opportunities left.');
for (const o of median.opportunities) console.log(`  - ${o.title}: ~${o.savingsMs} ms${o.savingsKiB ? `, ${o.savingsKiB} KiB` : ''}`);
for (const warning of median.warnings) console.log(`\nLighthouse warning: ${warning}`);
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(median.lhr, null, 2));
if (median.score < minScore) {
  console.error(`\nThe score ${median.score} is below ${minScore}.`);
  process.exitCode = 1;
}
