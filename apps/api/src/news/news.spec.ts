import { NEWS_API_PATH, NEWS_MESSAGES as M, RICH_TEXT_MESSAGES, RICH_TEXT_PICTURES_API_PATH, TRASH_API } from '@schoolpage/content-contract';
import { PublishedSitesService } from '../public/published-sites.service';
import { signedInAdmin, verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';

const body = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Results' }] }] };

describe("the school's news (/api/dashboard/news)", () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  const listed = async () => (await agent.get(NEWS_API_PATH).expect(200)).body.info as { id: string; slug: string }[];

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  it('is for the signed-in admin only', async () => {
    await platform.agent().get(NEWS_API_PATH).expect(401);
    await platform.agent().post(NEWS_API_PATH).send({ title: 'Sports day' }).expect(401);
  });

  it('adds a story with its cover, text and schedule, newest first, and reads it by its id', async () => {
    const cover = (await agent.post(RICH_TEXT_PICTURES_API_PATH).attach('picture', await pngImage(), 'cover.png').expect(201)).body.info.url;
    const sent = { title: 'Sports day', summary: 'Races and prizes', body, coverImage: { url: cover, altText: 'Children running' }, publishAt: '2099-12-01T07:00:00+05:30', pinned: true };
    const answer = await agent.post(NEWS_API_PATH).send(sent).expect(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: M.added,
      info: { ...sent, slug: 'sports-day', publishAt: '2099-12-01T01:30:00.000Z' },
    });
    const second = await agent.post(NEWS_API_PATH).send({ title: 'Sports day' }).expect(201);
    expect(second.body.info).toMatchObject({ slug: 'sports-day-2', summary: '', pinned: false });
    expect((await listed()).map((story) => story.slug)).toEqual(['sports-day-2', 'sports-day']);
    expect((await agent.get(`${NEWS_API_PATH}/${answer.body.info.id}`).expect(200)).body.info.title).toBe('Sports day');
  });

  it('keeps "Tell subscribers" unticked on a draft as false, and forgets it when ticked again', async () => {
    const draft = (await agent.post(NEWS_API_PATH).send({ title: 'Quiet draft', status: 'draft', tellSubscribers: false }).expect(201)).body.info;
    expect(draft.tellSubscribers).toBe(false);
    const ticked = (await agent.patch(`${NEWS_API_PATH}/${draft.id}`).send({ tellSubscribers: true }).expect(200)).body.info;
    expect(ticked).not.toHaveProperty('tellSubscribers');
    expect((await agent.post(NEWS_API_PATH).send({ title: 'Loud story', tellSubscribers: true }).expect(201)).body.info).not.toHaveProperty('tellSubscribers');
    await agent.post(NEWS_API_PATH).send({ title: 'Unsure story', tellSubscribers: 'yes' }).expect(400);
  });

  it.each([
    [{ summary: 'No title' }, M.titleRequired],
    [{ title: 'x', coverImage: { url: 'https://elsewhere.example/a.png', altText: 'A' } }, M.coverInvalid],
    [{ title: 'x', coverImage: { url: '/api/files/abc.png', altText: '' } }, M.coverAltRequired],
    [{ title: 'x', body: { type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'alert(1)' } }] } }, 'Unknown field "onclick" in the request.'],
    [{ title: 'x', body: { type: 'doc', content: [{ type: 'script', content: [] }] } }, RICH_TEXT_MESSAGES.unknownPart],
  ])('refuses %j with a clear message and changes nothing', async (sent, message) => {
    const before = await listed();
    expect((await agent.post(NEWS_API_PATH).send(sent).expect(400)).body).toEqual({ success: false, message });
    expect(await listed()).toEqual(before);
  });

  it('changes a story (its address stays) and deletes it', async () => {
    const [story] = await listed();
    const edited = await agent.patch(`${NEWS_API_PATH}/${story.id}`).send({ title: 'Annual day', coverImage: null, pinned: true }).expect(200);
    expect(edited.body).toMatchObject({ success: true, message: M.saved, info: { title: 'Annual day', slug: story.slug, pinned: true } });
    expect(edited.body.info).not.toHaveProperty('coverImage');
    await agent.delete(`${NEWS_API_PATH}/${story.id}`).expect(200);
    expect((await agent.get(`${NEWS_API_PATH}/${story.id}`).expect(404)).body).toEqual({ success: false, message: M.notFound });
  });

  it('keeps a deleted story (and its cover) in Recently deleted, and a restore brings it back with its address', async () => {
    const cover = (await agent.post(RICH_TEXT_PICTURES_API_PATH).attach('picture', await pngImage(), 'cover.png').expect(201)).body.info.url;
    await agent.post(NEWS_API_PATH).send({ title: 'Science fair', coverImage: { url: cover, altText: 'Models on tables' } }).expect(201);
    const before = await listed();
    const story = before.find((candidate) => candidate.slug === 'science-fair')!;
    const removed = await agent.delete(`${NEWS_API_PATH}/${story.id}`).expect(200);
    expect(removed.body).toMatchObject({ success: true, message: M.removed, deletedId: expect.any(String) });
    expect((await platform.agent().get(cover)).status).toBe(200);
    const trash = (await agent.get(TRASH_API.list).expect(200)).body.info;
    expect(trash[0]).toMatchObject({ id: removed.body.deletedId, list: 'news', item: { id: story.id, slug: 'science-fair' } });
    await agent.post(TRASH_API.restore(removed.body.deletedId)).expect(200);
    expect(await listed()).toEqual(before);
  });

  it('refuses to restore a story whose address a new story took meanwhile', async () => {
    const story = (await listed()).find((candidate) => candidate.slug === 'science-fair')!;
    const { deletedId } = (await agent.delete(`${NEWS_API_PATH}/${story.id}`).expect(200)).body;
    await agent.post(NEWS_API_PATH).send({ title: 'Science fair' }).expect(201);
    const before = await listed();
    expect((await agent.post(TRASH_API.restore(deletedId)).expect(409)).body).toEqual({ success: false, message: M.slugTaken });
    expect(await listed()).toEqual(before);
  });

  it("refuses a cover or a picture in the text that is another school's file (or not an upload), and saves nothing", async () => {
    const other = await signedInAdmin(platform, { userId: 'news-other', email: 'other@news.edu', organizationName: 'Other School' });
    const theirs = (await other.post(RICH_TEXT_PICTURES_API_PATH).attach('picture', await pngImage(), 'p.png').expect(201)).body.info.url;
    const before = await listed();
    const refusals: [object, string][] = [
      [{ title: 'Stolen', coverImage: { url: theirs, altText: 'A picture' } }, M.coverInvalid],
      [{ title: 'Made up', coverImage: { url: '/api/files/0123456789abcdef0123456789abcdef.png', altText: 'A picture' } }, M.coverInvalid],
      [{ title: 'Stolen', body: { type: 'doc', content: [{ type: 'image', attrs: { src: theirs, alt: 'A picture' } }] } }, RICH_TEXT_MESSAGES.imageSourceInvalid],
    ];
    for (const [sent, message] of refusals) {
      expect((await agent.post(NEWS_API_PATH).send(sent).expect(400)).body).toEqual({ success: false, message });
      const { title: _title, ...change } = sent as { title: string };
      expect((await agent.patch(`${NEWS_API_PATH}/${before[0].id}`).send(change).expect(400)).body).toEqual({ success: false, message });
    }
    expect(await listed()).toEqual(before);
  });

  it("shows a story scheduled for later in the site's all-content answer at its time, without a save, and no cache keeps the answer past then", async () => {
    const school = await verifiedAdmin(platform, { userId: 'news-scheduled', email: 'scheduled@news.edu', organizationName: 'Scheduled School' });
    await school.post('/api/dashboard/profile/publish-web').expect(200);
    const organizationId = (await school.get('/api/dashboard/profile/info').expect(200)).body.info._id;
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    await school.post(NEWS_API_PATH).send({ title: 'Prize day', publishAt }).expect(201);
    const read = () => platform.agent().get(`/api/web/all-content?organizationId=${organizationId}`).expect(200);
    const before = await read();
    expect(before.body.info.news).toEqual([]);
    expect(Number(/s-maxage=(\d+)/.exec(before.headers['cache-control'])?.[1])).toBeLessThanOrEqual(3600);
    const published = platform.app.get(PublishedSitesService);
    published.clock = () => Date.parse(publishAt);
    try {
      expect((await read()).body.info.news.map((story: { title: string }) => story.title)).toEqual(['Prize day']);
    } finally {
      published.clock = () => Date.now();
    }
  });
});
