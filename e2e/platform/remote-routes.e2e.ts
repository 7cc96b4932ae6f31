import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { openPage } from '../support/browser';
import { useBrowserSession } from '../support/browser-session';
import { takeOver } from '../sites/support/site-visitor';

const session = useBrowserSession({ shared: 'sites' });

/**
 * Opens `path` and returns the page plus the manifests the shell fetched at runtime and the remotes'
 * entry scripts (a school's server-rendered page loads its template by the entry script it names).
 */
async function visit(path: string) {
  const opened = await openPage(session.browser);
  const manifests: string[] = [];
  const entryScripts: string[] = [];
  opened.page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('/mf-manifest.json') && response.ok()) manifests.push(pathname);
    if (pathname.endsWith('/remoteEntry.js') && response.ok()) entryScripts.push(pathname);
  });
  await opened.page.goto(session.platform.baseUrl + path);
  return { ...opened, manifests, entryScripts };
}

describe('every top-level route renders its remote, learnt from the registry at runtime', () => {
  it('/ renders the landing remote with the search remote\'s box', async () => {
    const { page, manifests, close } = await visit('/');
    await page.getByPlaceholder('Search your School ...').waitFor();
    expect(manifests).toEqual(expect.arrayContaining(['/remotes/landing/mf-manifest.json', '/remotes/search/mf-manifest.json']));
    await close();
  });

  it('/search-list renders the search remote', async () => {
    const { page, manifests, close } = await visit('/search-list');
    await page.getByText('Available List').waitFor();
    expect(manifests).toContain('/remotes/search/mf-manifest.json');
    await close();
  });

  it('/dashboard renders the dashboard remote, which sends a visitor without a session to /login', async () => {
    const { page, manifests, close } = await visit('/dashboard');
    await page.waitForURL('**/login');
    await page.getByText('Log in to Dashboard').first().waitFor();
    expect(manifests).toContain('/remotes/dashboard/mf-manifest.json');
    await close();
  });

  it.each(['run', 'nbl'])('/web/%s?source=sample-template renders the %s template with the sample content', async (name) => {
    const { page, entryScripts, close } = await visit(`/web/${name}?source=sample-template`);
    await page.getByText(SAMPLE_SITE_CONTENT.organizationName).first().waitFor();
    await takeOver(page);
    expect(entryScripts).toContain(`/remotes/templates/${name}/remoteEntry.js`);
    await close();
  });

  it('the nbl sample about page lists all 4 faculty and 4 staff of the sample content', async () => {
    const { page, close } = await visit('/web/nbl/about?source=sample-template');
    const members = [...SAMPLE_SITE_CONTENT.facultyMember, ...SAMPLE_SITE_CONTENT.staffMember];
    expect(members).toHaveLength(8);
    for (const member of members) await page.getByText(member.fullName).first().waitFor();
    await close();
  });

  it.each(['curl-set', 'tech-light', 'timely-travel', 'manga-center', 'black-star', 'sandy-pleagad'])(
    'the placeholder template %s shows a coming-soon page',
    async (name) => {
      const { page, manifests, close } = await visit(`/web/${name}?source=sample-template`);
      await page.getByRole('heading', { name: 'Coming soon' }).waitFor();
      expect(manifests).toContain(`/remotes/templates/${name}/mf-manifest.json`);
      await close();
    },
  );

  it('an unknown path shows the 404 page whose Go Home button leads to /', async () => {
    const { page, close } = await visit('/no/such/page');
    await page.getByText('Oops! Page not found.').waitFor();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL(`${session.platform.baseUrl}/`);
    await close();
  });
});
