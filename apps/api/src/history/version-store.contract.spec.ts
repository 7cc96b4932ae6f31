import { randomBytes, randomUUID } from 'node:crypto';
import { describeEachLeg } from '../testing/persistence-legs';
import { openVersionStore } from './open-version-store';
import { KEYFRAME_EVERY } from './version-delta';
import type { VersionRecord } from './version-store';

const version = (organizationId: string, thing: string, order: number, state: unknown): VersionRecord => ({
  id: randomBytes(12).toString('hex'),
  organizationId,
  thing,
  order,
  at: order,
  by: { memberId: 'm1', name: 'Asha Rao', role: 'editor' },
  approvalId: null,
  state,
  position: null,
});

/** The version store's contract, kept by both adapters. */
describeEachLeg('version store', (adapter) => {
  it('lists a thing’s versions newest first, in pages, for its school only', async () => {
    const store = openVersionStore(adapter());
    const school = randomUUID();
    const first = version(school, 'section:vision', 1, ['Curious']);
    const second = version(school, 'section:vision', 2, ['Kind']);
    const third = version(school, 'section:vision', 3, { nested: { 'dotted.key': 'kept' }, empty: {} });
    for (const v of [first, second, third, version(school, 'section:mission', 4, []), version(randomUUID(), 'section:vision', 5, [])]) await store.add(v);
    expect(await store.list(school, 'section:vision', { skip: 0, limit: 2 })).toEqual({ items: [third, second], total: 3 });
    expect(await store.list(school, 'section:vision', { skip: 2, limit: 2 })).toEqual({ items: [first], total: 3 });
    expect(await store.has(school, 'section:vision')).toBe(true);
    expect(await store.has(school, 'section:faq')).toBe(false);
  });

  it('finds a version within its school, and the one before it of the same thing', async () => {
    const store = openVersionStore(adapter());
    const school = randomUUID();
    const older = version(school, 'page:p1', 10, { id: 'p1', title: 'Fees' });
    const newer = version(school, 'page:p1', 20, null);
    await store.add(older);
    await store.add(version(school, 'page:p2', 15, { id: 'p2' }));
    await store.add(newer);
    expect(await store.find(school, newer.id)).toEqual(newer);
    expect(await store.find(randomUUID(), newer.id)).toBeUndefined();
    expect(await store.previous(newer)).toEqual(older);
    expect(await store.previous(older)).toBeUndefined();
  });

  it('prunes, thing by thing, the versions older than the cut beyond the newest ones kept', async () => {
    const store = openVersionStore(adapter());
    const school = randomUUID();
    const add = async (thing: string, ats: number[]) => {
      for (const at of ats) await store.add({ ...version(school, thing, at, at), at });
    };
    await add('section:faq', [1, 2, 3, 4, 5]);
    await add('section:vision', [1, 2]);
    await add('alert', [3, 20, 30, 40]);
    expect(await store.prune(4, 2)).toBeGreaterThanOrEqual(4);
    const left = async (thing: string) => (await store.list(school, thing, { skip: 0, limit: 10 })).items.map((v) => v.at);
    expect(await left('section:faq')).toEqual([5, 4]);
    expect(await left('section:vision')).toEqual([2, 1]);
    expect(await left('alert')).toEqual([40, 30, 20]);
    expect(await store.prune(4, 2)).toBe(0);
  });

  it('knows the files its kept versions point at, per school, until the versions are pruned', async () => {
    const store = openVersionStore(adapter());
    const school = randomUUID();
    const key = `${randomBytes(16).toString('hex')}.png`;
    await store.add({ ...version(school, 'section:welcomeMessage', 1, { imageUrl: { url: `/api/files/${key}` } }), files: [key] });
    await store.add(version(school, 'section:welcomeMessage', 2, null));
    expect(await store.keepsFile(school, key)).toBe(true);
    expect(await store.keepsFile(randomUUID(), key)).toBe(false);
    expect((await store.fileKeys()).has(key)).toBe(true);
    await store.prune(2, 1);
    expect(await store.keepsFile(school, key)).toBe(false);
    expect((await store.fileKeys()).has(key)).toBe(false);
  });

  it('rebuilds versions kept as patches, across keyframes, in pages and one by one', async () => {
    const store = openVersionStore(adapter());
    const school = randomUUID();
    const faq = (n: number) => Array.from({ length: 8 }, (_, index) => ({ id: `faq${index}`, question: `Question ${index}?`, answer: index === n % 8 ? `Changed ${n} times.` : 'Unchanged.' }));
    const kept = Array.from({ length: KEYFRAME_EVERY * 2 + 3 }, (_, n) => version(school, 'section:faq', n + 1, n === 30 ? null : faq(n)));
    for (const v of kept) await store.add(v);
    const newestFirst = [...kept].reverse();
    expect(await store.list(school, 'section:faq', { skip: 0, limit: 20 })).toEqual({ items: newestFirst.slice(0, 20), total: kept.length });
    expect((await store.list(school, 'section:faq', { skip: 20, limit: 20 })).items).toEqual(newestFirst.slice(20, 40));
    for (const n of [0, 1, KEYFRAME_EVERY - 1, KEYFRAME_EVERY, 30, 31, kept.length - 1]) {
      expect(await store.find(school, kept[n].id)).toEqual(kept[n]);
      expect(await store.previous(kept[n])).toEqual(kept[n - 1]);
    }
  });

  it('keeps versions added at once each after the other, all readable', async () => {
    const store = openVersionStore(adapter());
    const school = randomUUID();
    await store.add(version(school, 'alert', 1, { text: 'Closed today', shown: true }));
    const together = Array.from({ length: 4 }, (_, n) => version(school, 'alert', 2, { text: `Closed today, ${n}`, shown: true }));
    await Promise.all(together.map((v) => store.add(v)));
    const { items } = await store.list(school, 'alert', { skip: 0, limit: 10 });
    expect(items).toHaveLength(5);
    expect(new Set(items.map((v) => v.order)).size).toBe(5);
    for (const v of together) expect((await store.find(school, v.id))?.state).toEqual(v.state);
  });

  it('prunes whole runs only: a kept version’s keyframe stays, however old', async () => {
    const store = openVersionStore(adapter());
    const school = randomUUID();
    const faq = (n: number) => ['Fees?', 'Uniform?', 'Buses?', 'Lunch?'].map((question, index) => ({ id: `faq${index}`, question, answer: index ? 'As before.' : `Changed ${n} times.` }));
    const kept = Array.from({ length: KEYFRAME_EVERY + 5 }, (_, n) => version(school, 'section:faq', n + 1, faq(n)));
    for (const v of kept) await store.add(v);
    await store.prune(KEYFRAME_EVERY + 5, 3);
    const left = (await store.list(school, 'section:faq', { skip: 0, limit: 100 })).items;
    expect(left.map((v) => v.order)).toEqual(kept.slice(KEYFRAME_EVERY).map((v) => v.order).reverse());
    for (const v of kept.slice(-3)) expect(await store.find(school, v.id)).toEqual(v);
    await store.prune(KEYFRAME_EVERY * 3, 1);
    expect((await store.list(school, 'section:faq', { skip: 0, limit: 100 })).total).toBe(5);
    await store.prune(KEYFRAME_EVERY * 3, 0);
    expect(await store.has(school, 'section:faq')).toBe(false);
  });
});
