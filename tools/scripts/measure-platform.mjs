/**
 * Figures for the platform: `node tools/scripts/measure-platform.mjs [--builds]`
 *   - gzipped JS a first-time visitor downloads for a page (default /web/nbl?source=sample-template),
 *     file by file, measured in Debian's Chromium against the production build;
 *   - with --builds: a cold build of every project (Nx cache skipped) and a warm `npm start`
 *     (cached build, until the platform answers).
 * Assumes `npm install` has run; builds what is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const nxEnv = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const measureBuilds = process.argv.includes('--builds');

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
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (await fetch(`${baseUrl}/api/platform/remotes`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ready = Number(process.hrtime.bigint() - started) / 1e9;
  return { baseUrl, ready, stop: () => (server.kill(), rmSync(dataDir, { recursive: true, force: true })) };
}

async function javascriptOf(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({ path: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
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
} else {
  build();
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const path of pages.length ? pages : ['/web/nbl?source=sample-template']) {
    const files = await javascriptOf(browser, server.baseUrl + path);
    console.log(`\nJavaScript for a first-time visitor of ${path}:`);
    for (const f of files) console.log(`  ${kb(f.gzip).padStart(9)} gzip  ${kb(f.raw).padStart(9)} raw  ${f.path}`);
    const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });
    console.log(`  ${kb(total.gzip).padStart(9)} gzip  ${kb(total.raw).padStart(9)} raw  total (${files.length} files)`);
  }
} finally {
  await browser.close();
  server.stop();
}
