import { openPage } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { takeOver } from '../sites/support/site-visitor';

// What a first visit downloads: every page in a context nobody used.
const session = useBrowserSession({ shared: 'sites', fresh: true });

const preloadTags = (html: string) => [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].map(([tag]) => tag);
const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1] ?? '';

/** Every file a first visit of `path` downloads, with how many times (on a school's page, its take-over's too). */
async function downloadsOf(path: string, visitorActs = false): Promise<Map<string, number>> {
  const { page, errors, close } = await openPage(session.browser);
  const downloads = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = url.pathname + url.search;
    downloads.set(key, (downloads.get(key) ?? 0) + 1);
  });
  await page.goto(session.platform.baseUrl + path);
  await page.waitForLoadState('networkidle');
  if (visitorActs) {
    await takeOver(page);
    await page.waitForLoadState('networkidle');
  }
  await page.locator('main, [role="main"]').first().waitFor();
  expect(errors).toEqual([]);
  await close();
  return downloads;
}

describe('files named up front in the page', () => {
  it('on / each is used, and each file is downloaded once', async () => {
    const html = await (await fetch(session.platform.baseUrl + '/')).text();
    const preloads = preloadTags(html).map(hrefOf);
    expect(preloads).toContain('/api/platform/remotes');
    // The shell's own start-up files are named on every page, next to main.js.
    expect(preloads.filter((href) => /^\/[\w.-]+\.js$/.test(href)).length).toBeGreaterThan(3);

    const downloads = await downloadsOf('/');
    for (const href of preloads) expect([href, downloads.get(href)]).toEqual([href, 1]);
    expect([...downloads].filter(([, times]) => times > 1)).toEqual([]);
  });

  // A school's page paints from its document and its hero picture (#45): the take-over's files are downloaded after.
  it.each([
    ['/web/nbl?source=sample-template', '/remotes/templates/nbl/remoteEntry.js'],
    ['/web/run/notices?source=sample-template', '/remotes/templates/run/remoteEntry.js'],
  ])('on %s only pictures are named, and each file is downloaded once', async (path, takeOverScript) => {
    const html = await (await fetch(session.platform.baseUrl + path)).text();
    expect(preloadTags(html).filter((tag) => !/as="image"/.test(tag))).toEqual([]);

    const downloads = await downloadsOf(path, true);
    expect(downloads.get(takeOverScript)).toBe(1);
    for (const tag of preloadTags(html)) expect([hrefOf(tag), downloads.get(hrefOf(tag).replace(/&amp;/g, '&'))]).toEqual([hrefOf(tag), 1]);
    expect([...downloads].filter(([, times]) => times > 1)).toEqual([]);
  });
});
