import { randomUUID } from 'node:crypto';
import { describeEachLeg } from '../testing/persistence-legs';
import { openPushSubscriberStore } from './open-push-subscriber-store';
import type { PushSubscriberRecord } from './push-subscriber-store';

const NOW = Date.UTC(2026, 10, 29);

const browser = (organizationId: string, overrides: Partial<PushSubscriberRecord> = {}): PushSubscriberRecord => ({
  id: randomUUID(),
  organizationId,
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
  keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' },
  topics: ['circulars', 'alerts'],
  consentAt: NOW,
  consentText: 'The school will send notifications to this browser.',
  language: 'hi',
  ...overrides,
});

/** The push subscriber store's contract, kept by both adapters. */
describeEachLeg('push subscriber store', (adapter) => {
  it('keeps one subscription per endpoint and school, found by its endpoint', async () => {
    const store = openPushSubscriberStore(adapter());
    const school = randomUUID();
    const one = browser(school);
    expect(await store.save(one)).toEqual(one);
    expect(await store.find(school, one.endpoint)).toEqual(one);
    expect(await store.find(randomUUID(), one.endpoint)).toBeUndefined();
    // The same browser again (new keys, other topics, from another language's page): the same subscriber, changed.
    const again = { ...one, id: randomUUID(), topics: ['news' as const], keys: { p256dh: 'BOther', auth: 'other' }, consentAt: NOW + 5, language: 'ur' };
    expect(await store.save(again)).toEqual({ ...again, id: one.id });
    expect(await store.of(school)).toEqual([{ ...again, id: one.id }]);
  });

  it('lists a school’s subscribers oldest first, and removes one', async () => {
    const store = openPushSubscriberStore(adapter());
    const school = randomUUID();
    const later = browser(school, { consentAt: NOW + 10 });
    const first = browser(school);
    await store.save(later);
    await store.save(first);
    await store.save(browser(randomUUID()));
    expect((await store.of(school)).map((s) => s.id)).toEqual([first.id, later.id]);
    expect(await store.remove(first.id)).toBe(true);
    expect(await store.remove(first.id)).toBe(false);
    expect(await store.find(school, first.endpoint)).toBeUndefined();
    expect((await store.of(school)).map((s) => s.id)).toEqual([later.id]);
  });
});
