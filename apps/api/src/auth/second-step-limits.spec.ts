import { API_MESSAGES, TEAM_MESSAGES } from '@schoolpage/content-contract';
import { AccountRepository } from '../storage/persistence/account.repository';
import { MemberRepository } from '../storage/persistence/member.repository';
import { ADMIN, signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { AuthService } from './auth.service';
import { totpOf } from './second-step';

describe('second-step codes: limits of their own, each code used once', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    // Test clients name their address in X-Forwarded-For, as a trusted proxy in front of the platform would.
    platform = await startTestPlatform({ TRUSTED_PROXIES: 'loopback', AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => platform.close());

  /** A school owner with the authenticator step on; answers their recovery codes. */
  async function ownerWithTwoStep(userId: string): Promise<string[]> {
    const owner = await signedInAdmin(platform, { userId, email: `${userId}@school.test`, organizationName: `${userId} ${ADMIN.organizationName}` });
    const { secret } = (await owner.post('/api/dashboard/two-step/setup').expect(200)).body.info as { secret: string };
    const enabled = await owner.post('/api/dashboard/two-step/enable').send({ code: totpOf(secret, 'app').generate() }).expect(200);
    return enabled.body.info.recoveryCodes as string[];
  }

  /** A browser from `address` whose password step for `userId` has passed. */
  async function pastPassword(userId: string, address: string) {
    const browser = platform.agent();
    const first = await browser.post('/api/auth/login').set('X-Forwarded-For', address).send({ userId, password: ADMIN.password }).expect(200);
    expect(first.body.twoStepRequired).toBe(true);
    return browser;
  }

  const secondStep = (browser: ReturnType<TestPlatform['agent']>, code: string, address: string) =>
    browser.post('/api/auth/login/two-step').set('X-Forwarded-For', address).send({ code });

  it('keeps counting wrong codes from an address when the right password is given again', async () => {
    await ownerWithTwoStep('stepcount');
    const address = '198.51.100.21';
    let browser = await pastPassword('stepcount', address);
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep(browser, '000000', address);
      expect([wrong.status, wrong.body.message]).toEqual([401, TEAM_MESSAGES.twoStepCodeWrong]);
    }
    // The password again does not give the address its free codes back.
    browser = await pastPassword('stepcount', address);
    const paused = await secondStep(browser, '000000', address);
    expect(paused.status).toBe(429);
    expect(paused.body.message).toBe(API_MESSAGES.auth.loginPaused(1));
  });

  it('checks no more codes for one account per hour than e-mailed codes, whatever the addresses', async () => {
    await ownerWithTwoStep('stepcap');
    // OTP_TRIES_PER_HOUR is 10 by default: each code from a new address, so no address is slowed.
    for (let i = 0; i < 10; i++) {
      const address = `198.51.100.${100 + i}`;
      await secondStep(await pastPassword('stepcap', address), '000000', address).expect(401);
    }
    const address = '198.51.100.120';
    const capped = await secondStep(await pastPassword('stepcap', address), '000000', address);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/^Too many wrong codes for this account\. Please try again in /);
  });

  it('lets one recovery code sign in once when two requests bring it together', async () => {
    const [code] = await ownerWithTwoStep('steprace');
    const account = await platform.app.get(AccountRepository).findByUserId('steprace');
    const auth = platform.app.get(AuthService);
    const outcomes = await Promise.allSettled(['198.51.100.31', '198.51.100.32'].map((address) => auth.secondStep(account!.id, code, address)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await platform.app.get(MemberRepository).find(account!.id))?.twoStep?.recoveryHashes).toHaveLength(9);
  });
});
