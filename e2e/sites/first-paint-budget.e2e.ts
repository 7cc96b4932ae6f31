import { gzipSync } from 'node:zlib';
import { eventually } from '../dashboard/support/dashboard-session';
import { launchBrowser, type Browser, type Page } from '../support/browser';
import type { RunningPlatform } from '../support/platform';
import { siteSlugOf } from '../support/server-rendered-page';
import { sharedPlatform } from '../support/shared-platforms';
import { fillInFullSchool } from './support/full-school';
import { SchoolAdmin, schoolAccount } from './support/school-admin';
import { takeOver } from './support/site-visitor';

/**
 * The first paint of a school's page (#45): a filled school's home page paints from its document and its hero
 * picture alone, and the document fits the first round trips of a slow phone link. Over a 1.6 Mbit/s link every
 * byte before the first paint costs time: the page's HTML is at most FIRST_PAINT_HTML_BUDGET_KB gzipped (the page
 * with its styles written in and the content its take-over needs; about what a new connection's first window
 * carries, 10 packets), names no stylesheet, font or script the browser must wait for, and preloads nothing but its
 * hero picture. The script budget stays (school-page-budget.e2e.ts). Loading the page runs none of the site's
 * script (the take-over waits for the visitor's first sign of presence) but counts the view: its entry, all it
 * downloads and runs at load, carries neither the federation runtime nor React and is at most
 * ENTRY_SCRIPT_BUDGET_KB gzipped.
 */
const FIRST_PAINT_HTML_BUDGET_KB = 14;
const ENTRY_SCRIPT_BUDGET_KB = 2;

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

/** How many pixels of two screenshots of one size differ by more than a repaint's smoothing (a blank page compares them). */
async function pixelsApart(one: Buffer, other: Buffer): Promise<number> {
  const page = await browser.newPage();
  try {
    return await comparedIn(page, one, other);
  } finally {
    await page.close();
  }
}

function comparedIn(page: Page, one: Buffer, other: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const picture = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(picture.width, picture.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2D canvas.');
        context.drawImage(picture, 0, 0);
        return context.getImageData(0, 0, picture.width, picture.height).data;
      };
      const [first, second] = await Promise.all([pixels(a), pixels(b)]);
      if (first.length !== second.length) return Infinity;
      let apart = 0;
      for (let i = 0; i < first.length; i += 4) {
        if (Math.max(Math.abs(first[i] - second[i]), Math.abs(first[i + 1] - second[i + 1]), Math.abs(first[i + 2] - second[i + 2])) > 24) apart++;
      }
      return apart;
    },
    [one.toString('base64'), other.toString('base64')] as const,
  );
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

  it("looks the same taken over, with its template's whole stylesheets, as with its own styles alone", async () => {
    const { url } = await homeDocument(template);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const templateSheets = () => page.locator('link[rel="stylesheet"][data-rspack]').count();
      // A whole-page screenshot brings the lazy pictures in: taken once first, so both pictures have them all.
      await page.screenshot({ fullPage: true });
      await page.waitForLoadState('networkidle');
      // The slideshow's play button is the site's state, not a style: the server offers Pause, a visitor asking for
      // reduced motion gets Play once the site runs. Its row of controls is masked in both pictures.
      const shot = () => page.screenshot({ fullPage: true, mask: [page.getByRole('button', { name: /slideshow/ }).locator('..')] });
      const own = await shot();
      // Still the server's page, with the styles written in it alone.
      expect([await page.locator('html[data-site-hydrated]').count(), await templateSheets()]).toEqual([0, 0]);
      // A key that moves nothing: a pointer would draw a hover where it rests.
      await takeOver(page, 'key');
      await page.waitForLoadState('networkidle');
      expect(await templateSheets()).toBeGreaterThan(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // The same picture: a repaint may shade an edge's smoothing by a few levels, a missing rule changes far more.
      expect(await pixelsApart(own, await shot())).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * The pages the visit beacons (`POST /api/web/visit`) sent from `page` report, in order, read when each is sent
 * (a beacon's body is not in the browser's request events); a beacon that never left the page is not counted.
 */
async function reportedPages(page: Page): Promise<() => Promise<string[]>> {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/web/visit') sent += 1;
  });
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const reported: string[] = [];
    Object.assign(window, { reportedPages: reported });
    navigator.sendBeacon = (url, body) => {
      if (typeof body === 'string') reported.push((JSON.parse(body) as { page: string }).page);
      return send(url, body);
    };
  });
  return async () => {
    const pages = await page.evaluate(() => (window as unknown as { reportedPages: string[] }).reportedPages);
    return pages.slice(0, sent);
  };
}

