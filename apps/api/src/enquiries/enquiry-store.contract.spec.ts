import { randomUUID } from 'node:crypto';
import { describeEachLeg } from '../testing/persistence-legs';
import type { EnquiryRecord } from './enquiry-store';
import { openEnquiryStore } from './open-enquiry-store';

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

  it('changes and deletes only within the school; removes what is older than a time', async () => {
    const store = openEnquiryStore(adapter());
    const school = randomUUID();
    const kept = enquiry(school, 5_000_000);
    await store.add(kept);
    expect(await store.update(randomUUID(), kept.id, { status: 'closed' })).toBeUndefined();
    expect(await store.update(school, kept.id, { status: 'admitted', note: 'Welcome' })).toEqual({ ...kept, status: 'admitted', note: 'Welcome' });
    expect((await store.list(school, { status: 'admitted', skip: 0, limit: 5 })).items).toEqual([{ ...kept, status: 'admitted', note: 'Welcome' }]);
    expect(await store.remove(randomUUID(), kept.id)).toBe(false);
    const old = enquiry(school, 10);
    await store.add(old);
    expect(await store.removeCreatedBefore(4_000_000)).toBeGreaterThanOrEqual(1);
    expect((await store.all(school)).map((e) => e.id)).toEqual([kept.id]);
    expect(await store.remove(school, kept.id)).toBe(true);
    expect(await store.all(school)).toEqual([]);
  });
});
