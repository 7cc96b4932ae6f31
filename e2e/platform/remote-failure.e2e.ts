import { openPage } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';

const session = useBrowserSession();

const UNAVAILABLE = 'This part of the page could not be loaded.';

describe('a remote that cannot be fetched', () => {
  it('shows a clear message with a retry button while the rest of the shell keeps working', async () => {
    await session.platform.writeRegistry({ remotes: [{ name: 'search', entry: '/remotes/search-gone/mf-manifest.json' }] });
    const { page, close } = await openPage(session.browser);
    await page.goto(`${session.platform.baseUrl}/search-list`);

    await page.getByRole('alert').getByText(UNAVAILABLE).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    // The shell still navigates, and other remotes still load.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await page.getByText(UNAVAILABLE).waitFor({ state: 'detached' });
    await close();
    await session.platform.writeRegistry({ remotes: [] });
  });

  it('loads the remote when the visitor presses Try again once its files are reachable', async () => {
    const { page, close } = await openPage(session.browser);
    let reachable = false;
    await page.route('**/remotes/search/mf-manifest.json', (route) => (reachable ? route.continue() : route.abort()));
    await page.goto(`${session.platform.baseUrl}/search-list`);
    await page.getByText(UNAVAILABLE).waitFor();

    reachable = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Available List').waitFor();
    expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
    await close();
  });
});
