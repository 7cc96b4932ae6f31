import { randomUUID } from 'node:crypto';
import { describeEachLeg } from '../testing/persistence-legs';
import { openSubscriberStore } from './open-subscriber-store';
import type { SubscriberRecord } from './subscriber-store';

const DAY = 86_400_000;
/** Later than any other test's times (a shared database may hold other schools' subscribers). */
const NOW = 900 * 365 * DAY;

const pending = (organizationId: string, overrides: Partial<SubscriberRecord> = {}): SubscriberRecord => ({
  id: randomUUID(),
  organizationId,
  email: `${randomUUID()}@example.in`,
  topics: ['news', 'alerts'],
  consentAt: NOW,
  consentText: 'विद्यालय मुझे ई-मेल करेगा।',
  language: 'hi',
  confirmTokenHash: randomUUID(),
  confirmExpiresAt: NOW + 7 * DAY,
  ...overrides,
});

/** The subscriber store's contract, kept by both adapters. */
describeEachLeg('subscriber store', (adapter) => {
  it('keeps one subscriber per address and school, found by address and by id', async () => {
    const store = openSubscriberStore(adapter());
    const school = randomUUID();
    const one = pending(school);
    await store.save(one);
    expect(await store.find(school, one.email)).toEqual(one);
    expect(await store.findById(one.id)).toEqual(one);
    expect(await store.find(randomUUID(), one.email)).toBeUndefined();
    // Asked again from another language's page: the mails go in that one.
    const renewed = { ...one, topics: ['events' as const], confirmTokenHash: randomUUID(), language: 'ur' };
    await store.save(renewed);
    expect(await store.find(school, one.email)).toEqual(renewed);
  });

  it('confirms by the token’s hash once, and only before the link ends', async () => {
    const store = openSubscriberStore(adapter());
    const school = randomUUID();
    const one = pending(school);
    const late = pending(school, { confirmExpiresAt: NOW - 1 });
    await store.save(one);
    await store.save(late);
    expect(await store.confirm(late.confirmTokenHash as string, NOW)).toBeUndefined();
    const confirmed = await store.confirm(one.confirmTokenHash as string, NOW + 5);
    expect(confirmed).toEqual({ ...one, confirmTokenHash: undefined, confirmExpiresAt: undefined, confirmedAt: NOW + 5 });
    expect(confirmed && 'confirmTokenHash' in confirmed).toBe(false);
    expect(confirmed?.language).toBe('hi');
    expect(await store.confirm(one.confirmTokenHash as string, NOW + 6)).toBeUndefined();
    expect((await store.confirmed(school)).map((s) => s.id)).toEqual([one.id]);
  });

  it('changes topics, removes, and deletes the unconfirmed whose link has ended', async () => {
    const store = openSubscriberStore(adapter());
    const school = randomUUID();
    const kept = pending(school);
    const expired = pending(school, { confirmExpiresAt: NOW - 1 });
    await store.save(kept);
    await store.save(expired);
    await store.confirm(kept.confirmTokenHash as string, NOW - 10);
    expect((await store.setTopics(kept.id, ['circulars']))?.topics).toEqual(['circulars']);
    expect(await store.setTopics(randomUUID(), ['circulars'])).toBeUndefined();
    // When to get them: kept with the topics, and kept as it was when not named.
    expect(await store.setTopics(kept.id, ['circulars', 'news'], 'daily')).toMatchObject({ topics: ['circulars', 'news'], delivery: 'daily' });
    expect(await store.setTopics(kept.id, ['circulars'])).toMatchObject({ topics: ['circulars'], delivery: 'daily' });
    expect((await store.confirmed(school))[0]).toMatchObject({ delivery: 'daily', language: 'hi' });
    expect(await store.removeUnconfirmed(NOW)).toBeGreaterThanOrEqual(1);
    expect(await store.findById(expired.id)).toBeUndefined();
    expect((await store.findById(kept.id))?.topics).toEqual(['circulars']);
    expect(await store.remove(kept.id)).toBe(true);
    expect(await store.remove(kept.id)).toBe(false);
    expect(await store.confirmed(school)).toEqual([]);
  });
});
