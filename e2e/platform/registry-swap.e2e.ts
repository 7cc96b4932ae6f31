import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { openPage } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';

const session = useBrowserSession();

const shellPage = resolve(__dirname, '../../dist/apps/shell/index.html');

describe('the registry decides which build renders a template', () => {
  it('pointing the run template at another build takes effect on reload, with no shell rebuild', async () => {
    const shellBuiltAt = statSync(shellPage).mtimeMs;
    const { page, close } = await openPage(session.browser);
    const manifests: string[] = [];
    page.on('response', (r) => r.url().endsWith('mf-manifest.json') && manifests.push(new URL(r.url()).pathname));

    // An unknown page of the run template answers with run's own text (spec §2).
    await page.goto(`${session.platform.baseUrl}/web/run/no-such-page?source=sample-template`);
    await page.getByText('Run route not found').waitFor();
    expect(manifests).toContain('/remotes/templates/run/mf-manifest.json');

    await session.platform.writeRegistry({
      remotes: [{ name: 'template_run', entry: '/remotes/templates/nbl/mf-manifest.json' }],
    });
    manifests.length = 0;
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(manifests).toContain('/remotes/templates/nbl/mf-manifest.json');
    expect(await page.getByText('Run route not found').count()).toBe(0);
    expect(manifests).not.toContain('/remotes/templates/run/mf-manifest.json');
    expect(statSync(shellPage).mtimeMs).toBe(shellBuiltAt);
    await close();
  });
});
