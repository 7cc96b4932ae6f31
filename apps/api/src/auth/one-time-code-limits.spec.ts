import { API_MESSAGES } from '@schoolpage/content-contract';
import { ADMIN, latestCode, signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

const resetCodeSent = { success: true, message: API_MESSAGES.auth.resetCodeSent };
/** Mails are sent after the answer to forgot-password; give them a moment to land in the outbox. */
const mailsSettle = () => new Promise((resolve) => setTimeout(resolve, 150));
const mailsTo = (platform: TestPlatform, to: string) => platform.outbox().filter((m) => m.includes(`To: ${to}`)).length;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

function expectRetryLater(response: { status: number; body: unknown; headers: Record<string, string> }, message: (seconds: number) => string) {
  expect(response.status).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(response.body).toEqual({ success: false, message: message(seconds), retryAfterSeconds: seconds });
}

describe('running out of tries does not lift the resend cooldown', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ OTP_RESEND_COOLDOWN_SECONDS: '60' });
  });
  afterAll(() => platform.close());

  it('forgot-password mails no fresh code right after five wrong codes, and answers as before', async () => {
    await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'cool1', email: 'cool1@school.edu' }).expect(201);
    await platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'cool1@school.edu' }).expect(200);
    await mailsSettle();
    const code = latestCode(platform, 'cool1@school.edu');
    const reset = (otp: string) => platform.agent().post('/api/auth/reset-password').send({ email: 'cool1@school.edu', otp, newPassword: 'NewSecret456' });
    for (let i = 0; i < 4; i++) await reset(otherThan(code)).expect(400);
    expect((await reset(otherThan(code)).expect(400)).body.message).toBe(API_MESSAGES.auth.codeTooManyTries);
    // The used-up code no longer works either.
    expect((await reset(code).expect(400)).body.message).toBe(API_MESSAGES.auth.codeTooManyTries);

    const again = await platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'cool1@school.edu' }).expect(200);
    expect(again.body).toEqual(resetCodeSent);
    await mailsSettle();
    expect(mailsTo(platform, 'cool1@school.edu')).toBe(1);
  });

  it('verify-email-otp keeps refusing a new code within the cooldown after five wrong codes', async () => {
    const agent = await signedInAdmin(platform, { userId: 'cool2', email: 'cool2@school.edu' });
    const sent = await agent.post('/api/dashboard/profile/verify-email-otp').expect(200);
    expect(sent.body).toEqual({ success: true, message: API_MESSAGES.auth.verificationCodeSent, retryAfterSeconds: 60 });
    const code = latestCode(platform, 'cool2@school.edu');
    for (let i = 0; i < 5; i++) await agent.post('/api/dashboard/profile/verify-email').send({ otp: otherThan(code) }).expect(400);
    const resend = await agent.post('/api/dashboard/profile/verify-email-otp').expect(429);
    // What is left of the cooldown, in the answer and in Retry-After.
    const left = Number(resend.headers['retry-after']);
    expect(left).toBeGreaterThanOrEqual(55);
    expect(left).toBeLessThanOrEqual(60);
    expect(resend.body).toEqual({ success: false, message: API_MESSAGES.auth.codeCooldown, retryAfterSeconds: left });
    expect(mailsTo(platform, 'cool2@school.edu')).toBe(1);
  });
});

