/**
 * What a phone downloads for a school's gallery page, before and after pictures were offered in the width
 * and format the screen needs: `node tools/scripts/measure-gallery-bytes.mjs` (after a build).
 *
 * Starts the production build on its own empty DATA_DIR, registers a school through the real API (its e-mail
 * address verified with the code from the outbox), uploads
 * 7 large camera-like photos (5 landscape, 2 portrait; generated, with detail at every scale so they
 * compress as photos do) to its gallery, publishes it and waits until every picture's variants are stored.
 * Then opens /s/<slug>/gallery in Debian's Chromium as a 390 px phone (devicePixelRatio 3, and 2), scrolls
 * through every tile and counts the bytes on the wire (CDP encodedDataLength): all of the page, and its
 * pictures. "Before" is the same page with every picture request answered by the stored original (what a
 * plain `<img src>` of the upload downloads); "after" is the page as built. Run and NBL both.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { mailedCode } from './seed-sample-school.mjs';

const PHOTOS = [
  [2400, 1800],
  [2400, 1600],
  [1800, 2400],
  [2400, 1800],
  [2400, 1350],
  [1600, 2400],
  [2400, 1800],
];
const VARIANTS_PER_PICTURE = 15;
const PHONES = [
  { name: '390 px phone, DPR 3', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: '390 px phone, DPR 2', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
];

/** A camera-like photo: colour noise at four scales blended over a tint (JPEG, quality 90). */
async function photo(width, height, seed) {
  const layers = [];
  for (const [scale, opacity] of [
    [256, 1],
    [48, 0.6],
    [12, 0.45],
    [3, 0.35],
  ]) {
    const w = Math.max(2, Math.round(width / scale));
    const h = Math.max(2, Math.round(height / scale));
    const noise = await sharp({ create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 70 } } }).png().toBuffer();
    layers.push({ input: await sharp(noise).resize(width, height, { kernel: 'cubic' }).ensureAlpha(opacity).png().toBuffer(), blend: 'overlay' });
  }
  const tint = sharp({ create: { width, height, channels: 3, background: { r: 90 + seed * 20, g: 120, b: 150 - seed * 10 } } });
  return sharp(await tint.composite(layers).png().toBuffer()).jpeg({ quality: 90 }).toBuffer();
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer(dataDir) {
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/apps/api/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ACCOUNT_WRITES_PER_MINUTE: '1000', ACCOUNT_UPLOADS_PER_MINUTE: '1000' },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)); i++) {
    if (i > 300) throw new Error('The platform did not start (is it built?).');
    await sleep(100);
  }
  return { baseUrl, stop: () => server.kill() };
}

/** A school admin on the API: register, log in, verify the e-mail address (publishing needs it), then calls with the session cookie. */
async function schoolAdmin(baseUrl, dataDir) {
  const account = { organizationName: 'Gallery Measure School', userId: 'gallerymeasure', email: 'gallery@measure.example', country: 'india', phone: '', password: 'Secret123' };
  const headers = { origin: baseUrl, 'content-type': 'application/json' };
  await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(account) });
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ userId: account.userId, password: account.password }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const api = async (method, path, body) => {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(baseUrl + path, {
      method,
      headers: { origin: baseUrl, cookie, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : body,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await api('POST', '/api/dashboard/profile/verify-email-otp', {});
  await api('POST', '/api/dashboard/profile/verify-email', { otp: await mailedCode(dataDir, account.email) });
  return api;
}

/** Bytes on the wire for the page at `url`, scrolled through every gallery tile: everything, and pictures. */
async function measure(browser, url, phone, originals) {
  const context = await browser.newContext({ viewport: phone.viewport, deviceScaleFactor: phone.deviceScaleFactor, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  if (originals) {
    // Before: every picture request answered with the stored original, as a plain <img src> would be.
    await page.route(/\/api\/files\/[a-f0-9]{32}\.(jpg|png|webp)\?/, (route) => route.continue({ url: route.request().url().split('?')[0] }));
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map();
  const totals = { all: 0, pictures: 0, pictureCount: 0 };
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  cdp.on('Network.loadingFinished', (event) => {
    totals.all += event.encodedDataLength;
    if ((urls.get(event.requestId) ?? '').includes('/api/files/')) {
      totals.pictures += event.encodedDataLength;
      totals.pictureCount++;
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const tiles = page.locator('#gallery li');
  for (let i = 0; i < (await tiles.count()); i++) await tiles.nth(i).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await sleep(500);
  await context.close();
  return totals;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

const dataDir = mkdtempSync(join(tmpdir(), 'schoolpage-gallery-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const api = await schoolAdmin(server.baseUrl, dataDir);
  let uploaded = 0;
  for (const [index, [width, height]] of PHOTOS.entries()) {
    const picture = await photo(width, height, index);
    uploaded += picture.length;
    const form = new FormData();
    form.set('galleryImage', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`);
    form.set('alt', `Photo ${index + 1} of school life`);
    await api('POST', '/api/dashboard/visible/gallery', form);
  }
  const { slug } = (await api('GET', '/api/dashboard/profile/info')).info;
  await api('POST', '/api/dashboard/profile/publish-web');
  const folder = join(dataDir, 'files');
  const variants = () => readdirSync(folder).filter((name) => /-\d+\.(avif|webp|jpg)$/.test(name)).length;
  const started = Date.now();
  while (variants() < PHOTOS.length * VARIANTS_PER_PICTURE) await sleep(500);
  console.log(`${PHOTOS.length} photos uploaded (${kb(uploaded)}); every variant stored ${((Date.now() - started) / 1000).toFixed(1)} s after the last upload answered.`);

  const rows = [];
  for (const template of ['run', 'nbl']) {
    await api('POST', '/api/dashboard/template/template-update', { templateId: template });
    await sleep(500);
    for (const phone of PHONES) {
      const url = `${server.baseUrl}/s/${slug}/gallery`;
      const before = await measure(browser, url, phone, true);
      const after = await measure(browser, url, phone, false);
      rows.push({ template, phone: phone.name, before, after });
      console.log(
        `${template}, ${phone.name}: pictures ${kb(before.pictures)} -> ${kb(after.pictures)} (${before.pictureCount} -> ${after.pictureCount} files); ` +
          `whole page ${kb(before.all)} -> ${kb(after.all)}`,
      );
    }
  }
  console.log(JSON.stringify(rows, null, 2));
} finally {
  await browser.close();
  server.stop();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}
