import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { PERSISTENCE } from '../storage/storage-tokens';
import { verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { NEW_VALUES_PER_SCHOOL_DAY } from './new-figure-values';
import { VisitAllowance } from './visit-allowance';
import { VisitClock } from './visit-clock';
import { VisitCounter } from './visit-counter.service';

const VISIT = '/api/web/visit';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const DAY = '2026-11-26';

describe("the visitor beacon keeps to a site's real pages and what a browser can send", () => {
  let platform: TestPlatform;
  let school: Awaited<ReturnType<typeof verifiedAdmin>>;
  let organizationId: string;
  const beacon = (body: Record<string, unknown>) => platform.agent().post(VISIT).set('User-Agent', DESKTOP).send({ organizationId, page: '', ...body }).expect(204);
  const figures = async () => (await school.get(`/api/dashboard/visitors?from=${DAY}&to=${DAY}`).expect(200)).body.info;

  beforeAll(async () => {
    platform = await startTestPlatform();
    school = await verifiedAdmin(platform);
    await school.post('/api/dashboard/profile/publish-web').expect(200);
    organizationId = (await school.get('/api/dashboard/profile/info').expect(200)).body.info._id;
    platform.app.get(VisitClock).now = () => Date.parse(`${DAY}T06:00:00.000Z`);
    // Every beacon here comes from one address: its per-minute allowance is not what is tried.
    platform.app.get(VisitAllowance).viewsPerAddressPerMinute = 1000;
  });
  afterAll(() => platform.close());

  it('counts no invented page, keeps only the host of a referrer, and search words only of a search that finds the school', async () => {
    await beacon({ page: 'cheap-essays-x' });
    await beacon({ page: 'about', referrer: 'https://casino-bonus.example/win?ref=spam' });
    await beacon({ page: 'about', referrer: 'javascript:alert(1)' });
    await beacon({ searchWords: 'buy cheap essays online' });
    await beacon({ searchWords: 'Green Valley' });
    const info = await figures();
    expect(info.pages.map((p: { page: string }) => p.page).sort()).toEqual(['', 'about']);
    expect(info.referrers).toEqual([{ domain: 'casino-bonus.example', visitors: 1 }]);
    expect(info.searchWords).toEqual([{ words: 'green valley', visits: 1 }]);
  });

  it('takes at most a few new referrers a day for a school', async () => {
    // The first referrer of this test's day was counted above (casino-bonus.example).
    for (let i = 0; i < NEW_VALUES_PER_SCHOOL_DAY + 4; i++) await beacon({ referrer: `https://spam-${i}.example/` });
    await platform.app.get(VisitCounter).flush();
    // The Visitors page lists the top ten; the store holds every referrer counted.
    const db = (platform.app.get<symbol, PersistenceAdapter>(PERSISTENCE).database as { db: import('better-sqlite3').Database }).db;
    const referrers = db.prepare("SELECT COUNT(*) FROM visit_figures WHERE organization_id = ? AND kind = 'referrer'").pluck().get(organizationId);
    expect(referrers).toBe(NEW_VALUES_PER_SCHOOL_DAY);
    // One already counted still counts again.
    await beacon({ referrer: 'https://spam-0.example/' });
    await platform.app.get(VisitCounter).flush();
    expect(db.prepare("SELECT views FROM visit_figures WHERE organization_id = ? AND kind = 'referrer' AND key = 'spam-0.example'").pluck().get(organizationId)).toBe(2);
  });
});