describe('codes mailed and codes tried per account per hour', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ OTP_RESEND_COOLDOWN_SECONDS: '0', OTP_CODES_PER_HOUR: '3', OTP_TRIES_PER_HOUR: '4' });
  });
  afterAll(() => platform.close());

  it('forgot-password mails at most the hourly number of codes, answering known and unknown e-mails the same', async () => {
    await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'flood1', email: 'flood1@school.edu' }).expect(201);
    for (let i = 0; i < 6; i++) {
      const known = await platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'flood1@school.edu' }).expect(200);
      const unknown = await platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'nobody@school.edu' }).expect(200);
      expect(known.body).toEqual(resetCodeSent);
      expect(unknown.body).toEqual(resetCodeSent);
    }
    await mailsSettle();
    expect(mailsTo(platform, 'flood1@school.edu')).toBe(3);
  });

  it('verify-email-otp refuses codes beyond the hourly number with a clear message and Retry-After', async () => {
    const agent = await signedInAdmin(platform, { userId: 'flood2', email: 'flood2@school.edu' });
    for (let i = 0; i < 3; i++) await agent.post('/api/dashboard/profile/verify-email-otp').expect(200);
    expectRetryLater(await agent.post('/api/dashboard/profile/verify-email-otp'), API_MESSAGES.auth.codeSendLimit);
    expect(mailsTo(platform, 'flood2@school.edu')).toBe(3);
  });

  it('counts codes for both purposes against the same account', async () => {
    const agent = await signedInAdmin(platform, { userId: 'flood3', email: 'flood3@school.edu' });
    for (let i = 0; i < 3; i++) await platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'flood3@school.edu' }).expect(200);
    expectRetryLater(await agent.post('/api/dashboard/profile/verify-email-otp'), API_MESSAGES.auth.codeSendLimit);
  });

  it('stops checking codes after the hourly number of tries, even across fresh codes, and changes nothing', async () => {
    await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'guess1', email: 'guess1@school.edu' }).expect(201);
    const forgot = () => platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'guess1@school.edu' }).expect(200);
    const reset = (otp: string) => platform.agent().post('/api/auth/reset-password').send({ email: 'guess1@school.edu', otp, newPassword: 'NewSecret456' });
    await forgot();
    await mailsSettle();
    let code = latestCode(platform, 'guess1@school.edu');
    for (let i = 0; i < 3; i++) expect((await reset(otherThan(code)).expect(400)).body.message).toBe(API_MESSAGES.auth.codeWrong);
    await forgot();
    await mailsSettle();
    code = latestCode(platform, 'guess1@school.edu');
    expect((await reset(otherThan(code)).expect(400)).body.message).toBe(API_MESSAGES.auth.codeWrong);
    // Even the right code is not checked now.
    expectRetryLater(await reset(code), API_MESSAGES.auth.codeTriesLimit);
    await platform.agent().post('/api/auth/login').send({ userId: 'guess1', password: ADMIN.password }).expect(200);
  });

  it('counts e-mail verification tries too', async () => {
    const agent = await signedInAdmin(platform, { userId: 'guess2', email: 'guess2@school.edu' });
    await agent.post('/api/dashboard/profile/verify-email-otp').expect(200);
    const code = latestCode(platform, 'guess2@school.edu');
    for (let i = 0; i < 4; i++) await agent.post('/api/dashboard/profile/verify-email').send({ otp: otherThan(code) }).expect(400);
    expectRetryLater(await agent.post('/api/dashboard/profile/verify-email').send({ otp: code }), API_MESSAGES.auth.codeTriesLimit);
    expect((await agent.get('/api/dashboard/profile/info').expect(200)).body.info.isAccountVerified).toBe(false);
  });
});

describe('codes mailed and codes tried per account per day', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ OTP_RESEND_COOLDOWN_SECONDS: '0', OTP_CODES_PER_DAY: '2', OTP_TRIES_PER_DAY: '3' });
  });
  afterAll(() => platform.close());

  it('holds to the daily numbers when the hourly ones are not reached', async () => {
    const agent = await signedInAdmin(platform, { userId: 'daily1', email: 'daily1@school.edu' });
    for (let i = 0; i < 2; i++) await agent.post('/api/dashboard/profile/verify-email-otp').expect(200);
    expectRetryLater(await agent.post('/api/dashboard/profile/verify-email-otp'), API_MESSAGES.auth.codeSendLimit);
    const code = latestCode(platform, 'daily1@school.edu');
    for (let i = 0; i < 3; i++) await agent.post('/api/dashboard/profile/verify-email').send({ otp: otherThan(code) }).expect(400);
    expectRetryLater(await agent.post('/api/dashboard/profile/verify-email').send({ otp: code }), API_MESSAGES.auth.codeTriesLimit);
  });
});
