import { LANGUAGES_API_PATH, PUSH_MESSAGES, SUBSCRIPTION_MESSAGES } from '@schoolpage/content-contract';
import { publishedSchool } from '../testing/admin-fixture';
import { startPushService, type BrowserSubscription, type LocalPushService } from '../testing/push-service';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { PushSubscriberStore } from './push-subscriber-store';
import { SendStore } from './send-store';
import { SubscriptionClock } from './subscription-clock';
import { SubscriptionIntake } from './subscription-intake.service';
import { RETRY_DELAYS_MS, SubscriptionSender } from './subscription-sender';
import { VAPID_KEYS, type VapidKeys } from './vapid-keys';

const PUSH = '/api/web/push-subscriptions';
const NOTICE = '/api/dashboard/notice-course/notice';
const paragraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('web push to a school’s subscribers (a local push service that checks VAPID and decrypts)', () => {
  let service: LocalPushService;
  let platform: TestPlatform;
  let school: Awaited<ReturnType<typeof publishedSchool>>['agent'];
  let organizationId: string;
  let slug: string;
  let now: number;
  const run = (target = platform) => target.app.get(SubscriptionSender).runDue();
  const subscribe = (subscription: BrowserSubscription, topics?: string[], target = platform) =>
    target.agent().post(PUSH).send({ organizationId, subscription, ...(topics ? { topics } : {}) });
  const circular = async (title: string, text: string) => {
    await school.post(NOTICE).send({ noticeTitle: title, body: paragraph(text) }).expect(201);
    await run();
  };
  const pushesOf = (subscription: BrowserSubscription) => service.received.filter((push) => push.endpoint === subscription.endpoint);

  beforeAll(async () => {
    service = await startPushService();
    platform = await startTestPlatform({ PUSH_SERVICE_HOSTS: `fcm.googleapis.com,${service.origin}`, PUBLIC_ORIGIN: 'https://schoolpage.example' });
    ({ agent: school, organizationId, slug } = await publishedSchool(platform));
    now = Date.now();
    platform.app.get(SubscriptionClock).now = () => now;
    platform.app.get(SubscriptionIntake).allowance = { perAddressPerHour: 1000, perSchoolPerHour: 1000 };
  });
  afterAll(async () => {
    await platform.close();
    await service.close();
  });

  it('keeps a browser’s subscription with its topics and the consent given; the same browser again changes it', async () => {
    const browser = service.subscribe();
    expect((await subscribe(browser, ['circulars']).expect(201)).body).toEqual({ success: true, message: PUSH_MESSAGES.subscribed });
    const store = platform.app.get(PushSubscriberStore);
    const kept = await store.find(organizationId, browser.endpoint);
    expect(kept).toMatchObject({ endpoint: browser.endpoint, keys: browser.keys, topics: ['circulars'], consentAt: now });
    expect(kept?.consentText).toContain('will send notifications of the updates I chose to this browser');
    await subscribe(browser).expect(201);
    expect((await store.of(organizationId)).filter((s) => s.endpoint === browser.endpoint)).toEqual([{ ...kept, topics: ['news', 'circulars', 'events', 'alerts'] }]);
    await platform.agent().delete(PUSH).send({ organizationId, endpoint: browser.endpoint }).expect(200);
    expect(await store.find(organizationId, browser.endpoint)).toBeUndefined();
    expect((await platform.agent().delete(PUSH).send({ organizationId, endpoint: browser.endpoint }).expect(404)).body.message).toBe(PUSH_MESSAGES.notFound);
  });

  it('refuses an endpoint that is not on a push service allowed, and never calls it', async () => {
    const elsewhere = await startPushService();
    const stranger = elsewhere.subscribe();
    const answer = await subscribe(stranger).expect(400);
    expect(answer.body).toEqual({ success: false, message: PUSH_MESSAGES.pushService });
    for (const endpoint of ['http://fcm.googleapis.com/fcm/send/x', 'https://169.254.169.254/latest/meta-data', 'https://fcm.googleapis.com.evil.example/x']) {
      await subscribe({ ...stranger, endpoint }).expect(400);
    }
    await circular('Sports day on Friday', 'Wear house colours.');
    expect(elsewhere.requests).toEqual([]);
    expect(await platform.app.get(PushSubscriberStore).find(organizationId, stranger.endpoint)).toBeUndefined();
    await elsewhere.close();
  });

  it('refuses keys of the wrong size, no topic, and an unknown school, keeping nothing', async () => {
    const browser = service.subscribe();
    expect((await subscribe({ ...browser, keys: { ...browser.keys, p256dh: 'abc' } }).expect(400)).body.message).toBe(PUSH_MESSAGES.badSubscription);
    expect((await subscribe({ ...browser, keys: { p256dh: browser.keys.p256dh } } as never).expect(400)).body.message).toBe(PUSH_MESSAGES.badSubscription);
    expect((await subscribe(browser, []).expect(400)).body.message).toBe(PUSH_MESSAGES.topics);
    expect((await platform.agent().post(PUSH).send({ organizationId: 'nobody', subscription: browser }).expect(404)).body.message).toBe(SUBSCRIPTION_MESSAGES.unknownSchool);
    expect(await platform.app.get(PushSubscriberStore).find(organizationId, browser.endpoint)).toBeUndefined();
  });

  it('pushes a published circular once to the browsers of its topic: signed with the platform’s key, encrypted for the browser', async () => {
    const parent = service.subscribe();
    const newsOnly = service.subscribe();
    await subscribe(parent, ['circulars', 'alerts']).expect(201);
    await subscribe(newsOnly, ['news']).expect(201);
    await circular('Winter uniform from Monday', 'Blazers and sweaters from 1 December.\nSecond line.');
    const [push, ...more] = pushesOf(parent);
    expect(more).toEqual([]);
    expect(pushesOf(newsOnly)).toEqual([]);
    expect(push.json()).toEqual({
      title: 'Winter uniform from Monday',
      body: 'Blazers and sweaters from 1 December.',
      url: expect.stringMatching(new RegExp(`^https://schoolpage\\.example/s/${slug}/notice/[\\w-]+$`)),
      tag: expect.stringMatching(/^circulars:/),
    });
    expect(push.vapidKey).toBe(platform.app.get<VapidKeys>(VAPID_KEYS).publicKey);
    expect(push.claims).toMatchObject({ aud: service.origin, sub: 'mailto:support@schoolpage.local' });
    // An edit sends nothing again.
    const [notice] = (await school.get(NOTICE).expect(200)).body.info as { id: string }[];
    await school.patch(`${NOTICE}/${notice.id}`).send({ noticeTitle: 'Winter uniform from Monday (corrected)' }).expect(200);
    await run();
    expect(pushesOf(parent)).toHaveLength(1);
  });

  it('answers, keeps and notifies a browser in the language of the page it was turned on from', async () => {
    await school.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en', 'hi'] }).expect(200);
    const hindi = service.subscribe();
    const answer = await platform.agent().post(PUSH).send({ organizationId, subscription: hindi, topics: ['alerts'], language: 'hi' }).expect(201);
    expect(answer.body.message).toBe('सूचनाएँ चालू हैं। आपको इस डिवाइस पर अपने चुने हुए अपडेट मिलेंगे।');
    expect(await platform.app.get(PushSubscriberStore).find(organizationId, hindi.endpoint)).toMatchObject({
      language: 'hi',
      consentText: expect.stringContaining('मेरे चुने हुए अपडेट की सूचनाएँ इस ब्राउज़र पर भेजेगा'),
    });
    now += 60_000;
    await school.post('/api/dashboard/alert').send({ message: 'Sports day moved to Friday', level: 'emergency' }).expect(200);
    await run();
    expect(pushesOf(hindi).map((push) => push.json())).toEqual([
      expect.objectContaining({ title: 'सूचना: Sports day moved to Friday', url: expect.stringMatching(new RegExp(`^https://schoolpage\\.example/s/${slug}/hi(/|$)`)) }),
    ]);
    const off = await platform.agent().delete(PUSH).send({ organizationId, endpoint: hindi.endpoint, language: 'hi' }).expect(200);
    expect(off.body.message).toBe('इस डिवाइस पर सूचनाएँ बंद हैं।');
    // The next alert is saved at another time: another post.
    now += 60_000;
  });

  it('drops a browser whose subscription has ended (410), keeps trying one whose service failed, and shows the school both', async () => {
    const ended = service.subscribe();
    const troubled = service.subscribe();
    await subscribe(ended, ['alerts']).expect(201);
    await subscribe(troubled, ['alerts']).expect(201);
    service.end(ended.endpoint);
    service.answer(troubled.endpoint, 503);
    await school.post('/api/dashboard/alert').send({ message: 'School closed tomorrow: heavy rain', level: 'emergency' }).expect(200);
    await run();
    const store = platform.app.get(PushSubscriberStore);
    expect(await store.find(organizationId, ended.endpoint)).toBeUndefined();
    expect(await store.find(organizationId, troubled.endpoint)).toBeDefined();
    const overview = async () => (await school.get('/api/dashboard/subscribers').expect(200)).body.info;
    const sent = (await overview()).sends.find((send: { title: string }) => send.title === 'School closed tomorrow: heavy rain');
    expect(sent).toMatchObject({ state: 'waiting', channels: { mail: { delivered: 0, failed: 0 }, push: { delivered: 1, failed: 2 } } });
    expect(sent.problems.join(' ')).toContain('503');
    // The service is back: the failed one is tried again after its wait, and gets it once.
    service.answer(troubled.endpoint, 0);
    now += RETRY_DELAYS_MS[0];
    await run();
    expect(pushesOf(troubled).map((push) => (push.json() as { title: string }).title)).toEqual(['Alert: School closed tomorrow: heavy rain']);
    expect(pushesOf(ended)).toEqual([]);
    const info = await overview();
    expect(info.sends.find((send: { title: string }) => send.title === 'School closed tomorrow: heavy rain')).toMatchObject({ state: 'done', channels: { push: { delivered: 2, failed: 1 } } });
    expect(info.counts.push).toMatchObject({ total: expect.any(Number), alerts: expect.any(Number) });
    expect(info.counts.push.total).toBe((await store.of(organizationId)).length);
    expect(info.counts.mail).toEqual({ total: 0, news: 0, circulars: 0, events: 0, alerts: 0 });
  });

  it('pushes to each browser once with two instances on one database, and after a restart mid-send', async () => {
    const browsers = Array.from({ length: 12 }, () => service.subscribe());
    for (const browser of browsers) await subscribe(browser, ['news']).expect(201);
    const store = platform.app.get(PushSubscriberStore);
    const ids = await Promise.all(browsers.map(async (browser) => (await store.find(organizationId, browser.endpoint))?.id as string));
    const sends = platform.app.get(SendStore);
    await school.post('/api/dashboard/news').send({ title: 'Annual day photos', summary: 'The photos are up.', body: paragraph('See them all.') }).expect(201);
    const [queued] = await sends.due(now, 50);
    // What a crash mid-send leaves: one delivered, one claimed but never settled (its outcome unknown).
    await sends.claim(queued.id, ids[0], 'push', now);
    await sends.claim(queued.id, ids[1], 'push', now);
    await sends.settle(queued.id, ids[1], 'push', { sent: true });
    const second = await startTestPlatform({ PUSH_SERVICE_HOSTS: service.origin }, platform.dataDir);
    second.app.get(SubscriptionClock).now = () => now;
    const before = service.received.length;
    await Promise.all([run(platform), run(second), run(second), run(platform)]);
    await Promise.all([run(platform), run(second)]);
    const reached = service.received.slice(before).map((push) => push.endpoint);
    const readers = (await store.of(organizationId)).filter((s) => s.topics.includes('news') && !ids.slice(0, 2).includes(s.id));
    expect(readers.length).toBeGreaterThanOrEqual(10);
    expect([...reached].sort()).toEqual(readers.map((reader) => reader.endpoint).sort());
    expect((await sends.recent(organizationId, 10)).find((send) => send.id === queued.id)).toMatchObject({ state: 'done', channels: { push: { delivered: readers.length + 1, failed: 0 } } });
    await second.close({ keepData: true });
  });

  it('counts push requests against the same hourly allowance as e-mail requests', async () => {
    platform.app.get(SubscriptionIntake).allowance = { perAddressPerHour: 1, perSchoolPerHour: 1000 };
    now += 2 * 60 * 60 * 1000;
    await subscribe(service.subscribe()).expect(201);
    const refused = await subscribe(service.subscribe()).expect(429);
    expect(refused.body.message).toBe(SUBSCRIPTION_MESSAGES.tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

});
