import { API_MESSAGES } from '@schoolpage/content-contract';
import { ADMIN, latestCode } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

const tooMany = { success: false, message: API_MESSAGES.auth.tooManyRequests };

/** A refusal by the auth rate limit: 429, the standard Retry-After in seconds, and no home-made header. */
function expectRateLimited(response: { status: number; body: unknown; headers: Record<string, string> }) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual(tooMany);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(Object.keys(response.headers).filter((name) => name.startsWith('retry-after-'))).toEqual([]);
}

describe('the auth routes share one rate limit per address', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ AUTH_RATE_LIMIT: '4' });
  });
  afterAll(() => platform.close());

  it('counts login, register, forgot-password and reset-password against one allowance, then answers 429 with Retry-After', async () => {
    const agent = () => platform.agent();
    await agent().post('/api/auth/login').send({ userId: 'budget1', password: 'Wrong1234' }).expect(401);
    await agent().post('/api/auth/register').send({ ...ADMIN, userId: 'budget1', email: 'budget1@school.edu' }).expect(201);
    await agent().post('/api/auth/forgot-password-otp').send({ email: 'budget1@school.edu' }).expect(200);
    await agent().post('/api/auth/reset-password').send({ email: 'budget1@school.edu', otp: '000000', newPassword: 'NewSecret456' }).expect(400);

    expectRateLimited(await agent().post('/api/auth/login').send({ userId: 'budget1', password: ADMIN.password }));
    expectRateLimited(await agent().post('/api/auth/register').send({ ...ADMIN, userId: 'budget2', email: 'budget2@school.edu' }));
    expectRateLimited(await agent().post('/api/web/contact').send({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello' }));
    // The session check and logout stay available.
    await agent().get('/api/auth/isauth').expect(200);
    await agent().post('/api/auth/logout').expect(200);
  });
});

describe('the e-mail verification routes are rate limited like the other auth routes', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ AUTH_RATE_LIMIT: '5', OTP_RESEND_COOLDOWN_SECONDS: '0' });
  });
  afterAll(() => platform.close());

  it('refuses verify-email-otp and verify-email once the address has used its allowance', async () => {
    const agent = platform.agent();
    await agent.post('/api/auth/register').send({ ...ADMIN, userId: 'verifybudget', email: 'verifybudget@school.edu' }).expect(201);
    await agent.post('/api/auth/login').send({ userId: 'verifybudget', password: ADMIN.password }).expect(200);
    await agent.post('/api/dashboard/profile/verify-email-otp').expect(200);
    const code = latestCode(platform, 'verifybudget@school.edu');
    await agent.post('/api/dashboard/profile/verify-email').send({ otp: code === '000000' ? '111111' : '000000' }).expect(400);
    await agent.post('/api/dashboard/profile/verify-email-otp').expect(200);

    expectRateLimited(await agent.post('/api/dashboard/profile/verify-email-otp'));
    expectRateLimited(await agent.post('/api/dashboard/profile/verify-email').send({ otp: latestCode(platform, 'verifybudget@school.edu') }));
    // Refused requests change nothing: the account is still unverified.
    expect((await agent.get('/api/dashboard/profile/info').expect(200)).body.info.isAccountVerified).toBe(false);
  });
});

describe('forwarded addresses', () => {
  it('are ignored by default: a new X-Forwarded-For value gets no fresh allowance', async () => {
    const platform = await startTestPlatform({ AUTH_RATE_LIMIT: '2' });
    try {
      const attempt = (address: string) =>
        platform.agent().post('/api/auth/login').set('X-Forwarded-For', address).send({ userId: 'someone', password: 'Wrong1234' });
      await attempt('203.0.113.1').expect(401);
      await attempt('203.0.113.2').expect(401);
      expectRateLimited(await attempt('203.0.113.3'));
    } finally {
      await platform.close();
    }
  });

  it('are believed only from the proxies named in TRUSTED_PROXIES', async () => {
    const platform = await startTestPlatform({ AUTH_RATE_LIMIT: '2', TRUSTED_PROXIES: '127.0.0.1, ::1' });
    try {
      const attempt = (address: string) =>
        platform.agent().post('/api/auth/login').set('X-Forwarded-For', address).send({ userId: 'someone', password: 'Wrong1234' });
      await attempt('203.0.113.1').expect(401);
      await attempt('203.0.113.1').expect(401);
      expectRateLimited(await attempt('203.0.113.1'));
      await attempt('203.0.113.2').expect(401);
    } finally {
      await platform.close();
    }
  });
});
