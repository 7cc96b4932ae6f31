import { VISITOR_MESSAGES } from '@schoolpage/content-contract';
import { PERSISTENCE } from '../storage/storage-tokens';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { VisitAllowance } from './visit-allowance';
import { VisitClock } from './visit-clock';

const VISIT = '/api/web/visit';
const FIGURES = '/api/dashboard/visitors';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** 23:50 in India on 26 Nov 2026 (18:20 UTC): ten minutes before the school's day ends. */
const LATE = Date.parse('2026-11-26T18:20:00.000Z');

describe('visitor figures (the API)', () => {
  let platform: TestPlatform;
  let school: Awaited<ReturnType<typeof verifiedAdmin>>;
  let organizationId: string;
  let clock: VisitClock;
  const beacon = (userAgent: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    platform.agent().post(VISIT).set('User-Agent', userAgent).set(headers).send({ organizationId, page: '', ...body });
  const figures = async (from: string, to: string) => (await school.get(`${FIGURES}?from=${from}&to=${to}`).expect(200)).body.info;
  const sqlite = () => (platform.app.get<symbol, PersistenceAdapter>(PERSISTENCE).database as { db: import('better-sqlite3').Database }).db;

  beforeAll(async () => {
    platform = await startTestPlatform();
    school = await verifiedAdmin(platform);
    await school.post('/api/dashboard/profile/publish-web').expect(200);
    organizationId = (await school.get('/api/dashboard/profile/info').expect(200)).body.info._id;
    clock = platform.app.get(VisitClock);
    clock.now = () => LATE;
  });
  afterAll(() => platform.close());

  it('counts views and visitors of a day, with pages, referrers, devices, countries and search words; sets no cookie', async () => {
    const first = await beacon(PHONE, { referrer: 'https://www.google.com/search?q=hill+school' }, { 'CF-IPCountry': 'IN' }).expect(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    await beacon(PHONE, { page: 'admissions' }, { 'CF-IPCountry': 'IN' }).expect(204);
    await beacon(PHONE, { page: 'enquire' }, { 'CF-IPCountry': 'IN' }).expect(204);
    await beacon(DESKTOP, { referrer: 'http://127.0.0.1/search-list', searchWords: '  Green   Valley ' }, { 'CF-IPCountry': 'AE' }).expect(204);
    await beacon(IPAD, { page: 'admissions', referrer: 'https://facebook.com/greenvalley' }).expect(204);
    const info = await figures('2026-11-26', '2026-11-26');
    expect(info.totals).toEqual({ visitors: 3, views: 5 });
    expect(info.daily).toEqual([{ day: '2026-11-26', visitors: 3, views: 5 }]);
    expect(info.pages).toEqual([
      { page: 'admissions', views: 2 },
      { page: '', views: 2 },
      { page: 'enquire', views: 1 },
    ].sort((a, b) => b.views - a.views || a.page.localeCompare(b.page)));
    expect(info.referrers).toEqual([
      { domain: 'facebook.com', visitors: 1 },
      { domain: 'google.com', visitors: 1 },
    ]);
    expect(info.devices).toEqual([
      { device: 'phone', visitors: 1 },
      { device: 'tablet', visitors: 1 },
      { device: 'desktop', visitors: 1 },
    ]);
    expect(info.countries).toEqual([
      { country: 'AE', visitors: 1 },
      { country: 'IN', visitors: 1 },
    ]);
    expect(info.searchWords).toEqual([{ words: 'green valley', visits: 1 }]);
  });

  it('keeps no address, user agent nor cookie: only counts, and the day’s salted hashes', async () => {
    const dump = JSON.stringify([
      sqlite().prepare('SELECT * FROM visit_figures').all(),
      sqlite().prepare('SELECT * FROM visits_seen').all(),
    ]);
    expect(dump).not.toMatch(/127\.0\.0\.1|Mozilla|Android|Windows/);
  });

  it('counts a visitor again on the next day, with a new salt, and forgets the day before’s hashes and salt', async () => {
    clock.now = () => LATE + 20 * 60_000; // 00:10 on 27 Nov in India
    await beacon(PHONE).expect(204);
    await beacon(PHONE, { page: 'about' }).expect(204);
    const info = await figures('2026-11-26', '2026-11-27');
    expect(info.daily).toEqual([
      { day: '2026-11-26', visitors: 3, views: 5 },
      { day: '2026-11-27', visitors: 1, views: 2 },
    ]);
    expect(sqlite().prepare('SELECT day FROM visits_seen').pluck().all()).toEqual(['2026-11-27']);
    expect(sqlite().prepare('SELECT day FROM visit_salts').pluck().all()).toEqual(['2026-11-27']);
  });

  it('does not count bots, nor the school’s own signed-in members; counts another school’s admin', async () => {
    const before = (await figures('2026-11-27', '2026-11-27')).totals;
    await beacon(GOOGLEBOT).expect(204);
    await beacon('').expect(204);
    await school.post(VISIT).set('User-Agent', DESKTOP).send({ organizationId, page: '' }).expect(204);
    expect((await figures('2026-11-27', '2026-11-27')).totals).toEqual(before);

    const other = await verifiedAdmin(platform, { userId: 'otherschool', email: 'office@other.edu', organizationName: 'Other School' });
    await other.post(VISIT).set('User-Agent', IPAD).send({ organizationId, page: '' }).expect(204);
    expect((await figures('2026-11-27', '2026-11-27')).totals).toEqual({ visitors: before.visitors + 1, views: before.views + 1 });
  });

  it('does not count what names no school or a page no site has', async () => {
    const before = (await figures('2026-11-27', '2026-11-27')).totals;
    await beacon(PHONE, { organizationId: 42 }).expect(204);
    await beacon(PHONE, { organizationId: 'no-school-has-this-id' }).expect(204);
    await beacon(PHONE, { page: '../../etc' }).expect(204);
    await platform.agent().post(VISIT).set('User-Agent', PHONE).set('Content-Type', 'text/plain').send('nonsense').expect(204);
    await beacon(PHONE, { referrer: `https://example.com/${'x'.repeat(3000)}` }).expect(204);
    expect((await figures('2026-11-27', '2026-11-27')).totals).toEqual(before);
    expect(sqlite().prepare("SELECT COUNT(*) AS n FROM visit_figures WHERE organization_id = 'no-school-has-this-id'").get()).toEqual({ n: 0 });
  });

  it('counts a page without script through its image', async () => {
    const before = (await figures('2026-11-27', '2026-11-27')).totals;
    const pixel = await platform.agent().get(`${VISIT}?organizationId=${organizationId}&page=notices`).set('User-Agent', DESKTOP).expect(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    expect(pixel.headers['set-cookie']).toBeUndefined();
    expect((await figures('2026-11-27', '2026-11-27')).totals.views).toBe(before.views + 1);
  });

  it('drops views of one school from one address beyond its allowance a minute (answered like any beacon), and counts them again the next minute', async () => {
    const allowance = platform.app.get(VisitAllowance);
    allowance.viewsPerAddressPerMinute = 4;
    clock.now = () => LATE + 60 * 60_000; // 00:50 on 27 Nov in India: a minute no other test used
    const before = (await figures('2026-11-27', '2026-11-27')).totals.views;
    for (let view = 0; view < 7; view++) await beacon(DESKTOP, { page: 'gallery' }).expect(204);
    expect((await figures('2026-11-27', '2026-11-27')).totals.views).toBe(before + 4);
    clock.now = () => LATE + 61 * 60_000;
    await beacon(DESKTOP, { page: 'gallery' }).expect(204);
    expect((await figures('2026-11-27', '2026-11-27')).totals.views).toBe(before + 5);
    allowance.viewsPerAddressPerMinute = 60;
    clock.now = () => LATE + 20 * 60_000;
  });

  it('compares with the period before and gives every day of the range', async () => {
    const info = await figures('2026-11-27', '2026-11-28');
    expect(info.previous).toEqual({ from: '2026-11-25', to: '2026-11-26', visitors: 3, views: 5 });
    expect(info.daily.map((d: { day: string }) => d.day)).toEqual(['2026-11-27', '2026-11-28']);
    expect(info.daily[1]).toEqual({ day: '2026-11-28', visitors: 0, views: 0 });
  });

  it.each([['from=2026-11-28&to=2026-11-27'], ['from=yesterday&to=2026-11-27'], ['from=2024-01-01&to=2026-11-27']])('refuses the range %s', async (query) => {
    expect((await school.get(`${FIGURES}?${query}`).expect(400)).body).toEqual({ success: false, message: VISITOR_MESSAGES.range });
  });

  it('answers only a signed-in school, with its own figures', async () => {
    await platform.agent().get(FIGURES).expect(401);
    const other = await verifiedAdmin(platform, { userId: 'thirdschool', email: 'office@third.edu', organizationName: 'Third School' });
    expect((await other.get(`${FIGURES}?from=2026-11-26&to=2026-11-27`).expect(200)).body.info.totals).toEqual({ visitors: 0, views: 0 });
  });
});
