import { gzipSync } from 'node:zlib';
import { launchBrowser, type Browser } from '../support/browser';
import type { RunningPlatform } from '../support/platform';
import { siteSlugOf } from '../support/server-rendered-page';
import { sharedPlatform } from '../support/shared-platforms';
import { fillInFullSchool } from './support/full-school';
import { SchoolAdmin, schoolAccount } from './support/school-admin';

/**
 * The first paint of a school's page (#45): a filled school's home page paints from its document and its hero
 * picture alone, and the document fits the first round trips of a slow phone link. Over a 1.6 Mbit/s link every
 * byte before the first paint costs time: the page's HTML is at most FIRST_PAINT_HTML_BUDGET_KB gzipped (the page
 * with its styles written in and the content its take-over needs; about what a new connection's first window
 * carries, 10 packets), names no stylesheet, font or script the browser must wait for, and preloads nothing but its
 * hero picture. The script budget stays (school-page-budget.e2e.ts).
 */
const FIRST_PAINT_HTML_BUDGET_KB = 14;

const TEMPLATES = ['nbl', 'run'] as const;

let platform: RunningPlatform;
let browser: Browser;
const slugs = new Map<string, string>();

beforeAll(async () => {
  platform = await sharedPlatform('sites');
  browser = await launchBrowser({ fresh: true });
  for (const template of TEMPLATES) {
    const admin = await SchoolAdmin.register(platform, schoolAccount(`Greenfield Public School ${template}`, `firstpaint${template}`));
    await fillInFullSchool(admin);
    await admin.chooseTemplate(template);
    await admin.publish();
    slugs.set(template, await siteSlugOf(admin));
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The home page's document as the server sends it, and the path of its hero picture (what its preload names). */
async function homeDocument(template: string): Promise<{ url: string; html: string; heroPath: string | undefined }> {
  const url = `${platform.baseUrl}/s/${slugs.get(template)}`;
  const html = await (await fetch(url)).text();
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
  const first = /(?:imagesrcset|href)="([^" ]+)/.exec(preload)?.[1]?.replace(/&amp;/g, '&');
  return { url, html, heroPath: first ? new URL(first, url).pathname : undefined };
}

/** A screenshot of the page's first screen on a phone without JavaScript, every request but `allowed` refused. */
async function firstScreen(url: string, allowed?: (url: URL) => boolean): Promise<{ png: Buffer; refused: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const refused: string[] = [];
  try {
    if (allowed) {
      await context.route('**/*', (route) => {
        const requested = new URL(route.request().url());
        if (requested.href === url || allowed(requested)) return route.continue();
        refused.push(requested.pathname + requested.search);
        return route.abort();
      });
    }
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return { png: await page.screenshot(), refused };
  } finally {
    await context.close();
  }
}

describe.each(TEMPLATES)('the %s home page of a filled school', (template) => {
  it(`is at most ${FIRST_PAINT_HTML_BUDGET_KB} KB of gzipped HTML`, async () => {
    const { html } = await homeDocument(template);
    const kb = gzipSync(Buffer.from(html), { level: 9 }).length / 1024;
    // Checked first: the page is the filled one (its hero picture, its notices and news are there).
    expect(html).toContain('fetchpriority="high"');
    expect(kb <= FIRST_PAINT_HTML_BUDGET_KB ? [] : [`${kb.toFixed(1)} KB gzipped`]).toEqual([]);
  });

  it('names nothing its first paint waits for, and preloads only its hero picture', async () => {
    const { html, heroPath } = await homeDocument(template);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(heroPath).toMatch(/^\/api\/files\//);
    expect([...head.matchAll(/<link\b[^>]*\brel="(?:stylesheet|preload|modulepreload)"[^>]*>/g)].map(([tag]) => tag.replace(/ imagesrcset="[^"]*"/, ''))).toEqual([
      expect.stringMatching(/^<link rel="preload" as="image"[^>]* fetchpriority="high">$/),
    ]);
    // Scripts that run wait for the document (defer); the others are data.
    const blocking = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/\bdefer\b|\basync\b|type="application\/(?:ld\+)?json"/.test(tag));
    expect(blocking).toEqual([]);
    expect(head).not.toMatch(/@import|as="font"/);
  });

  it('paints its first screen from the document and the hero picture alone, as it looks with every file', async () => {
    const { url, heroPath } = await homeDocument(template);
    const whole = await firstScreen(url);
    const alone = await firstScreen(url, (requested) => requested.pathname === heroPath);
    expect(alone.png.equals(whole.png)).toBe(true);
  });
});
