import { openPage } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { takeOver } from '../sites/support/site-visitor';

// What a first visit downloads: every page in a context nobody used.
const session = useBrowserSession({ shared: 'sites', fresh: true });

const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-router-dom'];

/** A string every copy of React (react, react-dom, react/jsx-runtime) carries, minified or not. */
const REACT_MARKER = 'react.transitional.element';

interface ProvidedShare {
  scope: string;
  pkg: string;
  providers: string[];
}

describe('one React in the page', () => {
  it.each(['/', '/web/nbl?source=sample-template', '/dashboard'])(
    'on %s every remote uses the single React the shell provides',
    async (path) => {
      const { page, errors, close } = await openPage(session.browser);
      const reactFiles: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('.js')) return;
        const body = await response.text().catch(() => '');
        if (body.includes(REACT_MARKER)) reactFiles.push(new URL(response.url()).pathname);
      });
      await page.goto(session.platform.baseUrl + path);
      // A school's page is taken over, and so loads React, at the visitor's first move (#45).
      if (path.startsWith('/web/')) await takeOver(page);
      await page.waitForLoadState('networkidle');
      // On a busy machine the network can rest before the page's remotes have registered: give them time.
      await page
        .waitForFunction(() => ((window as unknown as { __FEDERATION__?: { __INSTANCES__?: unknown[] } }).__FEDERATION__?.__INSTANCES__?.length ?? 0) > 1, null, { timeout: 15_000 })
        .catch(() => undefined);

      // React arrives once, from the shell; no remote's own fallback copy is ever fetched.
      expect(reactFiles.length).toBeGreaterThan(0);
      expect(reactFiles.filter((file) => file.startsWith('/remotes/'))).toEqual([]);
      const shares: ProvidedShare[] = await page.evaluate((names) => {
        const shareScopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } }).__FEDERATION__.__SHARE__;
        const found: ProvidedShare[] = [];
        for (const [scope, scopes] of Object.entries(shareScopes)) {
          for (const pkg of names) {
            const versions = scopes['default']?.[pkg];
            if (versions) found.push({ scope, pkg, providers: Object.values(versions).filter((v) => v.loaded).map((v) => v.from) });
          }
        }
        return found;
      }, SINGLETONS);
      const instances = await page.evaluate(() =>
        (window as unknown as { __FEDERATION__: { __INSTANCES__: { name: string }[] } }).__FEDERATION__.__INSTANCES__.map((i) => i.name),
      );
      expect(instances.length).toBeGreaterThan(1);
      expect(shares.length).toBeGreaterThan(0);
      for (const share of shares) expect(share.providers).toEqual(['shell']);
      expect(errors.filter((e) => /Invalid hook call|more than one copy of React/i.test(e))).toEqual([]);
      await close();
    },
  );
});
