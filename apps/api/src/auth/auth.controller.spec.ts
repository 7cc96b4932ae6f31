import { API_MESSAGES } from '@schoolpage/content-contract';
import { ADMIN, latestCode, mailedCode, signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('auth routes', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ OTP_RESEND_COOLDOWN_SECONDS: '0', AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => platform.close());

  describe('POST /api/auth/register', () => {
    it('creates an account once; the user ID and e-mail are then taken', async () => {
      const agent = platform.agent();
      const user = { ...ADMIN, userId: 'reg1', email: 'reg1@school.edu' };
      const created = await agent.post('/api/auth/register').send(user).expect(201);
      expect(created.body).toEqual({ success: true, message: API_MESSAGES.auth.registered });
      const sameUser = await agent.post('/api/auth/register').send({ ...user, userId: 'REG1', email: 'other@school.edu' }).expect(409);
      expect(sameUser.body).toEqual({ success: false, message: API_MESSAGES.auth.userIdTaken });
      const sameEmail = await agent.post('/api/auth/register').send({ ...user, userId: 'reg1b', email: 'REG1@school.edu' }).expect(409);
      expect(sameEmail.body).toEqual({ success: false, message: API_MESSAGES.auth.emailTaken });
    });

    it.each([
      [{ password: 'weakpass1' }, 'Password must be at least 8 characters'],
      [{ country: 'atlantis' }, 'Please choose a country from the list.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ organizationName: '' }, 'Organization name is required.'],
      [{ userId: 42 }, 'User ID must be text.'],
      [{ isAdmin: true }, 'Unknown field "isAdmin" in the request.'],
    ])('refuses %o', async (change, message) => {
      const response = await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'badreg', email: 'bad@school.edu', ...change }).expect(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toContain(message);
    });

    it('refuses a missing field with its name', async () => {
      const { password: _password, ...rest } = ADMIN;
      const response = await platform.agent().post('/api/auth/register').send(rest).expect(400);
      expect(response.body).toEqual({ success: false, message: 'Password is required.' });
    });

    it('answers malformed JSON with 400 in plain words', async () => {
      const response = await platform.agent().post('/api/auth/register').set('Content-Type', 'application/json').send('{"userId":').expect(400);
      expect(response.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    });
  });

  describe('login, isauth and logout', () => {
    it('logs in by user ID with an HttpOnly SameSite=Lax cookie, and logout ends the session on the server', async () => {
      const agent = await signedInAdmin(platform, { userId: 'session1', email: 'session1@school.edu' });
      expect((await agent.get('/api/auth/isauth').expect(200)).body).toEqual({ loggedIn: true });

      const login = await platform.agent().post('/api/auth/login').send({ userId: 'session1', password: ADMIN.password }).expect(200);
      expect(login.body).toEqual({ success: true, message: API_MESSAGES.auth.loggedIn });
      const cookie = login.headers['set-cookie'][0];
      expect(cookie).toMatch(/^schoolpage_session=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);

      const token = cookie.split(';')[0];
      const replay = () => platform.agent().get('/api/dashboard/profile/info').set('Cookie', token);
      await replay().expect(200);
      const out = await platform.agent().post('/api/auth/logout').set('Cookie', token).expect(200);
      expect(out.body).toEqual({ success: true, message: API_MESSAGES.auth.loggedOut });
      // The same token, replayed after logout, no longer works.
      const after = await replay().expect(401);
      expect(after.body).toEqual({ success: false, message: API_MESSAGES.auth.loginRequired });
      expect((await platform.agent().get('/api/auth/isauth').set('Cookie', token)).body).toEqual({ loggedIn: false });
    });

    it('says loggedIn false without a cookie or with a forged one', async () => {
      expect((await platform.agent().get('/api/auth/isauth').expect(200)).body).toEqual({ loggedIn: false });
      const forged = await platform.agent().get('/api/auth/isauth').set('Cookie', 'schoolpage_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
      expect(forged.body).toEqual({ loggedIn: false });
    });

    it('logs in with the e-mail address in place of the user ID (the sign-up form promises it)', async () => {
      await signedInAdmin(platform, { userId: 'bymail1', email: 'ByMail1@school.edu' });
      const login = await platform.agent().post('/api/auth/login').send({ userId: 'bymail1@SCHOOL.edu', password: ADMIN.password }).expect(200);
      expect(login.body).toEqual({ success: true, message: API_MESSAGES.auth.loggedIn });
      const wrong = await platform.agent().post('/api/auth/login').send({ userId: 'bymail1@school.edu', password: 'Wrong1234' }).expect(401);
      expect(wrong.body).toEqual({ success: false, message: API_MESSAGES.auth.badCredentials });
      await platform.agent().post('/api/auth/login').send({ userId: 'nobody@school.edu', password: ADMIN.password }).expect(401);
    });

    it('answers an unknown user ID like a wrong password', async () => {
      const response = await platform.agent().post('/api/auth/login').send({ userId: 'nobody', password: 'Secret123' }).expect(401);
      expect(response.body).toEqual({ success: false, message: API_MESSAGES.auth.badCredentials });
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown e-mails, and mails a code only to the known one', async () => {
      await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'forgot1', email: 'forgot1@school.edu' }).expect(201);
      const known = await platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'forgot1@school.edu' }).expect(200);
      const unknown = await platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'ghost@school.edu' }).expect(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body).toEqual({ success: true, message: API_MESSAGES.auth.resetCodeSent });
      expect(await mailedCode(platform, 'forgot1@school.edu')).toMatch(/^\d{6}$/);
      // The unknown address was asked for after the known one: its mail, if any, would be out by now too.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(platform.outbox().some((m) => m.includes('ghost@school.edu'))).toBe(false);
    });

    it('resets with the mailed code once, ends every session, and the new password works', async () => {
      const agent = await signedInAdmin(platform, { userId: 'reset1', email: 'reset1@school.edu' });
      await agent.post('/api/auth/forgot-password-otp').send({ email: 'reset1@school.edu' }).expect(200);
      const otp = await mailedCode(platform, 'reset1@school.edu');
      const body = { email: 'reset1@school.edu', otp, newPassword: 'NewSecret456' };
      const reset = await platform.agent().post('/api/auth/reset-password').send(body).expect(200);
      expect(reset.body).toEqual({ success: true, message: API_MESSAGES.auth.passwordReset });
      expect((await agent.get('/api/auth/isauth')).body).toEqual({ loggedIn: false });
      expect((await platform.agent().post('/api/auth/reset-password').send(body).expect(400)).body.message).toBe(API_MESSAGES.auth.codeWrong);
      await platform.agent().post('/api/auth/login').send({ userId: 'reset1', password: ADMIN.password }).expect(401);
      await platform.agent().post('/api/auth/login').send({ userId: 'reset1', password: 'NewSecret456' }).expect(200);
    });

    it('allows 5 tries per code, then the code is used up', async () => {
      await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'tries1', email: 'tries1@school.edu' }).expect(201);
      await platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'tries1@school.edu' }).expect(200);
      const otp = await mailedCode(platform, 'tries1@school.edu');
      const wrongOtp = otp === '000000' ? '111111' : '000000';
      const send = (code: string) => platform.agent().post('/api/auth/reset-password').send({ email: 'tries1@school.edu', otp: code, newPassword: 'NewSecret456' });
      for (let i = 0; i < 4; i++) expect((await send(wrongOtp).expect(400)).body.message).toBe(API_MESSAGES.auth.codeWrong);
      expect((await send(wrongOtp).expect(400)).body.message).toBe(API_MESSAGES.auth.codeTooManyTries);
      expect((await send(otp).expect(400)).body.message).toBe(API_MESSAGES.auth.codeTooManyTries);
    });

    it('refuses badly filled reset requests', async () => {
      const response = await platform.agent().post('/api/auth/reset-password').send({ email: 'x@y.z', otp: '12345', newPassword: 'NewSecret456' }).expect(400);
      expect(response.body).toEqual({ success: false, message: API_MESSAGES.auth.resetFieldsInvalid });
      const forgot = await platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'nope' }).expect(400);
      expect(forgot.body).toEqual({ success: false, message: 'Please enter a valid email address.' });
    });
  });

  describe('e-mail verification', () => {
    it('verifies the account with the mailed code', async () => {
      const agent = await signedInAdmin(platform, { userId: 'verify1', email: 'verify1@school.edu' });
      const sent = await agent.post('/api/dashboard/profile/verify-email-otp').expect(200);
      // No cooldown in this platform: another code may be asked for at once.
      expect(sent.body).toEqual({ success: true, message: API_MESSAGES.auth.verificationCodeSent, retryAfterSeconds: 0 });
      const wrong = await agent.post('/api/dashboard/profile/verify-email').send({ otp: latestCode(platform, 'verify1@school.edu') === '999999' ? '888888' : '999999' }).expect(400);
      expect(wrong.body.message).toBe(API_MESSAGES.auth.codeWrong);
      const ok = await agent.post('/api/dashboard/profile/verify-email').send({ otp: latestCode(platform, 'verify1@school.edu') }).expect(200);
      expect(ok.body).toEqual({ success: true, message: API_MESSAGES.auth.verified });
      expect((await agent.get('/api/dashboard/profile/info')).body.info.isAccountVerified).toBe(true);
      expect((await agent.post('/api/dashboard/profile/verify-email-otp').expect(400)).body.message).toBe(API_MESSAGES.auth.alreadyVerified);
    });
  });

  describe('requests from other websites', () => {
    it('refuses a state-changing request whose Origin is another site', async () => {
      const response = await platform.agent().post('/api/auth/login').set('Origin', 'https://evil.example').send({ userId: 'x', password: 'y' }).expect(403);
      expect(response.body).toEqual({ success: false, message: API_MESSAGES.auth.otherOrigin });
      await platform.agent().post('/api/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
      await platform.agent().post('/api/auth/logout').set('Origin', 'null').set('Sec-Fetch-Site', 'cross-site').expect(403);
      await platform.agent().post('/api/auth/logout').set('Origin', 'null').expect(403);
    });

    it('accepts the platform’s own origin and same-origin fetches', async () => {
      await platform.agent().post('/api/auth/logout').set('Host', 'school.test').set('Origin', 'http://school.test').expect(200);
      await platform.agent().post('/api/auth/logout').set('Sec-Fetch-Site', 'same-origin').expect(200);
      // A same-origin form sent under the pages' no-referrer policy carries Origin "null".
      await platform.agent().post('/api/auth/logout').set('Origin', 'null').set('Sec-Fetch-Site', 'same-origin').expect(200);
    });
  });
});

describe('auth rate limit and production cookie', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ AUTH_RATE_LIMIT: '3', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://schools.example' });
  });
  afterAll(() => platform.close());

  it('slows down one IP address after the per-minute limit', async () => {
    const attempt = () => platform.agent().post('/api/auth/login').send({ userId: 'someone', password: 'Wrong1234' });
    for (let i = 0; i < 3; i++) await attempt().expect(401);
    const response = await attempt().expect(429);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.auth.tooManyRequests });
    // The session check stays available.
    await platform.agent().get('/api/auth/isauth').expect(200);
  });

  it('accepts PUBLIC_ORIGIN as the platform’s own origin', async () => {
    const response = await platform.agent().post('/api/dashboard/profile/publish-web').set('Origin', 'https://schools.example');
    expect(response.status).toBe(401);
  });
});
