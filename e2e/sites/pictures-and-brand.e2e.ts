import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, type Browser } from '../support/browser';
import { startPlatform, type RunningPlatform } from '../support/platform';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { takeOver } from './support/site-visitor';

/**
 * A school's own pictures and look on its public site (/s/<slug>): pictures in the width and format the
 * screen needs, the gallery viewer by keyboard, the hero cropped around its focal point, and the brand
 * colour and heading typeface with AA contrast kept.
 */

const SCHOOL = schoolAccount('Riverside Public School', 'riverside');
const BRAND = { color: '#ffd400', headingFont: 'playfair-display' };
/**
 * The first as large as the widest width offered (2400 px); the others over the widths a phone takes (640 px) but
 * smaller, as making every width and format of a picture costs the server CPU by its size.
 */
const PHOTOS = [
  { alt: 'Pupils planting saplings by the river', width: 2400, height: 1800 },
  { alt: 'The school choir on stage', width: 1200, height: 800 },
  { alt: 'A girl reading in the library, portrait', width: 800, height: 1200, focalPoint: { x: 0.5, y: 0.2 } },
  { alt: 'Sports day relay race', width: 1000, height: 750 },
];
/** Variants a picture is kept in: 5 widths x AVIF, WebP and JPEG. */
const VARIANTS_PER_PICTURE = 15;

let platform: RunningPlatform;
let browser: Browser;
let slug: string;
let galleryUrls: string[];
let logoUrl: string;
let originalBytes: number;

/** A photo-like JPEG: soft shapes and fine grain, so it compresses as a camera photo does. */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const grain = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120 + seed * 10, sigma: 30 } } })
    .blur(1.2)
    .png()
    .toBuffer();
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 70},70%,55%)"/><stop offset="1" stop-color="hsl(${seed * 70 + 140},60%,35%)"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)" opacity="0.75"/>
      <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#fff" opacity="0.35"/>
    </svg>`,
  );
  return sharp(grain).composite([{ input: shapes }]).jpeg({ quality: 88 }).toBuffer();
}

function blobOf(data: Buffer, type: string): Blob {
  return new Blob([new Uint8Array(data)], { type });
}

/** Waits until the pictures whose answers are `answers` are kept in `expected` variants in all (other schools may share the server). */
async function variantsStored(answers: unknown[], expected: number): Promise<void> {
  const folder = join(platform.dataDir, 'files');
  const keys = new Set(JSON.stringify(answers).match(/[a-f0-9]{32}/g));
  const variant = /^([a-f0-9]{32})-\d+\.(avif|webp|jpg|png)$/;
  const count = () => readdirSync(folder).filter((name) => keys.has(name.match(variant)?.[1] ?? '')).length;
  for (let i = 0; i < 600 && count() < expected; i++) await sleep(200);
  expect(count()).toBeGreaterThanOrEqual(expected);
}

beforeAll(async () => {
  // A server of its own: making every width and format of six photos keeps a server's picture work busy.
  platform = await startPlatform({ ACCOUNT_UPLOADS_PER_MINUTE: '1000', ACCOUNT_WRITES_PER_MINUTE: '1000' });
  browser = await launchBrowser();
  const school = await SchoolAdmin.register(platform, SCHOOL);

  const welcome = new FormData();
  welcome.set('welcomeMessage', 'A school by the river.');
  welcome.set('organizationImage', blobOf(await photo(1600, 800, 0), 'image/jpeg'), 'hero.jpg');
  welcome.set('focalPoint', JSON.stringify({ x: 0.2, y: 0.8 }));
  welcome.set('organizationLogo', blobOf(await sharp(await photo(640, 640, 5)).png().toBuffer(), 'image/png'), 'logo.png');
  await school.postForm('/api/dashboard/home/orginfo', welcome);

  for (const [index, picture] of PHOTOS.entries()) {
    const form = new FormData();
    form.set('galleryImage', blobOf(await photo(picture.width, picture.height, index + 1), 'image/jpeg'), `photo-${index}.jpg`);
    form.set('altText', picture.alt);
    if ('focalPoint' in picture) form.set('focalPoint', JSON.stringify(picture.focalPoint));
    await school.postForm('/api/dashboard/visible/gallery', form);
  }
  const orgInfo = (await school.get('/api/dashboard/home/orginfo')).info as { organizationLogo: string };
  const gallery = (await school.get('/api/dashboard/visible/gallery')).info as { url: string }[];
  logoUrl = orgInfo.organizationLogo;
  galleryUrls = gallery.map((picture) => picture.url);
  originalBytes = 0;
  for (const url of galleryUrls) originalBytes += (await (await fetch(platform.baseUrl + url)).arrayBuffer()).byteLength;

  await school.post('/api/dashboard/brand', BRAND);
  await school.chooseTemplate('run');
  await school.publish();
  slug = ((await school.get('/api/dashboard/profile/info')).info as { slug: string }).slug;
  await variantsStored([orgInfo, gallery], (PHOTOS.length + 2) * VARIANTS_PER_PICTURE);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A page that records script errors and console errors (React reports a hydration mismatch there). */
async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${platform.baseUrl}/s/${slug}${path}`);
  await takeOver(page);
  // The marker comes as hydration starts; the page's own view (a chunk of its own) takes over once it is fetched and
  // drawn. Until then a tile is the plain link to the photo, so the journeys press it only after that.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return { page, errors };
}

