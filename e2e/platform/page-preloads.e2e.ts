import { openPage } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';

// What a first visit downloads: every page in a context nobody used.
const session = useBrowserSession({ shared: 'sites', fresh: true });

const preloadedHrefs = (html: string) => [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].map(([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? '');

describe('files named up front in the page', () => {
  it.each([
    ['/web/nbl?source=sample-template', '/remotes/templates/nbl/remoteEntry.js'],
    ['/web/run/notices?source=sample-template', '/remotes/templates/run/remoteEntry.js'],
    ['/', '/api/platform/remotes'],
  ])('on %s each is used, and each file is downloaded once', async (path, expectedPreload) => {
    const html = await (await fetch(session.platform.baseUrl + path)).text();
    const preloads = preloadedHrefs(html);
    expect(preloads).toContain(expectedPreload);
    // The shell's own start-up files are named on every page, next to its entry (on a school's page: the
    // take-over and the one file of React, React DOM and the router).
    expect(preloads.filter((href) => /^\/[\w.-]+\.js$/.test(href)).length).toBeGreaterThan(1);

    const { page, errors, close } = await openPage(session.browser);
    const downloads = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      const key = url.pathname + url.search;
      downloads.set(key, (downloads.get(key) ?? 0) + 1);
    });
    await page.goto(session.platform.baseUrl + path);
    await page.waitForLoadState('networkidle');
    await page.locator('main, [role="main"]').first().waitFor();

    for (const href of preloads) expect([href, downloads.get(href)]).toEqual([href, 1]);
    expect([...downloads].filter(([, times]) => times > 1)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
