/**
 * Lighthouse (mobile, simulated throttling) of public school pages against the production build:
 *   node tools/scripts/lighthouse.mjs [path...] [--runs N] [--base-url URL] [--json FILE] [--min N]
 *                                     [--categories performance,accessibility,best-practices,seo]
 *   node tools/scripts/lighthouse.mjs --sample-school [--template run] [--language hi] [--runs N] [--base-url URL]
 * Default path /web/nbl?source=sample-template (the sample NBL home page), performance only.
 * --sample-school registers a school through the API, fills it with the sample content, publishes it
 * on nbl or --template (tools/scripts/seed-sample-school.mjs) and measures its pages /s/<slug>, /s/<slug>/about, its
 * news story and its mandatory public disclosure in all four categories, 5 runs each unless --runs says otherwise;
 * with --language, its home and About pages in that language (/s/<slug>/<lang>, /s/<slug>/<lang>/about).
 *   node tools/scripts/lighthouse.mjs --all-sample-pages [--runs N]
 * measures every page #45 names in one go: in each of nbl and run, a sample school's home, About, news story and
 * disclosure, and a second sample school's Hindi home (written in English and Hindi), all four categories; it ends
 * with one Markdown table of the medians (performance, FCP, LCP, TBT, CLS, accessibility, best practices, SEO).
 * Without --base-url it serves dist/ itself (the production server, own temporary DATA_DIR, free port);
 * build first with `npx nx run-many -t build`. Uses Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium), never a downloaded browser. Prints each run's scores and key metrics, the median
 * of each category, and for the median run (by performance) every audit that fails in each category
 * with the elements or URLs Lighthouse names. Exit code 1 when a median performance score is below
 * --min (default 0: report only).
 * --cpu-slowdown N sets Lighthouse's CPU multiplier (default 4, which takes a high-end desktop to a mid-tier
 * phone); --cpu-slowdown calibrated chooses it from this machine's CPU benchmark index, measured by a first
 * run, as Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") says for a mid-tier phone: 4 from
 * 1500 (high-end desktop), 2 from 800 (low-end desktop, high-end phone), 1 below.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { SAMPLE_SCHOOL_PLATFORM_ENV, seedSampleSchool } from './seed-sample-school.mjs';

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

const CATEGORIES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };
const valueOptions = new Set(['--runs', '--base-url', '--json', '--min', '--categories', '--language', '--cpu-slowdown', '--template']);
const language = option('--language');
const allSamplePages = process.argv.includes('--all-sample-pages');
const sampleSchool = allSamplePages || process.argv.includes('--sample-school');
const givenPaths = process.argv.slice(2).filter((arg, i, all) => arg.startsWith('/') && !valueOptions.has(all[i - 1]));
const runs = Math.max(1, Number(option('--runs', sampleSchool ? '5' : '1')));
/** Lighthouse's CPU multiplier: a number, `calibrated` (set by the first page's calibration run) or Lighthouse's default. */
let cpuSlowdown = option('--cpu-slowdown');
const minScore = Number(option('--min', '0'));
const jsonFile = option('--json');
const categories = (option('--categories') ?? (sampleSchool ? Object.keys(CATEGORIES).join(',') : 'performance')).split(',').map((c) => c.trim());
for (const category of categories) {
  if (!(category in CATEGORIES)) throw new Error(`Unknown category ${category}: choose among ${Object.keys(CATEGORIES).join(', ')}.`);
}

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
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...SAMPLE_SCHOOL_PLATFORM_ENV },
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
    dataDir,
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
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
      // Chromium's helpers may still be writing to the profile a moment after it exited: retry, and never fail a
      // measurement over a temporary folder left behind.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Left ${profile} behind: ${error.message}`);
      }
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
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const score = scores.performance ?? 0;
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
  return { score, scores, metrics, opportunities, weight, benchmarkIndex: lhr.environment?.benchmarkIndex, warnings };
}

/** The longest request chain of a network-tree value, as "url (ms) → url (ms) …". */
function longestChain(chains) {
  let best = [];
  const walk = (nodes, path) => {
    for (const node of Object.values(nodes ?? {})) {
      const next = [...path, `${node.url} (${Math.round(node.navStartToEndTime ?? 0)} ms)`];
      if (next.length > best.length) best = next;
      walk(node.children, next);
    }
  };
  walk(chains, []);
  return best.length ? [`longest chain: ${best.join(' → ')}`] : [];
}

/** The rows of an audit's details: tables and lists opened up (lists of sections hold tables, trees or text). */
function rowsOf(details) {
  if (!details) return [];
  if (details.type === 'network-tree') return longestChain(details.chains).map((text) => ({ text }));
  if (details.type === 'text') return details.value ? [{ text: `${details.title ?? ''}${details.title ? ': ' : ''}${details.value}` }] : [];
  if (details.type === 'list-section') return rowsOf({ ...details.value, title: details.title });
  if (details.type === 'table' || details.type === 'list' || details.type === 'opportunity') {
    return (details.items ?? []).flatMap((item) => (['table', 'list', 'list-section', 'network-tree', 'text'].includes(item.type) ? rowsOf(item) : [item]));
  }
  return [];
}