describe('pictures on a phone', () => {
  it('offers AVIF and WebP in every width, and a 390 px phone downloads small versions only', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const pictures: { url: string; type: string; bytes: number }[] = [];
    context.on('response', async (response) => {
      if (!response.url().includes('/api/files/')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      pictures.push({ url: response.url(), type: response.headers()['content-type'] ?? '', bytes: body.length });
    });
    try {
      const { page, errors } = await open(context, '/gallery');
      const tiles = page.locator('#gallery picture');
      expect(await tiles.count()).toBe(PHOTOS.length);
      const first = tiles.first();
      expect(await first.locator('source').evaluateAll((sources) => sources.map((s) => s.getAttribute('type')))).toEqual(['image/avif', 'image/webp']);
      expect(await first.locator('source[type="image/avif"]').getAttribute('srcset')).toContain(`${galleryUrls[0]}?w=320&f=avif 320w`);
      const image = first.locator('img');
      expect(await image.getAttribute('srcset')).toContain(`${galleryUrls[0]}?w=2400&f=jpg 2400w`);
      expect(await image.getAttribute('sizes')).toBeTruthy();
      expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);

      // Every tile, scrolled into view.
      for (let i = 0; i < PHOTOS.length; i++) await tiles.nth(i).locator('img').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      const galleryPictures = pictures.filter((p) => galleryUrls.some((url) => p.url.includes(url)));
      expect(galleryPictures).toHaveLength(PHOTOS.length);
      for (const picture of galleryPictures) {
        expect(picture.type).toBe('image/avif');
        expect(Number(new URL(picture.url).searchParams.get('w'))).toBeLessThanOrEqual(640);
      }
      // The header's 40 px logo comes in the smallest width, not as uploaded.
      const logo = pictures.filter((p) => p.url.includes(logoUrl));
      expect(logo.map((p) => new URL(p.url).searchParams.get('w'))).toEqual(['320']);
      const downloaded = galleryPictures.reduce((sum, p) => sum + p.bytes, 0);
      console.log(`Gallery pictures on a 390 px phone (DPR 3): ${downloaded} bytes; their originals: ${originalBytes} bytes.`);
      expect(downloaded * 8).toBeLessThan(originalBytes);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps every picture a plain link to the whole photo without JavaScript', async () => {
    const html = await (await fetch(`${platform.baseUrl}/s/${slug}/gallery`)).text();
    for (const url of galleryUrls) expect(html).toContain(`href="${url}"`);
    expect(html).not.toContain('<dialog');
  });
});

