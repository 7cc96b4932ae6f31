import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('no lost updates on one site document', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('keeps all of 50 concurrent adds and applies exactly 20 concurrent deletes', async () => {
    const agent = await signedInAdmin(platform);
    const questions = Array.from({ length: 50 }, (_, i) => `Question ${i}?`);
    const adds = await Promise.all(questions.map((question) => agent.post('/api/dashboard/about/faq').send({ question, answer: 'Yes.' })));
    expect(adds.map((r) => r.status)).toEqual(Array(50).fill(201));

    const afterAdds = (await agent.get('/api/dashboard/about/faq')).body.info as { id: string; question: string }[];
    expect(afterAdds).toHaveLength(50);
    expect(afterAdds.map((f) => f.question).sort()).toEqual([...questions].sort());
    expect(new Set(afterAdds.map((f) => f.id)).size).toBe(50);

    const doomed = afterAdds.filter((_, i) => i % 5 < 2).slice(0, 20);
    expect(doomed).toHaveLength(20);
    // Each delete names a (soon stale) position and the item's id; the id decides.
    const deletes = await Promise.all(doomed.map((item) => agent.delete(`/api/dashboard/about/faq/${afterAdds.indexOf(item)}?id=${item.id}`)));
    expect(deletes.map((r) => r.status)).toEqual(Array(20).fill(200));

    const remaining = (await agent.get('/api/dashboard/about/faq')).body.info as { id: string }[];
    const expected = afterAdds.filter((item) => !doomed.includes(item));
    expect(remaining).toEqual(expected);
  });

  it('applies 20 concurrent deletes of position 0 to 20 different items', async () => {
    const agent = await signedInAdmin(platform, { userId: 'second', email: 'second@school.edu' });
    for (let i = 0; i < 30; i++) await agent.post('/api/dashboard/home/vision').send({ vision: `Line ${i}` }).expect(201);
    const deletes = await Promise.all(Array.from({ length: 20 }, () => agent.delete('/api/dashboard/home/vision/0')));
    expect(deletes.map((r) => r.status)).toEqual(Array(20).fill(200));
    const { vision } = (await agent.get('/api/dashboard/home/vision-mission')).body;
    expect(vision).toEqual(Array.from({ length: 10 }, (_, i) => `Line ${i + 20}`));
  });

  it('applies racing edits, moves, deletes and restores exactly', async () => {
    const agent = await signedInAdmin(platform, { userId: 'third', email: 'third@school.edu' });
    for (let i = 0; i < 20; i++) await agent.post('/api/dashboard/about/faq').send({ question: `Q${i}?`, answer: 'A' }).expect(201);
    const items = (await agent.get('/api/dashboard/about/faq')).body.info as { id: string; question: string; answer: string }[];
    const deleted = (await Promise.all(items.slice(0, 5).map((item) => agent.delete(`/api/dashboard/about/faq/0?id=${item.id}`)))).map((r) => r.body.deletedId as string);
    const edits = items.slice(5, 15).map((item) => agent.patch(`/api/dashboard/about/faq/${item.id}`).send({ answer: `Edited ${item.question}` }));
    const moves = [agent.post(`/api/dashboard/about/faq/${items[19].id}/move`).send({ to: 0 })];
    const restores = deleted.slice(0, 2).map((id) => agent.post(`/api/dashboard/trash/${id}/restore`));
    const more = items.slice(15, 18).map((item) => agent.delete(`/api/dashboard/about/faq/0?id=${item.id}`));
    const answers = await Promise.all([...edits, ...moves, ...restores, ...more]);
    expect(answers.map((r) => r.status)).toEqual(Array(answers.length).fill(200));

    const after = (await agent.get('/api/dashboard/about/faq')).body.info as typeof items;
    expect(after).toHaveLength(20 - 5 - 3 + 2);
    // Restored items go back where they stood (the front); the moved item leads all the others.
    const restoredIds = new Set(items.slice(0, 2).map((i) => i.id));
    expect(after.filter((i) => !restoredIds.has(i.id))[0].id).toBe(items[19].id);
    const ids = after.map((i) => i.id).sort();
    expect(ids).toEqual([...items.slice(0, 2), ...items.slice(5, 15), ...items.slice(18)].map((i) => i.id).sort());
    for (const item of items.slice(5, 15)) expect(after.find((i) => i.id === item.id)?.answer).toBe(`Edited ${item.question}`);
    const trash = (await agent.get('/api/dashboard/trash')).body.info as { item: { id: string } }[];
    expect(trash.map((e) => e.item.id).sort()).toEqual([...items.slice(2, 5), ...items.slice(15, 18)].map((i) => i.id).sort());
  });
});
