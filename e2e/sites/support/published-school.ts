import type { BrowserContext, Page } from 'playwright-core';
import { startDashboardSession, type DashboardSession } from '../../dashboard/support/dashboard-session';
import { freshContext } from '../../support/recycled-contexts';

/** A school of its own on the shared dashboard server, published, with its admin signed in, and its parents' browsers. */
export interface PublishedSchool {
  session: DashboardSession;
  slug: string;
  /** A parent's browser: no session cookie, at `width` px (phone 390, desktop 1366). */
  visitor(width?: number, javaScriptEnabled?: boolean): Promise<Page>;
}

export interface PublishedSchoolOptions {
  /**
   * Every parent's browser is one nobody used (its HTTP cache empty), for a file about what a first-time visitor
   * downloads. Otherwise a test's parents hand their browsers back when it ends, wiped, for the next test's.
   */
  firstTimeVisitors?: boolean;
}

/**
 * One published school for the tests of a file: `seed` fills it through the API first. Started before the first
 * test, closed after the last; every test must end without page errors or unexpected console errors.
 */
export function usePublishedSchool(
  seed: (session: DashboardSession) => Promise<void> = async () => undefined,
  { firstTimeVisitors = false }: PublishedSchoolOptions = {},
): PublishedSchool {
  const visitors: BrowserContext[] = [];
  const school: PublishedSchool = {
    session: undefined as unknown as DashboardSession,
    slug: '',
    async visitor(width = 1366, javaScriptEnabled = true) {
      const options = { viewport: { width, height: 900 }, baseURL: school.session.platform.baseUrl, javaScriptEnabled };
      const { browser } = school.session;
      const context = await (firstTimeVisitors ? freshContext(browser, options) : browser.newContext(options));
      visitors.push(context);
      return context.newPage();
    },
  };
  beforeAll(async () => {
    school.session = await startDashboardSession();
    await school.session.verifyEmail();
    await seed(school.session);
    expect((await school.session.context.request.post('/api/dashboard/profile/publish-web')).status()).toBe(200);
    school.slug = ((await school.session.apiGet('/api/dashboard/profile/info')).info as { slug: string }).slug;
  });
  afterAll(() => school.session?.close());
  afterEach(async () => {
    // A test's parents leave: their browsers are wiped and kept for the next test's (support/recycled-contexts.ts).
    for (const context of visitors.splice(0)) await context.close().catch(() => undefined);
    expect(school.session.pageErrors).toEqual([]);
    expect(school.session.takeConsoleErrors()).toEqual([]);
  });
  return school;
}