describe('the gallery viewer', () => {
  it('opens by keyboard, goes on with the arrows, shows a portrait photo whole, and closes with Esc back to its tile', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' });
    try {
      const { page, errors } = await open(context, '/gallery');
      const firstTile = page.getByRole('link', { name: PHOTOS[0].alt });
      await firstTile.focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', { name: `Photo 1 of ${PHOTOS.length}` });
      await viewer.waitFor();
      expect(await viewer.getByText(PHOTOS[0].alt).isVisible()).toBe(true);

      await page.keyboard.press('ArrowRight');
      await page.getByRole('dialog', { name: `Photo 2 of ${PHOTOS.length}` }).waitFor();
      await page.keyboard.press('ArrowRight');
      const portrait = page.getByRole('dialog', { name: `Photo 3 of ${PHOTOS.length}` });
      await portrait.waitFor();
      const shown = portrait.getByRole('img', { name: PHOTOS[2].alt });
      await page.waitForFunction((alt) => document.querySelector<HTMLImageElement>(`dialog img[alt="${alt}"]`)?.complete, PHOTOS[2].alt);
      const box = await shown.boundingBox();
      const natural = await shown.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight, fit: getComputedStyle(img).objectFit }));
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
      expect(natural.fit).toBe('contain');
      // Shown in its own proportions: taller than wide, nothing cut off.
      expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - natural.width / natural.height)).toBeLessThan(0.02);

      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // In its tile the portrait is cropped around its focal point, near the top.
      expect(await page.getByRole('link', { name: PHOTOS[2].alt }).locator('img').evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 20%');
      expect(await firstTile.evaluate((tile) => tile === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the gallery viewer on a touch screen', () => {
  it('opens with a tap and moves on with a swipe to the left', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    try {
      const { page, errors } = await open(context, '/gallery');
      await page.getByRole('link', { name: PHOTOS[0].alt }).tap();
      const viewer = page.getByRole('dialog', { name: `Photo 1 of ${PHOTOS.length}` });
      await viewer.waitFor();
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: 400 }] });
      await touch('touchStart', 320);
      for (const x of [260, 200, 140, 80]) await touch('touchMove', x);
      await touch('touchEnd', 80);
      await page.getByRole('dialog', { name: `Photo 2 of ${PHOTOS.length}` }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the school's look", () => {
  it('sets the brand palette on the site root, keeps AA contrast, loads the self-hosted heading typeface, and crops the hero around its focal point', async () => {
    const html = await (await fetch(`${platform.baseUrl}/s/${slug}`)).text();
    expect(html).toContain('--sp-brand:#ffd400');

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    try {
      const { page, errors } = await open(context, '');
      const measured = await page.evaluate(async () => {
        const root = document.querySelector('#site-main')?.parentElement as HTMLElement;
        const value = (name: string) => getComputedStyle(root).getPropertyValue(name).trim();
        const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
        const luminance = (hex: string) => {
          const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const contrast = (a: string, b: string) => {
          const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (light + 0.05) / (dark + 0.05);
        };
        const font = value('--sp-heading-font');
        const faces = await document.fonts.load(`700 32px ${font}`, 'Riverside');
        return {
          brand: value('--sp-brand'),
          onBrand: contrast(value('--sp-on-brand'), value('--sp-brand')),
          strongOnWhite: contrast(value('--sp-brand-strong'), '#ffffff'),
          strongOnSoft: contrast(value('--sp-brand-strong'), value('--sp-brand-soft')),
          font,
          fontFiles: faces.map((face) => face.family),
          fontRequests: performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.woff2')),
          heroPosition: getComputedStyle(document.querySelector('img[fetchpriority="high"]') as HTMLElement).objectPosition,
        };
      });
      expect(measured.brand).toBe('#ffd400');
      expect(measured.onBrand).toBeGreaterThanOrEqual(4.5);
      expect(measured.strongOnWhite).toBeGreaterThanOrEqual(4.5);
      expect(measured.strongOnSoft).toBeGreaterThanOrEqual(4.5);
      expect(measured.font).toContain('SchoolPage Playfair Display');
      expect(measured.fontFiles).toContain('SchoolPage Playfair Display');
      for (const file of measured.fontRequests) expect(file.startsWith(platform.baseUrl)).toBe(true);
      expect(measured.heroPosition).toBe('20% 80%');

      // The template takes them: headings in the chosen typeface, and every element painted in the brand
      // colour (or its strong shade) keeps its text readable.
      const applied = await page.evaluate(() => {
        const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const [lr, lg, lb] = [r, g, b].map((v) => v / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
          return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
        };
        const contrast = (a: number[], b: number[]) => {
          const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (light + 0.05) / (dark + 0.05);
        };
        const root = document.querySelector('#site-main')?.parentElement as HTMLElement;
        const brandColours = ['--sp-brand', '--sp-brand-strong'].map((name) => {
          const probe = document.createElement('span');
          probe.style.color = `var(${name})`;
          root.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        });
        const painted = [...root.querySelectorAll<HTMLElement>('*')].filter(
          (element) => brandColours.includes(getComputedStyle(element).backgroundColor) && (element.textContent ?? '').trim() !== '' && element.children.length === 0,
        );
        return {
          headingFont: getComputedStyle(document.querySelector('h1') as HTMLElement).fontFamily,
          painted: painted.length,
          worst: Math.min(...painted.map((element) => contrast(rgb(getComputedStyle(element).color), rgb(getComputedStyle(element).backgroundColor)))),
        };
      });
      expect(applied.headingFont).toContain('SchoolPage Playfair Display');
      expect(applied.painted).toBeGreaterThan(0);
      expect(applied.worst).toBeGreaterThanOrEqual(4.5);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
