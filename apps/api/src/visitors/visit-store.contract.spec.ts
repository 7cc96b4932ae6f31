import { randomUUID } from 'node:crypto';
import { describeEachLeg } from '../testing/persistence-legs';
import { openVisitStore } from './open-visit-store';
import type { VisitFigureKey } from './visit-store';

/** A day counted from today (UTC), so nothing written here has already run out (MongoDB's TTL monitor could take it mid-test). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The visit store's contract, kept by both adapters. */
describeEachLeg('visit store', (adapter) => {
  it('makes one salt a day for every instance, and forgets it with the day', async () => {
    const store = openVisitStore(adapter());
    const day = dayFromToday(40);
    const salt = await store.saltOf(day);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await openVisitStore(adapter()).saltOf(day)).toBe(salt);
    await store.forgetBefore(dayFromToday(41));
    expect(await store.saltOf(day)).not.toBe(salt);
  });

  it('adds views, and each visitor once a day on the things of their first view', async () => {
    const store = openVisitStore(adapter());
    const school = randomUUID();
    const total: VisitFigureKey = { organizationId: school, day: dayFromToday(0), kind: 'total', key: '' };
    const phone: VisitFigureKey = { ...total, kind: 'device', key: 'phone' };
    await store.record({ views: [{ ...total, views: 3 }, { ...phone, views: 3 }], visitors: [{ hash: `a-${school}`, day: total.day, figures: [total, phone] }] });
    await store.record({ views: [{ ...total, views: 1 }], visitors: [{ hash: `a-${school}`, day: total.day, figures: [total, phone] }, { hash: `b-${school}`, day: total.day, figures: [total] }] });
    const rows = await store.figures(school, total.day, total.day);
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { ...phone, views: 3, visitors: 1 },
      { ...total, views: 4, visitors: 2 },
    ]);
    expect(await store.figures(school, dayFromToday(1), dayFromToday(30))).toEqual([]);
    expect(await store.figures(randomUUID(), total.day, total.day)).toEqual([]);
  });

  it("forgets the visitors' hashes with their day: a hash seen again after its day is forgotten counts anew", async () => {
    const store = openVisitStore(adapter());
    const school = randomUUID();
    const total: VisitFigureKey = { organizationId: school, day: dayFromToday(50), kind: 'total', key: '' };
    const visitor = { hash: `c-${school}`, day: total.day, figures: [total] };
    await store.record({ views: [], visitors: [visitor] });
    await store.record({ views: [], visitors: [visitor] });
    expect(await store.figures(school, total.day, total.day)).toEqual([{ ...total, views: 0, visitors: 1 }]);
    await store.forgetBefore(dayFromToday(51));
    await store.record({ views: [], visitors: [visitor] });
    expect(await store.figures(school, total.day, total.day)).toEqual([{ ...total, views: 0, visitors: 2 }]);
  });
});
