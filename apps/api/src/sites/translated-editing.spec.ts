import { LANGUAGE_MESSAGES, LANGUAGES_API_PATH } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** #29 item 2: the same dashboard routes read and save one language with `?lang=<code>`. */
describe('editing a site in its other languages (?lang=)', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  const faq = async (lang?: string) => (await agent.get(`/api/dashboard/about/faq${lang ? `?lang=${lang}` : ''}`).expect(200)).body;
  const name = async (lang?: string) => (await agent.get(`/api/dashboard/profile/info${lang ? `?lang=${lang}` : ''}`).expect(200)).body.info.organizationName;

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
    await agent.post('/api/dashboard/home/orginfo').field('organizationName', 'Sunrise Public School').expect(200);
    await agent.post('/api/dashboard/about/faq').send({ question: 'Is there a school bus?', answer: 'Yes, on four routes.' }).expect(201);
    await agent.post('/api/dashboard/about/faq').send({ question: 'When does school start?', answer: 'At 8.15.' }).expect(201);
    await agent.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en', 'hi', 'ur'] }).expect(200);
  });
  afterAll(() => platform.close());

  it('answers a language not yet translated in the default language, and says which fields fell back', async () => {
    const answer = await faq('hi');
    expect(answer.info.map((item: { question: string }) => item.question)).toEqual(['Is there a school bus?', 'When does school start?']);
    expect(answer.translation).toMatchObject({ language: 'hi', default: 'en' });
    expect(answer.translation.fallback).toEqual(expect.arrayContaining([`faq/#${answer.info[0].id}/question`, 'organizationName']));
    // The default language, or no language, answers exactly as the spec's route does.
    expect(await faq('en')).toEqual(await faq());
    expect(await faq()).not.toHaveProperty('translation');
  });

  it('saves a change made in Hindi as Hindi only: the English site does not change', async () => {
    await agent.post('/api/dashboard/home/orginfo?lang=hi').field('organizationName', 'सनराइज़ पब्लिक स्कूल').expect(200);
    const [first] = (await faq('hi')).info;
    await agent.patch(`/api/dashboard/about/faq/${first.id}?lang=hi`).send({ question: 'क्या स्कूल बस है?', answer: 'हाँ, चार रास्तों पर।' }).expect(200);

    expect(await name()).toBe('Sunrise Public School');
    expect(await name('hi')).toBe('सनराइज़ पब्लिक स्कूल');
    expect(await name('ur')).toBe('Sunrise Public School');
    expect((await faq()).info[0]).toMatchObject({ question: 'Is there a school bus?', answer: 'Yes, on four routes.' });
    const hindi = await faq('hi');
    expect(hindi.info[0]).toMatchObject({ id: first.id, question: 'क्या स्कूल बस है?', answer: 'हाँ, चार रास्तों पर।' });
    expect(hindi.translation.fallback).not.toContain(`faq/#${first.id}/question`);
    expect(hindi.translation.fallback).toContain(`faq/#${hindi.info[1].id}/question`);
  });

  it('marks a translation "needs review" when the default text changes, until it is saved again', async () => {
    const [first] = (await faq()).info;
    await agent.patch(`/api/dashboard/about/faq/${first.id}`).send({ answer: 'Yes, on five routes.' }).expect(200);
    expect((await faq('hi')).translation.needsReview).toEqual([`faq/#${first.id}/answer`]);
    let progress = (await agent.get(LANGUAGES_API_PATH).expect(200)).body.progress;
    expect(progress.find((language: { language: string }) => language.language === 'hi')).toMatchObject({ needsReview: [`faq/#${first.id}/answer`] });

    await agent.patch(`/api/dashboard/about/faq/${first.id}?lang=hi`).send({ answer: 'हाँ, पाँच रास्तों पर।' }).expect(200);
    expect((await faq('hi')).translation.needsReview).toEqual([]);
    progress = (await agent.get(LANGUAGES_API_PATH).expect(200)).body.progress;
    const hi = progress.find((language: { language: string }) => language.language === 'hi');
    expect(hi.translated).toBe(3);
    expect(hi.total).toBeGreaterThan(3);
    expect(progress.find((language: { language: string }) => language.language === 'ur').translated).toBe(0);
  });

  it('forgets an item’s translations with the item', async () => {
    const [, second] = (await faq()).info;
    await agent.patch(`/api/dashboard/about/faq/${second.id}?lang=hi`).send({ question: 'स्कूल कब शुरू होता है?' }).expect(200);
    await agent.delete(`/api/dashboard/about/faq/1?id=${second.id}`).expect(200);
    const fields = [...(await faq('hi')).translation.fallback, ...(await faq('hi')).translation.needsReview];
    expect(fields.some((path: string) => path.includes(second.id))).toBe(false);
  });

  it('refuses a language the site is not written in, and changes nothing', async () => {
    for (const lang of ['fr', 'bn', '']) {
      const refused = await agent.post(`/api/dashboard/home/orginfo?lang=${lang}`).field('organizationName', 'Nope').expect(400);
      expect(refused.body).toEqual({ success: false, message: LANGUAGE_MESSAGES.notOfSite });
    }
    expect(await name()).toBe('Sunrise Public School');
  });

  it('makes Hindi the default: its texts become the site’s, and the English ones its translation', async () => {
    await agent.post(LANGUAGES_API_PATH).send({ default: 'hi', languages: ['hi', 'en', 'ur'] }).expect(200);
    expect(await name()).toBe('सनराइज़ पब्लिक स्कूल');
    expect(await name('en')).toBe('Sunrise Public School');
    await agent.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en', 'hi', 'ur'] }).expect(200);
    expect(await name()).toBe('Sunrise Public School');
    expect(await name('hi')).toBe('सनराइज़ पब्लिक स्कूल');
  });
});
