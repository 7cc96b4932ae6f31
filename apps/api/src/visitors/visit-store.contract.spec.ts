import { randomUUID } from 'node:crypto';
import { describeEachLeg } from '../testing/persistence-legs';
import { openVisitStore } from './open-visit-store';
import type { VisitFigureKey } from './visit-store';

/** The visit store's contract, kept by both adapters. */
describeEachLeg('visit store', (adapter) => {
  it('makes one salt a day for every instance, and forgets it with the day', async () => {
    const store = openVisitStore(adapter());
    const salt = await store.saltOf('2026-11-26');
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await openVisitStore(adapter()).saltOf('2026-11-26')).toBe(salt);
    await store.forgetBefore('2026-11-27');
    expect(await store.saltOf('2026-11-26')).not.toBe(salt);
  });

  it('adds views, and each visitor once a day on the things of their first view', async () => {
    const store = openVisitStore(adapter());
    const school = randomUUID();
    const total: VisitFigureKey = { organizationId: school, day: '2026-11-26', kind: 'total', key: '' };
    const phone: VisitFigureKey = { ...total, kind: 'device', key: 'phone' };
    await store.record({ views: [{ ...total, views: 3 }, { ...phone, views: 3 }], visitors: [{ hash: `a-${school}`, day: total.day, figures: [total, phone] }] });
    await store.record({ views: [{ ...total, views: 1 }], visitors: [{ hash: `a-${school}`, day: total.day, figures: [total, phone] }, { hash: `b-${school}`, day: total.day, figures: [total] }] });
    const rows = await store.figures(school, '2026-11-26', '2026-11-26');
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { ...phone, views: 3, visitors: 1 },
      { ...total, views: 4, visitors: 2 },
    ]);
    expect(await store.figures(school, '2026-11-27', '2026-12-31')).toEqual([]);
    expect(await store.figures(randomUUID(), '2026-11-26', '2026-11-26')).toEqual([]);
  });
});