describe.each(TEMPLATES)("the %s home page's script", (template) => {
  it('runs none of the site while the page loads with no one acting on it, and counts the view', async () => {
    const { url } = await homeDocument(template);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      const entrySizes: Promise<number>[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') entrySizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length / 1024));
      });
      const reported = await reportedPages(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1_000);
      // The page's entry alone: neither React nor the template is downloaded, so nothing of theirs runs.
      expect(scripts).toEqual([expect.stringMatching(/^\/site\.[0-9a-f]+\.js$/)]);
      expect((await Promise.all(entrySizes)).map((kb) => (kb <= ENTRY_SCRIPT_BUDGET_KB ? 'within' : `${kb.toFixed(1)} KB gzipped`))).toEqual(['within']);
      expect(await page.locator('html[data-site-hydrated]').count()).toBe(0);
      expect(await reported()).toEqual(['']);
      // The bands below the first screen, left undrawn for the first paint, are drawn right after it, one a frame:
      // then every band is drawn as usual and the page's elements are as the server sent them.
      const bandsLeft = () => page.evaluate(() => [document.documentElement.getAttribute('data-bands'), document.querySelectorAll('section[style]').length]);
      await eventually(async () => expect(await bandsLeft()).toEqual([null, 0]));
    } finally {
      await context.close();
    }
  });

  it('opens at the section a shared link names, and back where the visitor was', async () => {
    const { url } = await homeDocument(template);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const visionTop = () => page.evaluate(() => Math.round(document.getElementById('vision-mission')?.getBoundingClientRect().top ?? NaN) + 0);
      // A link to the school's vision, shared by a parent: the page opens with it at the top of the screen, its
      // heading in sight (not under a sticky bar), though the bands above it are drawn after the first paint.
      await page.goto(`${url}#vision-mission`, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      const headingInSight = () =>
        page.evaluate(() => {
          const heading = document.getElementById('vision-mission-title') as HTMLElement;
          const box = heading.getBoundingClientRect();
          return heading.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
        });
      expect([await headingInSight(), (await visionTop()) < 150]).toEqual([true, true]);
      // Down at the vision (a scroll: the visitor is there, every band is drawn), on to another page and back: the
      // browser puts the visitor back where they were.
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(() => document.getElementById('vision-mission')?.scrollIntoView());
      await page.locator('html[data-site-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const left = await visionTop();
      await page.goto(`${url}/about`, { waitUntil: 'load' });
      await page.goBack({ waitUntil: 'load' });
      // Compared once the page is taken over again, as it was when the visitor left.
      await page.mouse.move(5, 5);
      await page.locator('html[data-site-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await visionTop()).toBe(left);
    } finally {
      await context.close();
    }
  });

  it('takes the page over at the first sign of a visitor, answers the button pressed before it, and counts the view once', async () => {
    const { url } = await homeDocument(template);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      const reported = await reportedPages(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      const menu = page.getByRole('button', { name: 'Menu' });
      // The visitor's first act is a tap on Menu: it starts the take-over, and the menu opens once the site answers.
      await menu.tap();
      await page.locator('html[data-site-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      // A move in the page counts the next page.
      await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).tap();
      await page.waitForURL(`${url}/about`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await eventually(async () => expect(await reported()).toEqual(['', 'about']));
    } finally {
      await context.close();
    }
  });
});
