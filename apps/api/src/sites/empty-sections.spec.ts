import { EMPTY_SECTIONS, EMPTY_SECTIONS_API_PATH, EMPTY_SECTIONS_MESSAGES as M, LANGUAGES_API_PATH } from '@schoolpage/content-contract';
import { publishedSchool } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('empty sections a school leaves out (/api/dashboard/visible/empty-sections)', () => {
  let platform: TestPlatform;
  let school: Awaited<ReturnType<typeof publishedSchool>>;
  const publicContent = async () => (await platform.agent().get(`/api/web/all-content?organizationId=${school.organizationId}`).expect(200)).body.info;

  beforeAll(async () => {
    platform = await startTestPlatform();
    school = await publishedSchool(platform);
  });
  afterAll(() => platform.close());

  it('names the empty sections and hides none by default', async () => {
    await school.agent.post('/api/dashboard/about/faq').send({ question: 'Is there a bus?', answer: 'Yes.' }).expect(201);
    const { info } = (await school.agent.get(EMPTY_SECTIONS_API_PATH).expect(200)).body;
    expect(info.hidden).toEqual([]);
    expect(info.empty).toEqual(EMPTY_SECTIONS.filter((section) => section !== 'faq'));
    expect((await publicContent()).hiddenEmptySections).toBeUndefined();
  });

  it('keeps the choice with the site, in order and once each, and gives it to the public site', async () => {
    const saved = await school.agent.post(EMPTY_SECTIONS_API_PATH).send({ hidden: ['gallery', 'vision', 'gallery'] }).expect(200);
    expect(saved.body).toMatchObject({ success: true, message: M.saved, info: { hidden: ['vision', 'gallery'] } });
    expect((await school.agent.get(EMPTY_SECTIONS_API_PATH).expect(200)).body.info.hidden).toEqual(['vision', 'gallery']);
    expect((await publicContent()).hiddenEmptySections).toEqual(['vision', 'gallery']);
  });

  it('refuses an unknown section with a clear message and changes nothing', async () => {
    expect((await school.agent.post(EMPTY_SECTIONS_API_PATH).send({ hidden: ['gallery', 'passwords'] }).expect(400)).body).toEqual({ success: false, message: M.invalid });
    expect((await school.agent.get(EMPTY_SECTIONS_API_PATH).expect(200)).body.info.hidden).toEqual(['vision', 'gallery']);
  });

  it('is a setting of the whole site: saved while editing another language, it holds for every language and changes no text', async () => {
    await school.agent.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en', 'hi'] }).expect(200);
    const english = (await school.agent.get('/api/dashboard/about/faq').expect(200)).text;
    await school.agent.post(`${EMPTY_SECTIONS_API_PATH}?lang=hi`).send({ hidden: ['faq'] }).expect(200);
    expect((await school.agent.get(EMPTY_SECTIONS_API_PATH).expect(200)).body.info.hidden).toEqual(['faq']);
    expect((await publicContent()).hiddenEmptySections).toEqual(['faq']);
    expect((await school.agent.get('/api/dashboard/about/faq').expect(200)).text).toBe(english);
  });

  it('is for signed-in members only', async () => {
    await platform.agent().get(EMPTY_SECTIONS_API_PATH).expect(401);
    await platform.agent().post(EMPTY_SECTIONS_API_PATH).send({ hidden: [] }).expect(401);
  });
});
