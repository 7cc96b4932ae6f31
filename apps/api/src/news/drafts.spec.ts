import { LANGUAGES_API_PATH, NEWS_API_PATH, OWN_PAGES_API_PATH, POST_STATUS_MESSAGES } from '@schoolpage/content-contract';
import { publishedSchool } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** Drafts of news stories and own pages: stored with the site, listed as drafts, never public until published. */
describe('drafts of stories and pages', () => {
  let platform: TestPlatform;
  let school: Awaited<ReturnType<typeof publishedSchool>>;
  const publicContent = async () =>
    (await platform.agent().get(`/api/web/all-content?organizationId=${school.organizationId}`).expect(200)).body.info as { news: { slug: string }[]; pages: { slug: string }[] };
  const sitemap = async () => (await platform.agent().get('/sitemap.xml').expect(200)).text;
  const feed = async () => (await platform.agent().get(`/s/${school.slug}/feed.xml`).expect(200)).text;

  beforeAll(async () => {
    platform = await startTestPlatform();
    school = await publishedSchool(platform);
  });
  afterAll(() => platform.close());

  it.each([
    ['story', NEWS_API_PATH, 'news', (slug: string) => `news/${slug}`],
    ['page', OWN_PAGES_API_PATH, 'pages', (slug: string) => `p/${slug}`],
  ] as const)('keeps a draft %s off the public site, its sitemap and its feed until it is published', async (_kind, path, list, page) => {
    const draft = (await school.agent.post(path).send({ title: `Sports week ${list}`, status: 'draft' }).expect(201)).body.info as { id: string; slug: string; status: string };
    expect(draft.status).toBe('draft');
    expect(((await school.agent.get(path).expect(200)).body.info as { id: string; status: string }[]).find((item) => item.id === draft.id)?.status).toBe('draft');
    expect((await publicContent())[list].map((item) => item.slug)).not.toContain(draft.slug);
    expect(await sitemap()).not.toContain(`/s/${school.slug}/${page(draft.slug)}`);
    expect(await feed()).not.toContain(`Sports week ${list}`);

    await school.agent.patch(`${path}/${draft.id}`).send({ status: 'published' }).expect(200);
    expect((await publicContent())[list].map((item) => item.slug)).toContain(draft.slug);
    expect(await sitemap()).toContain(`/s/${school.slug}/${page(draft.slug)}`);
    if (list === 'news') expect(await feed()).toContain(`Sports week ${list}`);

    // Back to a draft: off the site again.
    await school.agent.patch(`${path}/${draft.id}`).send({ status: 'draft' }).expect(200);
    expect((await publicContent())[list].map((item) => item.slug)).not.toContain(draft.slug);
  });

  it('publishes a story or page sent without a status at once, as before drafts', async () => {
    const story = (await school.agent.post(NEWS_API_PATH).send({ title: 'Prize day' }).expect(201)).body.info as { status: string; slug: string };
    expect(story.status).toBe('published');
    expect((await publicContent()).news.map((item) => item.slug)).toContain(story.slug);
  });

  it('publishes for every language when published while editing another (a status is no text)', async () => {
    await school.agent.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en', 'hi'] }).expect(200);
    const draft = (await school.agent.post(NEWS_API_PATH).send({ title: 'Annual day', status: 'draft' }).expect(201)).body.info as { id: string; slug: string };
    await school.agent.patch(`${NEWS_API_PATH}/${draft.id}?lang=hi`).send({ title: 'वार्षिक दिवस', status: 'published' }).expect(200);
    const story = (await school.agent.get(`${NEWS_API_PATH}/${draft.id}`).expect(200)).body.info as { title: string; status: string };
    expect(story).toMatchObject({ title: 'Annual day', status: 'published' });
    expect((await publicContent()).news.map((item) => item.slug)).toContain(draft.slug);
  });

  it('refuses an unknown status with a clear message and changes nothing', async () => {
    const before = (await school.agent.get(NEWS_API_PATH).expect(200)).body.info;
    expect((await school.agent.post(NEWS_API_PATH).send({ title: 'x', status: 'secret' }).expect(400)).body).toEqual({ success: false, message: POST_STATUS_MESSAGES.statusInvalid });
    expect((await school.agent.get(NEWS_API_PATH).expect(200)).body.info).toEqual(before);
  });
});
