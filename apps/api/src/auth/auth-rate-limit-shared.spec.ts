import { API_MESSAGES } from '@schoolpage/content-contract';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** Two instances of the platform on one store (one DATA_DIR, one SQLite file), as behind a load balancer. */
describe('the auth rate limit is one budget across instances', () => {
  let first: TestPlatform;
  let second: TestPlatform;
  beforeAll(async () => {
    // Test clients name their address in X-Forwarded-For, as the balancer in front of the instances would.
    const env = { AUTH_RATE_LIMIT: '60', TRUSTED_PROXIES: 'loopback' };
    first = await startTestPlatform(env);
    second = await startTestPlatform(env, first.dataDir);
  });
  afterAll(async () => {
    await second.close({ keepData: true });
    await first.close();
  });

  /** A failed log-in from `address`; a new user ID each time, so the login back-off never steps in. */
  let attempt = 0;
  const failedLogin = (platform: TestPlatform, address: string) =>
    platform
      .agent()
      .post('/api/auth/login')
      .set('X-Forwarded-For', address)
      .send({ userId: `nobody${++attempt}`, password: 'Wrong1234' });

  const expectRefused = async (platform: TestPlatform, address: string) => {
    const refused = await failedLogin(platform, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: API_MESSAGES.auth.tooManyRequests });
  };

  // Each failed log-in checks a password hash (argon2id), so 60 of them take a few seconds.
  const SIXTY_LOGINS_MS = 60_000;

  it('refuses the 61st within the minute on either instance when one instance served the 60', async () => {
    for (let i = 0; i < 60; i++) await failedLogin(first, '203.0.113.10').expect(401);
    await expectRefused(second, '203.0.113.10');
    await expectRefused(first, '203.0.113.10');
  }, SIXTY_LOGINS_MS);

  it('refuses the 61st when the 60 were spread over both instances', async () => {
    for (let i = 0; i < 60; i++) await failedLogin(i % 2 ? first : second, '203.0.113.11').expect(401);
    await expectRefused(first, '203.0.113.11');
    await expectRefused(second, '203.0.113.11');
    // Another address has its own budget.
    await failedLogin(second, '203.0.113.12').expect(401);
  }, SIXTY_LOGINS_MS);

  it('keeps the count through a restart', async () => {
    await second.close({ keepData: true });
    second = await startTestPlatform({ AUTH_RATE_LIMIT: '60', TRUSTED_PROXIES: 'loopback' }, first.dataDir);
    await expectRefused(second, '203.0.113.10');
  });
});
