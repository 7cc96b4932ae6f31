import { API_MESSAGES } from '@schoolpage/content-contract';
import { schoolTeam } from '../testing/team-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

type Agent = Awaited<ReturnType<typeof schoolTeam>>['owner'];

async function languageOf(agent: Agent): Promise<unknown> {
  return (await agent.get('/api/dashboard/profile/info').expect(200)).body.info.dashboardLanguage;
}

describe("a person's dashboard language (POST /api/dashboard/profile/language)", () => {
  let platform: TestPlatform;
  let team: Awaited<ReturnType<typeof schoolTeam>>;

  beforeAll(async () => {
    platform = await startTestPlatform();
    team = await schoolTeam(platform, 'language');
  });
  afterAll(() => platform.close());

  it('is none until chosen, then kept on the person and answered with the profile', async () => {
    expect(await languageOf(team.owner)).toBeNull();
    const answer = await team.owner.post('/api/dashboard/profile/language').send({ language: 'hi' }).expect(200);
    expect(answer.body).toEqual({ success: true, message: API_MESSAGES.profile.languageSaved, info: 'hi' });
    expect(await languageOf(team.owner)).toBe('hi');
    await team.owner.post('/api/dashboard/profile/language').send({ language: 'en' }).expect(200);
    expect(await languageOf(team.owner)).toBe('en');
  });

  it("is each person's own: every role sets theirs, and nobody else's changes", async () => {
    await team.owner.post('/api/dashboard/profile/language').send({ language: 'en' }).expect(200);
    await team.contributor.post('/api/dashboard/profile/language').send({ language: 'hi' }).expect(200);
    await team.editor.post('/api/dashboard/profile/language').send({ language: 'hi' }).expect(200);
    expect(await languageOf(team.contributor)).toBe('hi');
    expect(await languageOf(team.editor)).toBe('hi');
    expect(await languageOf(team.owner)).toBe('en');
  });

  it('refuses a language the dashboard does not speak, or a body of another shape, with a clear message and changes nothing', async () => {
    await team.owner.post('/api/dashboard/profile/language').send({ language: 'hi' }).expect(200);
    for (const body of [{ language: 'ur' }, { language: 'HI' }, { language: 7 }, {}]) {
      const refusal = await team.owner.post('/api/dashboard/profile/language').send(body).expect(400);
      expect(refusal.body).toMatchObject({ success: false, message: API_MESSAGES.profile.languageInvalid });
    }
    const extra = await team.owner.post('/api/dashboard/profile/language').send({ language: 'en', theme: 'dark' }).expect(400);
    expect(extra.body.success).toBe(false);
    expect(await languageOf(team.owner)).toBe('hi');
  });

  it('needs a session', async () => {
    await platform.agent().post('/api/dashboard/profile/language').send({ language: 'hi' }).expect(401);
  });
});
