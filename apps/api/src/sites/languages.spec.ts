import { LANGUAGE_MESSAGES as M, LANGUAGES_API_PATH, SUPPORTED_LANGUAGES } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

describe(`a site's languages (${LANGUAGES_API_PATH}, #29)`, () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  const saved = async () => {
    const { body } = await agent.get(LANGUAGES_API_PATH).expect(200);
    return { default: body.default, languages: body.languages };
  };

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  it('is English only for a new site, and offers at least the twelve languages the issue names', async () => {
    const { body } = await agent.get(LANGUAGES_API_PATH).expect(200);
    expect(body).toMatchObject({ success: true, default: 'en', languages: ['en'] });
    expect(body.supported.map((language: { code: string }) => language.code)).toEqual(
      expect.arrayContaining(['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'ur', 'kn', 'ml', 'or', 'pa']),
    );
    expect(body.supported).toEqual(SUPPORTED_LANGUAGES);
    expect(body.supported.find((language: { code: string }) => language.code === 'ur')).toMatchObject({ nativeName: 'اردو', dir: 'rtl' });
  });

  it('saves the languages with the default first, each once', async () => {
    const answer = await agent.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['hi', 'en', 'ur', 'hi'] }).expect(200);
    expect(answer.body).toMatchObject({ success: true, message: M.saved, default: 'en', languages: ['en', 'hi', 'ur'] });
    expect(await saved()).toEqual({ default: 'en', languages: ['en', 'hi', 'ur'] });
  });

  it.each([
    [{ default: 'fr', languages: ['en', 'fr'] }, M.unsupported],
    [{ default: 'en', languages: ['en', 'klingon'] }, M.unsupported],
    [{ default: 'hi', languages: ['en'] }, M.defaultMissing],
    [{ default: 'en', languages: [] }, M.none],
    [{ default: 'en', languages: 'en' }, M.unsupported],
    [{ default: 'en', languages: ['en'], extra: true }, undefined],
  ])('refuses %j with a clear message and changes nothing', async (body, message) => {
    const refused = await agent.post(LANGUAGES_API_PATH).send(body).expect(400);
    expect(refused.body.success).toBe(false);
    if (message) expect(refused.body.message).toBe(message);
    expect(await saved()).toEqual({ default: 'en', languages: ['en', 'hi', 'ur'] });
  });

  it('needs a session', async () => {
    await platform.agent().get(LANGUAGES_API_PATH).expect(401);
    await platform.agent().post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en'] }).expect(401);
  });
});
