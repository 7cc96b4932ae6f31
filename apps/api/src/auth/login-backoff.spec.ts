import { API_MESSAGES } from '@schoolpage/content-contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { openSqlitePersistence } from '../storage/persistence/sqlite/sqlite-persistence';
import { ADMIN } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { LOGIN_FAILURES_KEPT_MS, LoginBackoff } from './login-backoff';

const badCredentials = { success: false, message: API_MESSAGES.auth.badCredentials };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('failed logins slow down one account from one address', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    // Test clients name their address in X-Forwarded-For, as a trusted proxy in front of the platform would.
    platform = await startTestPlatform({ TRUSTED_PROXIES: 'loopback', AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => platform.close());

  const login = (userId: string, password: string, address: string) =>
    platform.agent().post('/api/auth/login').set('X-Forwarded-For', address).send({ userId, password });

  async function expectPaused(userId: string, password: string, address: string, seconds: number) {
    const response = await login(userId, password, address).expect(429);
    expect(response.headers['retry-after']).toBe(String(seconds));
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.auth.loginPaused(seconds), retryAfterSeconds: seconds });
  }

  it('answers an existing and an unknown user ID alike', async () => {
    await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'alike1', email: 'alike1@school.edu' }).expect(201);
    for (const userId of ['alike1', 'nobody-here']) {
      for (let i = 0; i < 5; i++) expect((await login(userId, 'Wrong1234', '198.51.100.1').expect(401)).body).toEqual(badCredentials);
      await expectPaused(userId, 'Wrong1234', '198.51.100.1', 1);
    }
  });

  it('still lets the right password in from another address, so a stranger cannot lock a school out', async () => {
    await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'target1', email: 'target1@school.edu' }).expect(201);
    for (let i = 0; i < 5; i++) await login('target1', 'Wrong1234', '198.51.100.2').expect(401);
    await expectPaused('target1', ADMIN.password, '198.51.100.2', 1);
    const owner = await login('target1', ADMIN.password, '198.51.100.3').expect(200);
    expect(owner.body).toEqual({ success: true, message: API_MESSAGES.auth.loggedIn });
    // The owner's success does not forgive the stranger's address: its next failure doubles the wait. (Checked after
    // the first wait is over, so a slow sign-in above cannot outlast it.)
    await pause(1_050);
    await login('target1', 'Wrong1234', '198.51.100.2').expect(401);
    await expectPaused('target1', ADMIN.password, '198.51.100.2', 2);
  });

  it('doubles the wait after each further failure and forgets it after a success', async () => {
    await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'grow1', email: 'grow1@school.edu' }).expect(201);
    for (let i = 0; i < 5; i++) await login('grow1', 'Wrong1234', '198.51.100.4').expect(401);
    await expectPaused('grow1', 'Wrong1234', '198.51.100.4', 1);
    await pause(1_050);
    await login('grow1', 'Wrong1234', '198.51.100.4').expect(401);
    await expectPaused('grow1', ADMIN.password, '198.51.100.4', 2);
    await pause(2_050);
    await login('grow1', ADMIN.password, '198.51.100.4').expect(200);
    // A success starts the count again: the next failure is refused plainly, with no wait.
    await login('grow1', 'Wrong1234', '198.51.100.4').expect(401);
    await login('grow1', ADMIN.password, '198.51.100.4').expect(200);
    // Three seconds of real waiting, besides the log-ins themselves.
  }, 15_000);
});

describe('LoginBackoff', () => {
  let folder: string;
  let store: PersistenceAdapter;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'login-backoff-'));
    store = openSqlitePersistence(join(folder, 'schoolpage.db'));
  });
  afterAll(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const backoff = () => new LoginBackoff({ loginBackoff: { freeFailures: 5, maxDelayMs: 15 * 60 * 1000 } }, store.limits);
  let n = 0;
  /** A user ID no other test has used (the failures are kept in the store). */
  const fresh = (name: string) => `${name}-${++n}`;

  it('waits 1 s, 2 s, 4 s… after the free failures, never longer than the longest wait', () => {
    const delays = [0, 1, 4, 5, 6, 7, 14, 15, 16, 40].map((count) => backoff().delayAfter(count));
    expect(delays).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 512_000, 900_000, 900_000, 900_000]);
  });

  it('counts each try at once, so tries sent together cannot skip the wait', async () => {
    const slow = backoff();
    const [school1, school2] = [fresh('School1'), fresh('school2')];
    const t = 1_000_000;
    for (let i = 0; i < 5; i++) expect(await slow.take(school1, '198.51.100.9', t)).toBe(0);
    expect(await slow.take(school1.toLowerCase(), '198.51.100.9', t)).toBe(1_000);
    expect(await slow.take(` ${school1.toUpperCase()} `, '198.51.100.9', t + 400)).toBe(600);
    expect(await slow.take(school1, '198.51.100.9', t + 1_000)).toBe(0);
    expect(await slow.take(school1, '198.51.100.9', t + 1_000)).toBe(2_000);
    // Another address and another user ID are not slowed.
    expect(await slow.take(school1, '198.51.100.10', t + 1_000)).toBe(0);
    expect(await slow.take(school2, '198.51.100.9', t + 1_000)).toBe(0);
  });

  it('lets exactly the free failures through when tries arrive together', async () => {
    const slow = backoff();
    const school = fresh('together');
    const waits = await Promise.all(Array.from({ length: 8 }, () => slow.take(school, '198.51.100.9', 5_000)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('forgets the failures after a success, or a day after the last one', async () => {
    const slow = backoff();
    const [school1, school2] = [fresh('school1'), fresh('school2')];
    for (let i = 0; i < 5; i++) await slow.take(school1, '198.51.100.9', 0);
    for (let i = 0; i < 5; i++) await slow.take(school2, '198.51.100.9', 0);
    await slow.succeeded(school1, '198.51.100.9');
    expect(await slow.take(school1, '198.51.100.9', 1)).toBe(0);
    expect(await slow.take(school2, '198.51.100.9', 1)).toBe(999);
    expect(await slow.take(school2, '198.51.100.9', LOGIN_FAILURES_KEPT_MS)).toBe(0);
  });

  it('is kept in the store: another instance on the same store slows the same tries', async () => {
    const school = fresh('shared');
    for (let i = 0; i < 5; i++) await backoff().take(school, '198.51.100.9', 10_000);
    expect(await backoff().take(school, '198.51.100.9', 10_000)).toBe(1_000);
  });
});
