import { randomUUID } from 'node:crypto';
import { describeEachLeg } from '../testing/persistence-legs';
import { openSendStore } from './open-send-store';
import type { PublishedPost } from './published-posts';
import { sendIdOf, type SendRecord } from './send-store';

const DAY = 86_400_000;
/** Later than any other test's times (a shared database may hold other schools' sends). */
const NOW = 901 * 365 * DAY;

const sendOf = (organizationId: string, topic: PublishedPost['topic'], dueAt: number, title = 'Winter uniform'): SendRecord => {
  const post: PublishedPost = { topic, itemId: randomUUID(), title, page: '', dueAt };
  return { id: sendIdOf(organizationId, post), organizationId, topic, post, dueAt, createdAt: NOW, state: 'waiting' };
};

/** The send store's contract, kept by both adapters. */
describeEachLeg('send store', (adapter) => {
  it('keeps one send per post, hands out those due oldest first, and finishes them', async () => {
    const store = openSendStore(adapter());
    const school = randomUUID();
    const later = sendOf(school, 'news', NOW + 10);
    const first = sendOf(school, 'circulars', NOW - 10);
    expect(await store.add(later)).toBe(true);
    expect(await store.add(first)).toBe(true);
    expect(await store.add({ ...first, post: { ...first.post, title: 'Edited' } })).toBe(false);
    const due = (await store.due(NOW, 1000)).filter((send) => send.organizationId === school);
    expect(due).toEqual([first]);
    await store.finish(first.id, 'done', NOW + 1);
    expect((await store.due(NOW + 20, 1000)).filter((send) => send.organizationId === school).map((send) => send.id)).toEqual([later.id]);
    const [summary] = await store.recent(school, 10);
    expect(summary).toMatchObject({ id: later.id, title: 'Winter uniform', state: 'waiting', delivered: 0, failed: 0 });
  });

  it('claims a delivery once, again only when its retry is due, and counts its tries and outcomes', async () => {
    const store = openSendStore(adapter());
    const school = randomUUID();
    const send = sendOf(school, 'alerts', NOW);
    await store.add(send);
    expect(await store.tries(send.id, 'reader', 'mail')).toBe(0);
    expect(await store.claim(send.id, 'reader', 'mail', NOW)).toBe(true);
    // Claimed, its outcome never written (a crash mid-send): never tried again.
    expect(await store.claim(send.id, 'reader', 'mail', NOW + DAY)).toBe(false);
    expect(await store.claim(send.id, 'other', 'mail', NOW)).toBe(true);
    await store.settle(send.id, 'other', 'mail', { sent: false, problem: 'No such mailbox', retryAt: NOW + 60_000 });
    expect(await store.retriesLeft(send.id)).toBe(true);
    expect(await store.claim(send.id, 'other', 'mail', NOW + 59_999)).toBe(false);
    expect(await store.claim(send.id, 'other', 'mail', NOW + 60_000)).toBe(true);
    expect(await store.tries(send.id, 'other', 'mail')).toBe(2);
    await store.settle(send.id, 'other', 'mail', { sent: false, problem: 'No such mailbox' });
    await store.settle(send.id, 'reader', 'mail', { sent: true });
    expect(await store.retriesLeft(send.id)).toBe(false);
    const [summary] = await store.recent(school, 10);
    expect(summary).toMatchObject({ delivered: 1, failed: 1, problems: ['No such mailbox'] });
  });

  it('gives the posts of a time for the daily digest: no alerts, none cancelled, of every school', async () => {
    const store = openSendStore(adapter());
    const [one, two] = [randomUUID(), randomUUID()];
    const inside = [sendOf(one, 'circulars', NOW + 2 * DAY), sendOf(two, 'news', NOW + 2 * DAY + 5), sendOf(one, 'events', NOW + 3 * DAY - 1)];
    const alert = sendOf(one, 'alerts', NOW + 2 * DAY + 1);
    const cancelled = sendOf(two, 'news', NOW + 2 * DAY + 2);
    const outside = [sendOf(one, 'news', NOW + 2 * DAY - 1), sendOf(two, 'news', NOW + 3 * DAY)];
    for (const send of [...inside, alert, cancelled, ...outside]) await store.add(send);
    await store.finish(cancelled.id, 'cancelled', NOW);
    await store.finish(inside[0].id, 'done', NOW);
    const found = (await store.postsBetween(NOW + 2 * DAY, NOW + 3 * DAY)).filter((send) => send.organizationId === one || send.organizationId === two);
    expect(found.map((send) => send.id)).toEqual(inside.map((send) => send.id));
  });
});