/** What Lighthouse names in an audit's details: elements (selector and snippet), URLs, sources or times. */
function itemsOf(audit, limit = 8) {
  const named = [];
  for (const item of rowsOf(audit.details)) {
    if (item.text) {
      named.push(item.text);
      continue;
    }
    const node = item.node?.type === 'node' ? item.node : item.type === 'node' ? item : undefined;
    const subNodes = item.subItems?.items?.map((sub) => sub.relatedNode ?? sub.node).filter(Boolean) ?? [];
    for (const n of [node, ...subNodes].filter(Boolean)) {
      named.push(`${n.selector ?? n.path ?? ''}  ${(n.snippet ?? '').replace(/\s+/g, ' ').slice(0, 200)}${n.nodeLabel ? `  "${n.nodeLabel.slice(0, 60)}"` : ''}`.trim());
    }
    if (node || subNodes.length) continue;
    const where =
      item.url ?? item.source?.url ?? item.sourceLocation?.url ?? item.source?.value ?? item.groupLabel ?? item.label ?? item.entity?.text ?? (typeof item.entity === 'string' ? item.entity : undefined);
    const line = item.sourceLocation?.line ?? item.source?.line;
    const extra = [
      item.wastedBytes ? `${Math.round(item.wastedBytes / 1024)} KiB` : '',
      item.wastedMs ? `${Math.round(item.wastedMs)} ms` : '',
      item.duration ? `${Math.round(item.duration)} ms` : '',
      item.reflowTime ? `reflow ${Math.round(item.reflowTime)} ms` : '',
      typeof item.value === 'string' ? item.value : '',
    ]
      .filter(Boolean)
      .join(', ');
    if (where) named.push(`${where}${line !== undefined ? `:${line}` : ''}${extra ? `  (${extra})` : ''}`);
  }
  return { named: named.slice(0, limit), more: Math.max(0, named.length - limit) };
}

/** The audits of `category` that do not pass in `lhr` (score below 1; manual and not-applicable ones left out). */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && !['manual', 'notApplicable', 'informative'].includes(audit.scoreDisplayMode))
    .map(({ ref, audit }) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue, weight: ref.weight, group: ref.group, ...itemsOf(audit) }));
}

const platform = option('--base-url') ? { baseUrl: option('--base-url').replace(/\/$/, ''), stop() {} } : await startPlatform();
const report = {};
/** What each measured path is, for the closing table: its page and template. */
const pageNames = {};
try {
  let paths = givenPaths.length ? givenPaths : ['/web/nbl?source=sample-template'];
  if (allSamplePages) {
    paths = [];
    for (const template of ['nbl', 'run']) {
      const school = await seedSampleSchool(platform.baseUrl, { template, dataDir: platform.dataDir, log: (line) => console.log(`  ${line}`) });
      const hindi = await seedSampleSchool(platform.baseUrl, { template, language: 'hi', dataDir: platform.dataDir, log: (line) => console.log(`  ${line}`) });
      const site = `/s/${school.slug}`;
      const pages = { home: site, About: `${site}/about`, 'a news story': `${site}/news/${school.newsSlug}`, disclosure: `${site}/mandatory-public-disclosure`, 'Hindi home': `/s/${hindi.slug}/hi` };
      for (const [page, path] of Object.entries(pages)) {
        paths.push(path);
        pageNames[path] = `| ${page} | ${template} `;
      }
    }
  } else if (sampleSchool) {
    const template = option('--template', 'nbl');
    const school = await seedSampleSchool(platform.baseUrl, { template, language, dataDir: platform.dataDir, log: (line) => console.log(`  ${line}`) });
    console.log(`Sample school published at ${school.siteUrl}`);
    const site = language ? `/s/${school.slug}/${language}` : `/s/${school.slug}`;
    paths = language ? [site, `${site}/about`] : [site, `${site}/about`, `${site}/news/${school.newsSlug}`, `${site}/mandatory-public-disclosure`];
  }
  for (const path of paths) report[path] = await measurePage(platform.baseUrl + path, path);
} finally {
  platform.stop();
}

/** The CPU multiplier that takes a machine of this benchmark index to a mid-tier phone (Lighthouse's docs/throttling.md). */
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

