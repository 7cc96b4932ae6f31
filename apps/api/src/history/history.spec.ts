import { schoolTeam } from '../testing/team-fixture';
import { HistoryClock } from './history-clock';
import { VersionPruning } from './version-pruning';
import { KEYFRAME_EVERY } from './version-delta';
import { signedInAdmin } from '../testing/admin-fixture';
import { pdfFile } from '../testing/upload-fixtures';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

type Agent = Awaited<ReturnType<typeof signedInAdmin>>;
interface Version {
  id: string;
  historyKey: string;
  at: string;
  by: { name: string; role: string } | null;
  approvalId: string | null;
  state: unknown;
}

const HISTORY = '/api/dashboard/history';
const STEPS = '/api/dashboard/academics/admission-process';
const FAQ = '/api/dashboard/about/faq';

describe('version history: every saved change kept, shown with what it changed, and restored', () => {
  let platform: TestPlatform;
  let agent: Agent;
  const versions = async (who: Agent, thing: string, page = 1) => (await who.get(HISTORY).query({ thing, page }).expect(200)).body.info as { total: number; versions: Version[] };
  const steps = async () => (await agent.get(STEPS).expect(200)).body.info as { id: string; title: string; content: string }[];

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform, { userId: 'historyowner', email: 'historyowner@school.test' });
  });
  afterAll(() => platform.close());

  it('keeps each change of a list section with who made it, and answers its difference item by item, field by field', async () => {
    await agent.post(STEPS).send({ stepTitle: 'Visit the school', content: 'Any weekday' }).expect(201);
    const [step] = await steps();
    await agent.patch(`${STEPS}/${step.id}`).send({ content: 'Any weekday before noon' }).expect(200);

    const { total, versions: listed } = await versions(agent, 'section:admissionProcess');
    expect(total).toBe(3);
    const [edited, added, before] = listed;
    expect(edited).toMatchObject({ historyKey: 'section:admissionProcess', by: { role: 'owner' }, approvalId: null });
    expect(edited.by?.name).toBeTruthy();
    expect(before).toMatchObject({ by: null, state: [] });

    const shown = (await agent.get(`${HISTORY}/${edited.id}`).expect(200)).body.info;
    expect(shown.previousId).toBe(added.id);
    expect(shown.changes).toEqual([{ kind: 'changed', itemId: step.id, fields: [{ field: 'content', old: 'Any weekday', new: 'Any weekday before noon' }] }]);
    const first = (await agent.get(`${HISTORY}/${added.id}`).expect(200)).body.info;
    expect(first.changes).toEqual([{ kind: 'added', itemId: step.id, position: 0, item: expect.objectContaining({ content: 'Any weekday' }) }]);
  });

  it('restores a version as a new version of its own, which can itself be undone', async () => {
    const [, added] = (await versions(agent, 'section:admissionProcess')).versions;
    const answer = await agent.post(`${HISTORY}/${added.id}/restore`).expect(200);
    expect(answer.body).toEqual({ success: true, message: 'Restored.' });
    expect((await steps()).map((s) => s.content)).toEqual(['Any weekday']);
    const after = await versions(agent, 'section:admissionProcess');
    expect(after.total).toBe(4);
    const restored = (await agent.get(`${HISTORY}/${after.versions[0].id}`).expect(200)).body.info;
    expect(restored.changes).toEqual([expect.objectContaining({ kind: 'changed', fields: [{ field: 'content', old: 'Any weekday before noon', new: 'Any weekday' }] })]);
  });

  it('keeps a single section and brings back one deleted item alone, in its place, without touching the rest', async () => {
    await agent.post('/api/dashboard/home/vision').send({ vision: 'Every child curious.' }).expect(201);
    await agent.post('/api/dashboard/home/vision').send({ vision: 'Every child kind.' }).expect(201);
    const [vision] = (await versions(agent, 'section:vision')).versions;
    expect((await agent.get(`${HISTORY}/${vision.id}`).expect(200)).body.info.changes).toEqual([
      { kind: 'changed', itemId: null, fields: [{ field: 'vision', old: ['Every child curious.'], new: ['Every child curious.', 'Every child kind.'] }] },
    ]);

    for (const question of ['Is there a bus?', 'When are holidays?', 'Is there lunch?']) await agent.post(FAQ).send({ question, answer: 'Yes.' }).expect(201);
    const full = (await versions(agent, 'section:faq')).versions[0];
    await agent.delete(`${FAQ}/1`).expect(200);
    await agent.patch(`${FAQ}/0`).send({ answer: 'Yes, on every route.' }).expect(200);
    const faqOf = async () => ((await agent.get(FAQ).expect(200)).body.info as { question: string; answer: string }[]).map((f) => `${f.question} ${f.answer}`);
    expect(await faqOf()).toEqual(['Is there a bus? Yes, on every route.', 'Is there lunch? Yes.']);

    const deletedId = (full.state as { id: string; question: string }[])[1].id;
    await agent.post(`${HISTORY}/${full.id}/restore`).send({ itemId: deletedId }).expect(200);
    expect(await faqOf()).toEqual(['Is there a bus? Yes, on every route.', 'When are holidays? Yes.', 'Is there lunch? Yes.']);

    const missing = await agent.post(`${HISTORY}/${full.id}/restore`).send({ itemId: 'no-such-item' }).expect(404);
    expect(missing.body).toEqual({ success: false, message: 'That item is not in this version.' });
  });

  it('keeps an own page as a thing of its own; brings a deleted one back, refusing while its address is taken', async () => {
    const PAGES = '/api/dashboard/pages';
    const titles = async () => ((await agent.get(PAGES).expect(200)).body.info as { title: string }[]).map((p) => p.title);
    const page = (await agent.post(PAGES).send({ title: 'Fee structure' }).expect(201)).body.info as { id: string };
    const listed = await versions(agent, `page:${page.id}`);
    expect(listed.versions.map((v) => v.state === null)).toEqual([false, true]);
    expect((await agent.get(`${HISTORY}/${listed.versions[0].id}`).expect(200)).body.info.changes).toEqual([
      expect.objectContaining({ kind: 'added', itemId: page.id, item: expect.objectContaining({ title: 'Fee structure' }) }),
    ]);

    await agent.delete(`${PAGES}/${page.id}`).expect(200);
    const [deleted] = (await versions(agent, `page:${page.id}`)).versions;
    expect((await agent.get(`${HISTORY}/${deleted.id}`).expect(200)).body.info.changes).toEqual([expect.objectContaining({ kind: 'removed', itemId: page.id })]);
    const other = (await agent.post(PAGES).send({ title: 'Fees', slug: 'fee-structure' }).expect(201)).body.info as { id: string };
    const refused = await agent.post(`${HISTORY}/${listed.versions[0].id}/restore`).expect(409);
    expect(refused.body).toEqual({ success: false, message: 'Another page of your site already has this address.' });
    expect(await titles()).toEqual(['Fees']);

    await agent.delete(`${PAGES}/${other.id}`).expect(200);
    await agent.post(`${HISTORY}/${listed.versions[0].id}/restore`).expect(200);
    expect(await titles()).toEqual(['Fee structure']);
    const trash = (await agent.get('/api/dashboard/trash').expect(200)).body.info as { item: { id: string } }[];
    expect(trash.map((entry) => entry.item.id)).not.toContain(page.id);
  });

  it('keeps the alert, a news story and a circular as things of their own', async () => {
    await agent.post('/api/dashboard/alert').send({ message: 'Sports day on Friday', level: 'info' }).expect(200);
    await agent.delete('/api/dashboard/alert').expect(200);
    const [removed, set] = (await versions(agent, 'alert')).versions;
    expect(removed.state).toBeNull();
    await agent.post(`${HISTORY}/${set.id}/restore`).expect(200);
    expect((await agent.get('/api/dashboard/alert').expect(200)).body.info).toEqual({ message: 'Sports day on Friday', level: 'info' });

    const story = (await agent.post('/api/dashboard/news').send({ title: 'Sports day' }).expect(201)).body.info as { id: string };
    expect((await versions(agent, `news:${story.id}`)).versions[0].state).toMatchObject({ title: 'Sports day' });

    await agent.post('/api/dashboard/notice-course/notice').field('noticeTitle', 'Holiday circular').field('noticeDate', '2026-11-26').attach('noticeFile', pdfFile(), 'circular.pdf').expect(201);
    const [notice] = (await agent.get('/api/dashboard/notice-course/notice').expect(200)).body.info as { id: string }[];
    expect((await versions(agent, `circular:${notice.id}`)).versions[0].state).toMatchObject({ id: notice.id });
    expect((await versions(agent, 'section:notice')).total).toBe(2);
  });

  it('refuses what names no thing or no version of the school, changing nothing', async () => {
    expect((await agent.get(HISTORY).query({ thing: 'section:recentlyDeleted' }).expect(400)).body.message).toMatch(/history/);
    expect((await agent.get(HISTORY).expect(400)).body.success).toBe(false);
    await agent.get(`${HISTORY}/${'0'.repeat(24)}`).expect(404);
    await agent.post(`${HISTORY}/not-a-version/restore`).expect(404);
    const other = await signedInAdmin(platform, { userId: 'historyother', email: 'historyother@school.test' });
    const [mine] = (await versions(agent, 'section:faq')).versions;
    await other.get(`${HISTORY}/${mine.id}`).expect(404);
    await other.post(`${HISTORY}/${mine.id}/restore`).expect(404);
    await agent.post(`${HISTORY}/${mine.id}/restore`).send({ nonsense: true }).expect(400);
  });

  it('names the approval a change came through, and sends a contributor’s restore for approval', async () => {
    const team = await schoolTeam(platform, 'hist');
    await team.contributor.post(FAQ).send({ question: 'Is there a bus?', answer: 'Yes.' }).expect(202);
    const [approval] = (await team.owner.get('/api/dashboard/approvals').expect(200)).body.info as { id: string }[];
    await team.editor.post(`/api/dashboard/approvals/${approval.id}/approve`).expect(200);
    const [approved, before] = (await versions(team.owner, 'section:faq')).versions;
    expect(approved).toMatchObject({ approvalId: approval.id, by: { role: 'editor', name: 'editor histeditor' } });

    const sent = await team.contributor.post(`${HISTORY}/${before.id}/restore`).expect(202);
    expect(sent.body).toEqual({ success: true, message: 'Sent for approval.' });
    expect((await team.owner.get(FAQ).expect(200)).body.info).toHaveLength(1);
    expect((await versions(team.owner, 'section:faq')).total).toBe(2);
  });

  it('prunes versions older than 365 days by the platform clock, keeping at least the newest 100 of each thing and their whole runs', async () => {
    const clock = platform.app.get(HistoryClock);
    const school = await signedInAdmin(platform, { userId: 'historyprune', email: 'historyprune@school.test' });
    const DAY = 86_400_000;
    try {
      clock.now = () => Date.now() - 400 * DAY;
      await school.post(FAQ).send({ question: 'Is there a bus?', answer: 'Answer 0' }).expect(201);
      for (let n = 1; n <= 101; n++) await school.patch(`${FAQ}/0`).send({ answer: `Answer ${n}` }).expect(200);
      clock.now = () => Date.now() - 10 * DAY;
      await school.post('/api/dashboard/home/vision').send({ vision: 'Every child curious.' }).expect(201);
    } finally {
      clock.now = () => Date.now();
    }
    expect((await versions(school, 'section:faq')).total).toBe(103);
    const pruned = await platform.app.get(VersionPruning).pruneOld();
    expect(pruned).toBeGreaterThanOrEqual(1);
    const kept = await versions(school, 'section:faq', 5);
    // Whole runs go: the kept versions' keyframe (and the versions after it) stay with them.
    expect(kept.total).toBe(103 - pruned);
    expect(kept.total).toBeLessThan(100 + KEYFRAME_EVERY);
    expect((kept.versions.at(-1)?.state as { answer: string }[])[0].answer).toBe('Answer 2');
    const oldest = await versions(school, 'section:faq', 6);
    expect((oldest.versions.at(-1)?.state as { answer: string }[])[0].answer).toBe(`Answer ${pruned - 1}`);
    expect((await versions(school, 'section:vision')).total).toBe(2);
  });
});
