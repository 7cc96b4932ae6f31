import { PASSWORD_RULE_MESSAGE } from '@schoolpage/content-contract';
import { ADMIN, mailedCode, signedInAdmin } from '../testing/admin-fixture';
import { latestInvitationToken } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** One password rule (issue #42): any printable character, the spec's minimums, wherever a password is chosen. */
describe('a password with symbols and spaces', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ OTP_RESEND_COOLDOWN_SECONDS: '0', AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => platform.close());

  const login = (userId: string, password: string) => platform.agent().post('/api/auth/login').send({ userId, password });

  it('is taken at sign-up and signs in', async () => {
    await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'sunrise1', email: 'sunrise1@school.edu', password: 'Sunrise@2024' }).expect(201);
    await login('sunrise1', 'Sunrise@2024').expect(200);
  });

  it('is taken by a reset, and the same letters typed composed or not sign in', async () => {
    await signedInAdmin(platform, { userId: 'sunrise2', email: 'sunrise2@school.edu' });
    await platform.agent().post('/api/auth/forgot-password-otp').send({ email: 'sunrise2@school.edu' }).expect(200);
    const composed = 'Café au lait 7';
    const body = { email: 'sunrise2@school.edu', otp: await mailedCode(platform, 'sunrise2@school.edu'), newPassword: composed };
    await platform.agent().post('/api/auth/reset-password').send(body).expect(200);
    await login('sunrise2', composed.normalize('NFD')).expect(200);
  });

  it('is taken when joining by an invitation', async () => {
    const owner = await signedInAdmin(platform, { userId: 'sunrise3', email: 'sunrise3@school.edu' });
    await owner.post('/api/dashboard/team/invitations').send({ email: 'joiner@school.edu', role: 'editor' }).expect(201);
    const token = latestInvitationToken(platform, 'joiner@school.edu');
    await platform.agent().post('/api/auth/accept-invitation').send({ token, fullName: 'Joiner', userId: 'joiner', password: 'Sunrise 2024!' }).expect(200);
    await login('joiner', 'Sunrise 2024!').expect(200);
  });

  it('is refused without the minimums, with the rule in words, keeping nothing', async () => {
    for (const password of ['sunrise@2024', 'Sunrise@', 'Sun@24', 'Tab\there2024A']) {
      const refused = await platform.agent().post('/api/auth/register').send({ ...ADMIN, userId: 'sunrise4', email: 'sunrise4@school.edu', password });
      expect([refused.status, refused.body.message]).toEqual([400, PASSWORD_RULE_MESSAGE]);
    }
    await login('sunrise4', 'sunrise@2024').expect(401);
  });
});
