import { randomUUID } from 'node:crypto';
import { describeEachLeg } from '../testing/persistence-legs';
import type { DomainRecordKept } from './domain-store';
import { openDomainStore } from './open-domain-store';

const domain = (organizationId: string, hostname: string, overrides: Partial<DomainRecordKept> = {}): DomainRecordKept => ({
  organizationId,
  hostname,
  token: randomUUID(),
  status: 'pending',
  problems: [],
  checkedAt: null,
  verifiedAt: null,
  ...overrides,
});

/** The domain store's contract, kept by both adapters. */
describeEachLeg('domain store', (adapter) => {
  it('keeps one domain per school, replaced by the next and removed', async () => {
    const store = openDomainStore(adapter());
    const school = randomUUID();
    expect(await store.of(school)).toBeUndefined();
    const first = domain(school, `www.${school}.edu.in`);
    expect(await store.save(first)).toBe('saved');
    expect(await store.of(school)).toEqual(first);
    const second = { ...first, hostname: `${school}.ac.in`, problems: ['The TXT record is missing.'], checkedAt: 5 };
    expect(await store.save(second)).toBe('saved');
    expect(await store.of(school)).toEqual(second);
    expect(await store.remove(randomUUID())).toBe(false);
    expect(await store.remove(school)).toBe(true);
    expect(await store.of(school)).toBeUndefined();
  });

  it('lets several schools have a name pending, and only one have it verified', async () => {
    const store = openDomainStore(adapter());
    const hostname = `www.${randomUUID()}.edu.in`;
    const [first, second] = [randomUUID(), randomUUID()];
    expect(await store.save(domain(first, hostname))).toBe('saved');
    expect(await store.save(domain(second, hostname))).toBe('saved');
    expect(await store.verifiedHolder(hostname)).toBeUndefined();
    const verified = domain(second, hostname, { status: 'verified', verifiedAt: 7, checkedAt: 7 });
    expect(await store.save(verified)).toBe('saved');
    expect(await store.save(domain(first, hostname, { status: 'verified' }))).toBe('taken');
    expect((await store.of(first))?.status).toBe('pending');
    expect(await store.verifiedHolder(hostname)).toBe(second);
    expect(await store.allVerified()).toContainEqual(verified);
    expect((await store.allVerified()).some((kept) => kept.organizationId === first)).toBe(false);
  });

  it('lists every school’s domain, whatever its status, with its times as kept', async () => {
    const store = openDomainStore(adapter());
    const [pending, lost] = [randomUUID(), randomUUID()];
    const kept = [domain(pending, `www.${pending}.edu.in`, { setAt: 3 }), domain(lost, `${lost}.ac.in`, { status: 'lost', setAt: 1, verifiedAt: 2, failingSince: null })];
    for (const record of kept) await store.save(record);
    expect(await store.all()).toEqual(expect.arrayContaining(kept));
  });
});
