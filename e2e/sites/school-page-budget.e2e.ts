import { gzipSync } from 'node:zlib';
import { SAMPLE_SITE_CONTENT as SAMPLE } from '@schoolpage/content-contract/sample';
import { launchBrowser, type Browser } from '../support/browser';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { takeOver } from './support/site-visitor';

/**
 * The JavaScript budget of a school's page: a first-time visitor of a home page downloads at most 120 KB of
 * gzipped JavaScript (the figure `tools/scripts/measure-platform.mjs` reports against), counted here as that
 * script counts it: every script the page fetches until the network is quiet, each gzipped at level 9. The
 * sample previews are rendered and hydrated as schools' pages are, with each template's full sample content.
 */
const SCHOOL_PAGE_BUDGET_KB = 120;

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await sharedPlatform('sites');
  // What a first visit downloads: every page in a context nobody used.
  browser = await launchBrowser({ fresh: true });
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The scripts a first visit of `path` downloads, each with its size gzipped. */
async function scriptsOf(path: string): Promise<{ path: string; gzip: number }[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const scripts: Promise<{ path: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      scripts.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${platform.baseUrl}${path}`, { waitUntil: 'networkidle' });
    await takeOver(page);
    await page.getByText(SAMPLE.organizationName).first().waitFor();
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
}

it.each(['nbl', 'run'])('keeps the %s home page within the school page budget', async (template) => {
  const scripts = await scriptsOf(`/web/${template}?source=sample-template`);
  const totalKb = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  // Counted: React, the page's entry and the template's own files are all there.
  expect(totalKb).toBeGreaterThan(60);
  expect(scripts.some((script) => script.path.includes(`/templates/${template}/`))).toBe(true);
  // Over the budget, the failure lists every script with its size, so the one that grew shows.
  expect(totalKb <= SCHOOL_PAGE_BUDGET_KB ? [] : [`${totalKb.toFixed(1)} KB`, ...scripts]).toEqual([]);
});
