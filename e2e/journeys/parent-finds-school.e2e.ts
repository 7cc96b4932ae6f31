import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { DashboardSession } from '../dashboard/support/dashboard-session';
import { usePublishedSchool } from '../sites/support/published-school';

/**
 * A parent finds the school and keeps its address (#42, journey a): a search with a typo suggests the school, which
 * opens at its own address `/s/<slug>`; a reload and the same address opened in another browser show the same
 * site, alert included; the Hindi page at `/s/<slug>/hi` shows the alert too. The search list keeps its words in
 * its address, so it can be reloaded and passed on as well. At 390 and 1366 px.
 */

const SHOTS = join(__dirname, '../../tmp/journeys/parent-finds-school');
const NAME = 'Marigold Valley Public School';
const TYPO = 'Marigld Valley';
const ALERT = 'School closed tomorrow: heavy rain';

async function send(session: DashboardSession, path: string, data: object): Promise<void> {
  const response = await session.context.request.post(path, { data });
  expect([response.status(), await response.text()]).toEqual([expect.any(Number), expect.stringContaining('"success":true')]);
}

const school = usePublishedSchool(async (session) => {
  const named = await session.context.request.post('/api/dashboard/home/orginfo', { multipart: { organizationName: NAME, welcomeMessage: 'Welcome to Marigold Valley.' } });
  expect(named.status()).toBe(200);
  await send(session, '/api/dashboard/languages', { default: 'en', languages: ['en', 'hi'] });
  await send(session, '/api/dashboard/alert', { message: ALERT, level: 'emergency' });
});

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const address = () => new URL(`/s/${school.slug}`, school.session.platform.baseUrl).href;

/** The school's site with its alert at the top, as a parent sees it. */
async function expectSiteWithAlert(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
  await page.getByRole('alert').filter({ hasText: ALERT }).waitFor();
}

describe.each([390, 1366])('at %i px', (width) => {
  it('a search with a typo opens the school at its own address, which reloads and can be shared, alert in English and Hindi', async () => {
    const parent = await school.visitor(width);
    await parent.goto('/');
    await parent.getByPlaceholder('Search your School ...').fill(TYPO);
    const suggestion = parent.getByRole('option', { name: new RegExp(NAME) });
    await suggestion.waitFor();
    await parent.screenshot({ path: join(SHOTS, `suggestion-${width}.png`) });
    await suggestion.click();

    await parent.waitForURL(address());
    await expectSiteWithAlert(parent);
    await parent.screenshot({ path: join(SHOTS, `school-${width}.png`) });

    await parent.reload();
    expect(parent.url()).toBe(address());
    await expectSiteWithAlert(parent);

    // Shared: the same address in a browser that has never been here (no navigation state, nothing stored).
    const friend = await school.visitor(width);
    await friend.goto(address());
    expect(friend.url()).toBe(address());
    await expectSiteWithAlert(friend);

    // In Hindi, from the site's own language switcher: the alert shows there too.
    await friend.getByRole('link', { name: 'हिन्दी' }).click();
    await friend.waitForURL(`${address()}/hi`);
    expect(await friend.locator('html').getAttribute('lang')).toBe('hi');
    await friend.getByRole('alert').filter({ hasText: ALERT }).waitFor();
    await friend.screenshot({ path: join(SHOTS, `school-hi-${width}.png`) });
    // With the slash at the end too: one address, the other answers 301 to it.
    const slashed = await fetch(`${address()}/hi/`, { redirect: 'manual' });
    expect([slashed.status, slashed.headers.get('location')]).toEqual([301, `/s/${school.slug}/hi`]);
  });

  it('the search list keeps the words in its address: reloaded or shared, it lists the school, which opens at its address', async () => {
    const parent = await school.visitor(width);
    await parent.goto('/');
    await parent.getByPlaceholder('Search your School ...').fill(TYPO);
    await parent.getByRole('button', { name: 'Search' }).click();
    await parent.waitForURL((url) => url.pathname === '/search-list' && url.searchParams.get('q') === TYPO);
    const listed = parent.getByRole('link', { name: new RegExp(NAME) });
    await listed.waitFor();

    const shared = await school.visitor(width);
    await shared.goto(parent.url());
    await shared.getByRole('link', { name: new RegExp(NAME) }).waitFor();
    await shared.screenshot({ path: join(SHOTS, `search-list-${width}.png`) });
    await shared.reload();
    await shared.getByRole('link', { name: new RegExp(NAME) }).click();
    await shared.waitForURL(address());
    await expectSiteWithAlert(shared);
  });
});
