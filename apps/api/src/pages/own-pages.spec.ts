import { API_MESSAGES, OWN_PAGE_MESSAGES as M, OWN_PAGES_API_PATH, RICH_TEXT_MESSAGES, RICH_TEXT_PICTURES_API_PATH, SCHEDULE_MESSAGES, TRASH_API } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { SiteChanges } from '../sites/site-changes';
import { pngImage } from '../testing/upload-fixtures';

const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Term 1: ₹40,000' }] }] };

describe("the school's own pages (/api/dashboard/pages)", () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  const listed = async () => (await agent.get(OWN_PAGES_API_PATH).expect(200)).body.info as { id: string; slug: string; title: string }[];

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  it('is for the signed-in admin only', async () => {
    await platform.agent().get(OWN_PAGES_API_PATH).expect(401);
    await platform.agent().post(OWN_PAGES_API_PATH).send({ title: 'Fees' }).expect(401);
    await platform.agent().delete(`${OWN_PAGES_API_PATH}/0123456789abcdef`).expect(401);
  });

  it('adds a page with an address made from its title, stored as the editor wrote it, announcing the change', async () => {
    const changed: string[] = [];
    platform.app.get(SiteChanges).onChange((organizationId) => changed.push(organizationId));
    const answer = await agent.post(OWN_PAGES_API_PATH).send({ title: 'Fee structure', body }).expect(201);
    expect(answer.body).toMatchObject({ success: true, message: M.added, info: { title: 'Fee structure', slug: 'fee-structure', body, showInMenu: true } });
    const { id } = answer.body.info;
    expect((await agent.get(`${OWN_PAGES_API_PATH}/${id}`).expect(200)).body.info).toMatchObject({ id, slug: 'fee-structure' });
    expect(changed).toHaveLength(1);
  });

  it.each([
    [{ title: '' }, M.titleRequired],
    [{ title: 'Fees', slug: 'Fee Structure!' }, M.slugInvalid],
    [{ title: 'About us', slug: 'about' }, M.slugReserved],
    [{ title: 'Bad', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] } }, RICH_TEXT_MESSAGES.linkInvalid],
    [{ title: 'Bad', body: '<p onclick="x">hi</p>' }, RICH_TEXT_MESSAGES.invalid],
    [{ title: 'Bad', publishAt: '2099-01-02T00:00:00Z', expireAt: '2099-01-01T00:00:00Z' }, SCHEDULE_MESSAGES.expiryBeforePublishing],
    [{ title: 'Bad', publishAt: 'Monday 7am' }, SCHEDULE_MESSAGES.timeInvalid],
  ])('refuses %j with a clear message and changes nothing', async (sent, message) => {
    const before = await listed();
    const refused = await agent.post(OWN_PAGES_API_PATH).send(sent).expect(400);
    expect(refused.body).toEqual({ success: false, message });
    expect(await listed()).toEqual(before);
  });

  it('keeps addresses unique within the site', async () => {
    const second = await agent.post(OWN_PAGES_API_PATH).send({ title: 'Fee structure' }).expect(201);
    expect(second.body.info.slug).toBe('fee-structure-2');
    const taken = await agent.patch(`${OWN_PAGES_API_PATH}/${second.body.info.id}`).send({ slug: 'fee-structure' }).expect(409);
    expect(taken.body).toEqual({ success: false, message: M.slugTaken });
    await agent.post(OWN_PAGES_API_PATH).send({ title: 'Fees', slug: 'fee-structure' }).expect(409);
  });

  it('changes, moves and deletes a page by its id', async () => {
    const [first, second] = await listed();
    const edited = await agent.patch(`${OWN_PAGES_API_PATH}/${second.id}`).send({ title: 'Transport routes', slug: 'transport', showInMenu: false }).expect(200);
    expect(edited.body).toMatchObject({ success: true, message: M.saved, info: { title: 'Transport routes', slug: 'transport', showInMenu: false } });
    const moved = await agent.post(`${OWN_PAGES_API_PATH}/${second.id}/move`).send({ to: 0 }).expect(200);
    expect(moved.body.info.map((page: { id: string }) => page.id)).toEqual([second.id, first.id]);
    const removed = await agent.delete(`${OWN_PAGES_API_PATH}/${first.id}`).expect(200);
    expect(removed.body).toMatchObject({ success: true, message: M.removed });
    expect((await listed()).map((page) => page.id)).toEqual([second.id]);
    expect((await agent.get(`${OWN_PAGES_API_PATH}/${first.id}`).expect(404)).body).toEqual({ success: false, message: M.notFound });
  });

  it('sets and clears a page schedule', async () => {
    const [page] = await listed();
    const publishAt = '2099-12-01T01:30:00.000Z';
    await agent.patch(`${OWN_PAGES_API_PATH}/${page.id}`).send({ publishAt: '2099-12-01T07:00:00+05:30' }).expect(200);
    expect((await agent.get(`${OWN_PAGES_API_PATH}/${page.id}`)).body.info.publishAt).toBe(publishAt);
    await agent.patch(`${OWN_PAGES_API_PATH}/${page.id}`).send({ publishAt: null }).expect(200);
    expect((await agent.get(`${OWN_PAGES_API_PATH}/${page.id}`)).body.info.publishAt).toBeUndefined();
  });

  it('keeps a deleted page in Recently deleted, and a restore brings it back at its place with its address', async () => {
    await agent.post(OWN_PAGES_API_PATH).send({ title: 'Uniform', slug: 'uniform', body }).expect(201);
    const before = await listed();
    const page = before.find((candidate) => candidate.slug === 'uniform')!;
    const removed = await agent.delete(`${OWN_PAGES_API_PATH}/${page.id}`).expect(200);
    expect(removed.body.deletedId).toEqual(expect.any(String));
    const trash = (await agent.get(TRASH_API.list).expect(200)).body.info;
    expect(trash[0]).toMatchObject({ id: removed.body.deletedId, list: 'pages', item: { id: page.id, title: 'Uniform', slug: 'uniform', body } });
    const restored = await agent.post(TRASH_API.restore(removed.body.deletedId)).expect(200);
    expect(restored.body).toMatchObject({ success: true, message: API_MESSAGES.site.restored });
    expect(await listed()).toEqual(before);
    const ids = async () => (await agent.get(TRASH_API.list).expect(200)).body.info.map((entry: { id: string }) => entry.id);
    expect(await ids()).not.toContain(removed.body.deletedId);
  });

  it('refuses to restore a page whose address another page took meanwhile, and keeps it in Recently deleted', async () => {
    const page = (await listed()).find((candidate) => candidate.slug === 'uniform')!;
    const { deletedId } = (await agent.delete(`${OWN_PAGES_API_PATH}/${page.id}`).expect(200)).body;
    await agent.post(OWN_PAGES_API_PATH).send({ title: 'New uniform', slug: 'uniform' }).expect(201);
    const before = await listed();
    expect((await agent.post(TRASH_API.restore(deletedId)).expect(409)).body).toEqual({ success: false, message: M.slugTaken });
    expect(await listed()).toEqual(before);
    expect((await agent.get(TRASH_API.list).expect(200)).body.info.map((entry: { id: string }) => entry.id)).toContain(deletedId);
  });

  it("refuses a picture in the text that is another school's file, and saves nothing", async () => {
    const other = await signedInAdmin(platform, { userId: 'pages-other', email: 'other@pages.edu', organizationName: 'Other School' });
    const theirs = (await other.post(RICH_TEXT_PICTURES_API_PATH).attach('picture', await pngImage(), 'p.png').expect(201)).body.info.url;
    const ours = (await agent.post(RICH_TEXT_PICTURES_API_PATH).attach('picture', await pngImage(), 'p.png').expect(201)).body.info.url;
    const withPicture = (src: string) => ({ type: 'doc', content: [{ type: 'image', attrs: { src, alt: 'The school bus' } }] });
    const before = await listed();
    const refused = await agent.post(OWN_PAGES_API_PATH).send({ title: 'Transport', body: withPicture(theirs) }).expect(400);
    expect(refused.body).toEqual({ success: false, message: RICH_TEXT_MESSAGES.imageSourceInvalid });
    await agent.patch(`${OWN_PAGES_API_PATH}/${before[0].id}`).send({ body: withPicture(theirs) }).expect(400);
    expect(await listed()).toEqual(before);
    await agent.post(OWN_PAGES_API_PATH).send({ title: 'Transport', body: withPicture(ours) }).expect(201);
  });
});