async function measurePage(url, path) {
  const results = [];
  if (cpuSlowdown === 'calibrated') {
    const chromium = await startChromium();
    try {
      const answer = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const index = answer?.lhr?.environment?.benchmarkIndex ?? 0;
      cpuSlowdown = String(calibratedSlowdown(index));
      console.log(`CPU benchmark index ${index}: CPU slowdown ${cpuSlowdown}x (calibrated)`);
    } finally {
      await chromium.stop();
    }
  }
  const throttling = cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: Number(cpuSlowdown) } } : {};
  console.log(`\n${path}${cpuSlowdown ? ` (CPU slowdown ${cpuSlowdown}x)` : ''}`);
  for (let run = 1, retries = 2; run <= runs; run += 1) {
    const chromium = await startChromium();
    try {
      const answer = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: categories, ...throttling });
      if (!answer?.lhr) throw new Error('Lighthouse returned no result.');
      // A trace lost on a busy machine (NO_NAVSTART, NO_FCP…) is measured again, at most twice per page.
      if (answer.lhr.runtimeError && retries > 0) {
        console.log(`run ${run}/${runs}: ${answer.lhr.runtimeError.code}, measured again`);
        retries -= 1;
        run -= 1;
        continue;
      }
      if (answer.lhr.runtimeError) throw new Error(`Lighthouse: ${answer.lhr.runtimeError.message}`);
      const result = summary(answer.lhr);
      results.push({ ...result, lhr: answer.lhr, load: loadavg()[0] });
      const scores = categories.map((id) => `${CATEGORIES[id]} ${result.scores[id]}`).join(', ');
      const slowdown = answer.lhr.configSettings?.throttling?.cpuSlowdownMultiplier;
      console.log(`run ${run}/${runs}: ${scores}  |  ${METRICS.map(([id, name]) => `${name} ${result.metrics[id]}`).join(', ')}  (load ${loadavg()[0].toFixed(1)}, CPU slowdown ${slowdown}x)`);
    } finally {
      await chromium.stop();
    }
  }
  return results;
}

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let belowMin = false;
for (const [path, results] of Object.entries(report)) {
  // The median run: the one with the median performance score (ties ordered by the sum of all its scores).
  const median = [...results].sort((a, b) => a.score - b.score || sumOf(a) - sumOf(b))[Math.floor(results.length / 2)];
  const medians = Object.fromEntries(categories.map((id) => [id, middle(results.map((r) => r.scores[id]))]));
  console.log(`\nLighthouse (mobile) for ${path}, median of ${results.length} run${results.length > 1 ? 's' : ''}:`);
  for (const id of categories) console.log(`  ${CATEGORIES[id].padEnd(26)} ${medians[id]}  (runs: ${results.map((r) => r.scores[id]).join(' ')})`);
  if (categories.includes('performance')) {
    console.log('Median run (by performance):');
    for (const [id, name] of METRICS) console.log(`  ${name.padEnd(26)} ${median.metrics[id]}`);
    console.log(`  ${'Total byte weight'.padEnd(26)} ${median.weight}`);
    // Simulated throttling scales the CPU time this machine measured: a busy machine lowers the score.
    console.log(`  ${'CPU benchmark index'.padEnd(26)} ${median.benchmarkIndex ?? 'n/a'} (load average during that run ${median.load.toFixed(1)}; now ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
    console.log(median.opportunities.length ? 'Top opportunities:' : 'No opportunities left.');
    for (const o of median.opportunities) console.log(`  - ${o.title}: ~${o.savingsMs} ms${o.savingsKiB ? `, ${o.savingsKiB} KiB` : ''}`);
  }
  for (const id of categories) {
    const failing = failingAudits(median.lhr, id);
    console.log(failing.length ? `Failing ${CATEGORIES[id]} audits (median run):` : `No failing ${CATEGORIES[id]} audits (median run).`);
    for (const audit of failing) {
      console.log(`  - [${audit.id}] ${audit.title}: score ${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''}${audit.weight ? ` (weight ${audit.weight})` : ''}`);
      for (const item of audit.named) console.log(`      ${item}`);
      if (audit.more) console.log(`      … and ${audit.more} more`);
    }
  }
  for (const warning of median.warnings) console.log(`Lighthouse warning: ${warning}`);
  if (categories.includes('performance') && median.score < minScore) {
    console.error(`\nThe performance score ${median.score} of ${path} is below ${minScore}.`);
    belowMin = true;
  }
  report[path] = { ...median, medians, runScores: results.map((r) => r.score) };
}
if (Object.keys(pageNames).length) printTable();

/** The medians of every page as one Markdown table (the median run's metrics, each category's median score). */
function printTable() {
  const scoreColumns = categories.filter((id) => id !== 'performance');
  console.log(`\nMedians of ${runs} run${runs > 1 ? 's' : ''} (load average now ${loadavg().map((l) => l.toFixed(1)).join(' ')}):\n`);
  console.log(`| page | template | performance (runs) | FCP | LCP | TBT | CLS | ${scoreColumns.map((id) => CATEGORIES[id]).join(' | ')} | CPU |`);
  console.log(`|---|---|---|---|---|---|---|${scoreColumns.map(() => '---|').join('')}---|`);
  for (const [path, median] of Object.entries(report)) {
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => median.metrics[id]);
    const scores = scoreColumns.map((id) => median.medians[id]);
    console.log(`${pageNames[path] ?? `| ${path} | `}| ${median.medians.performance} (${median.runScores.join(' ')}) | ${metrics.join(' | ')} | ${scores.join(' | ')} | ${Math.round(median.benchmarkIndex ?? 0)} |`);
  }
}
if (jsonFile) {
  const entries = Object.entries(report);
  writeFileSync(jsonFile, JSON.stringify(entries.length === 1 ? entries[0][1].lhr : Object.fromEntries(entries.map(([path, r]) => [path, r.lhr])), null, 2));
}
if (belowMin) process.exitCode = 1;

function sumOf(result) {
  return Object.values(result.scores).reduce((sum, score) => sum + score, 0);
}
