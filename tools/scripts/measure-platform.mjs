/**
 * Figures for the platform: `node tools/scripts/measure-platform.mjs [path...] [--sample-school] [--builds] [--no-build]`
 *   - gzipped JS a first-time visitor downloads for a page (default /web/nbl?source=sample-template),
 *     file by file, measured in Debian's Chromium against the production build, and which of those
 *     scripts the page's HTML makes render-blocking (a classic <script src> without async or defer);
 *   - a school's page: `/s/<slug>[/<page>]`. The server started here has no schools, so a school
 *     filled with the sample content is registered and published on nbl first
 *     (tools/scripts/seed-sample-school.mjs) and its slug stands in for any slug the server does not
 *     know; --sample-school alone measures its /s/<slug> and /s/<slug>/about;
 *   - with --builds: a cold build of every project (Nx cache skipped) and a warm `npm start`
 *     (cached build, until the platform answers).
 * Assumes `npm install` has run; builds what is missing (unless --no-build).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { SAMPLE_SCHOOL_PLATFORM_ENV, seedSampleSchool } from './seed-sample-school.mjs';

const nxEnv = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const measureBuilds = process.argv.includes('--builds');
const skipBuild = process.argv.includes('--no-build');
const sampleSchool = process.argv.includes('--sample-school');
/** What a school's page on the platform may send a first-time visitor (gzipped JavaScript). */
const SCHOOL_PAGE_BUDGET_KB = 120;

function seconds(fn) {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function build(extra = []) {
  const run = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static', ...extra], { env: nxEnv, stdio: 'ignore' });
  if (run.status !== 0) throw new Error('The build failed.');
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'schoolpage-measure-'));
  const started = process.hrtime.bigint();
  const server = spawn(process.execPath, ['dist/apps/api/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...SAMPLE_SCHOOL_PLATFORM_ENV },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (await fetch(`${baseUrl}/api/platform/remotes`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ready = Number(process.hrtime.bigint() - started) / 1e9;
  return { baseUrl, dataDir, ready, stop: () => (server.kill(), rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })) };
}

/** The external scripts the page's HTML blocks rendering or parsing on: classic scripts without async or defer. */
async function blockingScriptsOf(url) {
  const html = await (await fetch(url)).text();
  const blocking = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = tag.match(/\ssrc=["']?([^"'\s>]+)/i)?.[1];
    if (!src) continue;
    const deferred = /\s(async|defer)(\s|=|>|\/)/i.test(tag) || /\stype=["']?module/i.test(tag);
    if (!deferred) blocking.push(new URL(src, url).pathname);
  }
  return blocking;
}

async function javascriptOf(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    // What went over the wire (the server compresses front-end files itself), beside gzip -9 of the file.
    const sent = await response.request().sizes().then((sizes) => sizes.responseBodySize, () => 0);
    files.push({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return files.sort((a, b) => b.gzip - a.gzip);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (measureBuilds) {
  console.log(`cold build of every project (no Nx cache): ${seconds(() => build(['--skip-nx-cache'])).toFixed(1)} s`);
  const warmBuild = seconds(() => build());
  const { ready, stop } = await startServer();
  stop();
  console.log(`warm npm start (cached build ${warmBuild.toFixed(1)} s + server ready ${ready.toFixed(2)} s): ${(warmBuild + ready).toFixed(1)} s`);
} else if (!skipBuild) {
  build();
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  let paths = pages.length ? pages : sampleSchool ? [] : ['/web/nbl?source=sample-template'];
  // Schools' pages: the sample school stands in for slugs this fresh server does not know.
  let school;
  const schoolFor = async () => (school ??= await seedSampleSchool(server.baseUrl, { dataDir: server.dataDir }));
  if (sampleSchool) paths.push(`/s/${(await schoolFor()).slug}`, `/s/${(await schoolFor()).slug}/about`);
  paths = await Promise.all(
    paths.map(async (path) => {
      const match = path.match(/^\/s\/([^/?#]+)(.*)$/);
      if (!match || (await fetch(server.baseUrl + path)).status !== 404) return path;
      const { slug } = await schoolFor();
      return `/s/${slug}${match[2]}`;
    }),
  );
  if (school) console.log(`Sample school published at ${server.baseUrl}/s/${school.slug}`);
  for (const path of paths) {
    const files = await javascriptOf(browser, server.baseUrl + path);
    const blocking = await blockingScriptsOf(server.baseUrl + path);
    console.log(`\nJavaScript for a first-time visitor of ${path}:`);
    for (const f of files) {
      console.log(`  ${kb(f.gzip).padStart(9)} gzip  ${kb(f.raw).padStart(9)} raw  ${kb(f.sent).padStart(9)} sent  ${f.path}${blocking.includes(f.path) ? '  (render-blocking)' : ''}`);
    }
    const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, sent: sum.sent + f.sent }), { raw: 0, gzip: 0, sent: 0 });
    console.log(`  ${kb(total.gzip).padStart(9)} gzip  ${kb(total.raw).padStart(9)} raw  ${kb(total.sent).padStart(9)} sent  total (${files.length} files)`);
    console.log(blocking.length ? `  render-blocking scripts: ${blocking.join(', ')}` : '  render-blocking scripts: none');
    if (path.startsWith('/s/')) {
      const within = total.gzip <= SCHOOL_PAGE_BUDGET_KB * 1024;
      console.log(`  ${within ? 'within' : 'OVER'} the ${SCHOOL_PAGE_BUDGET_KB} KB budget of a school's page`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}
