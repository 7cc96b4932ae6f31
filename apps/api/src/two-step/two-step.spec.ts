import { TEAM_MESSAGES } from '@schoolpage/content-contract';
import { totpOf } from '../auth/second-step';
import { schoolTeam } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('two-step sign-in with an authenticator app (TOTP)', () => {
  let platform: TestPlatform;
  let team: Awaited<ReturnType<typeof schoolTeam>>;
  beforeAll(async () => {
    platform = await startTestPlatform();
    team = await schoolTeam(platform, 'totp');
  });
  afterAll(() => platform.close());

  /** The app's code now, from the secret the set-up showed. */
  const codeOf = (secret: string, offsetSeconds = 0) => totpOf(secret, 'app').generate({ timestamp: Date.now() + offsetSeconds * 1000 });

  it('is set up with a QR code, confirmed with a real code, then asked for at every sign-in; recovery codes work once', async () => {
    const setup = await team.editor.post('/api/dashboard/two-step/setup').expect(200);
    const { secret, otpauthUrl, qrSvg } = setup.body.info as { secret: string; otpauthUrl: string; qrSvg: string };
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=SchoolPage');
    expect(qrSvg).toMatch(/^<svg/);
    const wrong = await team.editor.post('/api/dashboard/two-step/enable').send({ code: '000000' });
    expect([wrong.status, wrong.body.message]).toEqual([401, TEAM_MESSAGES.twoStepCodeWrong]);
    const enabled = await team.editor.post('/api/dashboard/two-step/enable').send({ code: codeOf(secret) }).expect(200);
    const recoveryCodes = enabled.body.info.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect((await team.editor.get('/api/dashboard/two-step').expect(200)).body.info).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    // The password alone is not enough.
    const browser = platform.agent();
    const first = await browser.post('/api/auth/login').send({ userId: 'totpeditor', password: 'Secret123' }).expect(200);
    expect(first.body).toEqual({ success: true, twoStepRequired: true, message: TEAM_MESSAGES.twoStepCodeNeeded });
    await browser.get('/api/dashboard/profile/info').expect(401);
    const bad = await browser.post('/api/auth/login/two-step').send({ code: '123456' });
    expect([bad.status, bad.body.message]).toEqual([401, TEAM_MESSAGES.twoStepCodeWrong]);
    // The code the app shows now (the one used to confirm was of this step too, so the next step's code is taken).
    await browser.post('/api/auth/login/two-step').send({ code: codeOf(secret, 30) }).expect(200);
    await browser.get('/api/dashboard/profile/info').expect(200);

    // A recovery code once, not twice.
    const again = platform.agent();
    await again.post('/api/auth/login').send({ userId: 'totpeditor', password: 'Secret123' }).expect(200);
    await again.post('/api/auth/login/two-step').send({ code: recoveryCodes[0] }).expect(200);
    const reuse = platform.agent();
    await reuse.post('/api/auth/login').send({ userId: 'totpeditor', password: 'Secret123' }).expect(200);
    await reuse.post('/api/auth/login/two-step').send({ code: recoveryCodes[0] }).expect(401);
    expect((await team.editor.get('/api/dashboard/two-step').expect(200)).body.info.recoveryCodesLeft).toBe(9);

    // No second step without the password first.
    const stranger = await platform.agent().post('/api/auth/login/two-step').send({ code: codeOf(secret) });
    expect([stranger.status, stranger.body.message]).toEqual([401, TEAM_MESSAGES.twoStepExpired]);
  });

  it('lets an owner require it of everyone: a member without it may only set it up, and cannot turn it off', async () => {
    await team.owner.post('/api/dashboard/two-step/required').send({ required: true }).expect(200);
    const refused = await team.contributor.post('/api/dashboard/about/faq').send({ question: 'Q?', answer: 'A.' });
    expect([refused.status, refused.body.message]).toEqual([403, TEAM_MESSAGES.twoStepSetUpFirst]);
    await team.contributor.get('/api/dashboard/about/faq').expect(200);
    const { secret } = (await team.contributor.post('/api/dashboard/two-step/setup').expect(200)).body.info as { secret: string };
    await team.contributor.post('/api/dashboard/two-step/enable').send({ code: codeOf(secret) }).expect(200);
    await team.contributor.post('/api/dashboard/about/faq').send({ question: 'Q?', answer: 'A.' }).expect(202);
    const off = await team.contributor.post('/api/dashboard/two-step/disable').send({ code: codeOf(secret, 30) });
    expect([off.status, off.body.message]).toEqual([403, TEAM_MESSAGES.twoStepRequiredBySchool]);
    const notOwner = await team.editor.post('/api/dashboard/two-step/required').send({ required: false });
    expect(notOwner.status).toBe(403);
  });
});
