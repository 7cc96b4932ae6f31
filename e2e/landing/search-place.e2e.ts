import { launchBrowser, openPage, type Browser, type Page } from '../support/browser';
import { startPlatform, type RunningPlatform } from '../support/platform';
import { verifyEmail } from '../support/verified-email';
import { logIn, registerAccount, schoolAccount } from '../support/seed-schools';
import { landsOn, siteUrlOf } from './page-checks';

/**
 * Issue 16: a parent types the name as they say it ("st marys"), sees two schools of that name told
 * apart by their city, and opens the one in Bengaluru.
 */

let platform: RunningPlatform;
let browser: Browser;
const ids: Record<string, string> = {};

/** Registers a school, gives it an address, chooses a template and publishes it, all through the API. */
async function seedWithAddress(key: string, name: string, address: string, template: 'run' | 'nbl'): Promise<void> {
  const account = schoolAccount(name, { userId: `place-${key}`, email: `place-${key}@school.example.org` });
  await registerAccount(platform.baseUrl, account);
  const cookie = await logIn(platform.baseUrl, account.userId, account.password);
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(platform.baseUrl + path, {
      method: 'POST',
      headers: { Cookie: cookie, ...(body ? { 'Content-Type': 'application/json' } : {}), Origin: platform.baseUrl },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`POST ${path} for ${key} answered ${response.status}: ${await response.text()}`);
  };
  await post('/api/dashboard/contact/address', { address });
  await post('/api/dashboard/template/template-update', { templateId: template });
  await verifyEmail(platform, cookie, account.email);
  await post('/api/dashboard/profile/publish-web');
  const info = await fetch(platform.baseUrl + '/api/dashboard/profile/info', { headers: { Cookie: cookie } });
  ids[key] = ((await info.json()) as { info: { _id: string } }).info._id;
}

/** The suggestion reading `text` (the name, then the place on its own line). */
const option = (page: Page, text: string) => page.getByRole('option').filter({ hasText: text });

beforeAll(async () => {
  platform = await startPlatform({ AUTH_RATE_LIMIT: '1000' });
  browser = await launchBrowser();
  await seedWithAddress('nagpur', "St. Mary's High School", 'Civil Lines, Nagpur, Maharashtra 440001', 'run');
  await seedWithAddress('bengaluru', "St. Mary's High School", '12 Church Street, Shivajinagar, Bengaluru, Karnataka 560001', 'nbl');
  await seedWithAddress('greenwood', 'Greenwood High', 'Sarjapur Road, Bengaluru', 'run');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('search by the name as a parent says it, and by place', () => {
  it('"st marys" suggests both St. Mary\'s High Schools with their cities, and opens the one in Bengaluru', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(platform.baseUrl + '/');
    const box = page.getByRole('combobox', { name: 'Search your School' });
    await box.pressSequentially('st marys');
    const bengaluru = option(page, "St. Mary's High School, Bengaluru");
    await bengaluru.waitFor();
    expect((await page.getByRole('listbox').getByRole('option').allTextContents()).sort()).toEqual([
      "St. Mary's High School, Bengaluru",
      "St. Mary's High School, Nagpur",
    ]);
    // The Bengaluru school's own address, not the Nagpur one's.
    const address = await siteUrlOf(page, { _id: ids['bengaluru'], organizationName: "St. Mary's High School" });
    await bengaluru.click();
    await landsOn(page, address);
    await page.getByRole('heading', { level: 1, name: "St. Mary's High School" }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('a city lists the schools there, and a name with its city puts that school first', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(platform.baseUrl + '/');
    const box = page.getByRole('combobox', { name: 'Search your School' });
    await box.pressSequentially('bengaluru');
    await option(page, 'Greenwood High, Bengaluru').waitFor();
    expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toEqual([
      'Greenwood High, Bengaluru',
      "St. Mary's High School, Bengaluru",
    ]);
    await box.fill('');
    await box.pressSequentially('saint marys bengaluru');
    await option(page, "St. Mary's High School, Bengaluru").waitFor();
    expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toEqual(["St. Mary's High School, Bengaluru"]);
    await close();
  });
});
