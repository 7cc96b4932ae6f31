import { randomBytes, randomUUID } from 'node:crypto';
import { describeEachLeg } from '../testing/persistence-legs';
import { openVersionStore } from './open-version-store';
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
    for (const v of [second, first, third, version(school, 'section:mission', 4, []), version(randomUUID(), 'section:vision', 5, [])]) await store.add(v);
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
});
