import { randomUUID } from 'node:crypto';
import { describeEachLeg } from '../testing/persistence-legs';
import type { EnquiryRecord } from './enquiry-store';
import { openEnquiryStore } from './open-enquiry-store';

const DAY = 86_400_000;
/** Later than any other test's times (a shared database may hold other schools' enquiries: they may go too). */
const NOW = 900 * 365 * DAY;

const enquiry = (organizationId: string, createdAt: number, overrides: Partial<EnquiryRecord> = {}): EnquiryRecord => ({
  id: randomUUID(),
  organizationId,
  createdAt,
  status: 'new',
  note: '',
  consentText: 'The school will use these details only to answer.',
  studentName: 'आरव',
  classSought: 'Class 3',
  parentName: 'Priya',
  phone: '+919829011111',
  email: '',
  message: '',
  ...overrides,
});

/** The enquiry store's contract, kept by both adapters. */
describeEachLeg('enquiry store', (adapter) => {
  it('lists a school’s own enquiries newest first, in pages, filtered; counts the new ones', async () => {
    const store = openEnquiryStore(adapter());
    const school = randomUUID();
    const older = enquiry(school, 1_000);
    const newer = enquiry(school, 2_000, { classSought: 'Class 5', status: 'contacted' });
    await store.add(older);
    await store.add(newer);
    await store.add(enquiry(randomUUID(), 3_000));
    expect(await store.list(school, { skip: 0, limit: 10 })).toEqual({ items: [newer, older], total: 2 });
    expect(await store.list(school, { skip: 1, limit: 1 })).toEqual({ items: [older], total: 2 });
    expect((await store.list(school, { status: 'contacted', skip: 0, limit: 10 })).items).toEqual([newer]);
    expect((await store.list(school, { classSought: 'Class 3', skip: 0, limit: 10 })).items).toEqual([older]);
    expect(await store.all(school)).toEqual([newer, older]);
    expect(await store.countNew(school)).toBe(1);
  });

  it('changes and deletes only within the school', async () => {
    const store = openEnquiryStore(adapter());
    const school = randomUUID();
    const kept = enquiry(school, 5_000_000);
    await store.add(kept);
    expect(await store.update(randomUUID(), kept.id, { status: 'closed' })).toBeUndefined();
    expect(await store.update(school, kept.id, { status: 'admitted', note: 'Welcome' })).toEqual({ ...kept, status: 'admitted', note: 'Welcome' });
    expect((await store.list(school, { status: 'admitted', skip: 0, limit: 5 })).items).toEqual([{ ...kept, status: 'admitted', note: 'Welcome' }]);
    expect(await store.remove(randomUUID(), kept.id)).toBe(false);
    expect(await store.remove(school, kept.id)).toBe(true);
    expect(await store.all(school)).toEqual([]);
  });

  it('keeps each school’s retention, and deletes each school’s enquiries past its own retention or the default', async () => {
    const store = openEnquiryStore(adapter());
    const [shortKeeper, changedMind, usesDefault] = [randomUUID(), randomUUID(), randomUUID()];
    expect(await store.retentionOf(shortKeeper)).toBeUndefined();
    await store.setRetention(shortKeeper, 30);
    await store.setRetention(changedMind, 30);
    await store.setRetention(changedMind, 90);
    expect(await store.retentionOf(shortKeeper)).toBe(30);
    expect(await store.retentionOf(changedMind)).toBe(90);

    const aged = (school: string, days: number) => enquiry(school, NOW - days * DAY, { studentName: `${days} days` });
    const all = [aged(shortKeeper, 29), aged(shortKeeper, 31), aged(changedMind, 31), aged(changedMind, 91), aged(usesDefault, 91), aged(usesDefault, 366)];
    for (const e of all) await store.add(e);
    expect(await store.removeExpired(NOW, 365)).toBeGreaterThanOrEqual(3);
    const left = async (school: string) => (await store.all(school)).map((e) => e.studentName);
    expect(await left(shortKeeper)).toEqual(['29 days']);
    expect(await left(changedMind)).toEqual(['31 days']);
    expect(await left(usesDefault)).toEqual(['91 days']);
    expect(await store.removeExpired(NOW, 365)).toBe(0);
  });
});
