import { ALERT_API_PATH, NEWS_API_PATH, type SubscriptionTopic } from '@schoolpage/content-contract';
import { randomUUID } from 'node:crypto';
import { ADMIN, publishedSchool } from '../testing/admin-fixture';
import { startSmtpInbox } from '../testing/smtp-inbox';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { SendStore, sendIdOf } from './send-store';
import { SubscriberStore } from './subscriber-store';
import { SubscriptionClock } from './subscription-clock';
import { RETRY_DELAYS_MS, SubscriptionSender } from './subscription-sender';

const NOTICE = '/api/dashboard/notice-course/notice';
const EVENTS = '/api/dashboard/academics/calendar-of-event';
const paragraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('one post, every subscriber of its topic (mail through a real SMTP server)', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let platform: TestPlatform;
  let school: Awaited<ReturnType<typeof publishedSchool>>['agent'];
  let organizationId: string;
  let slug: string;
  let now: number;

  const subscribe = async (target: TestPlatform, email: string, topics: SubscriptionTopic[]) => {
    const id = randomUUID();
    await target.app.get(SubscriberStore).save({ id, organizationId, email, topics, consentAt: now, consentText: 'I agree.', confirmedAt: now });
    return id;
  };
  const run = (target = platform) => target.app.get(SubscriptionSender).runDue();

  beforeAll(async () => {
    inbox = await startSmtpInbox({ refuse: ['bounce@example.in'] });
    // The school signs up with the outbox (its codes are read there), then the platform sends through SMTP.
    const signingUp = await startTestPlatform();
    ({ organizationId, slug } = await publishedSchool(signingUp));
    await signingUp.close({ keepData: true });
    platform = await startTestPlatform({ SMTP_URL: inbox.url, MAIL_PER_SECOND: '1000', PUBLIC_ORIGIN: 'https://schoolpage.example' }, signingUp.dataDir);
    school = platform.agent();
    await school.post('/api/auth/login').send({ userId: ADMIN.userId, password: ADMIN.password }).expect(200);
    now = Date.now();
    platform.app.get(SubscriptionClock).now = () => now;
    await subscribe(platform, 'circulars@example.in', ['circulars', 'alerts']);
    await subscribe(platform, 'news@example.in', ['news']);
    await platform.agent().post('/api/web/subscriptions').send({ organizationId, email: 'unconfirmed@example.in' });
  });
  afterAll(async () => {
    await platform.close();
    await inbox.close();
  });

  it('mails a published circular once to its topic’s confirmed subscribers: the school as sender, text and HTML, one-click unsubscribe', async () => {
    const before = inbox.mails.length;
    await school.post(NOTICE).send({ noticeTitle: 'Winter uniform from Monday', body: paragraph('Blazers & sweaters <from> 1 December.') }).expect(201);
    await run();
    const mails = inbox.mails.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([['circulars@example.in']]);
    const [mail] = mails;
    expect(mail.header('from')).toMatch(/^"?Green Valley School"? <no-reply@schoolpage\.local>$/);
    expect(mail.header('subject')).toBe('Winter uniform from Monday');
    expect(mail.header('list-unsubscribe')).toMatch(/^<https:\/\/schoolpage\.example\/api\/web\/subscriptions\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Blazers & sweaters <from> 1 December.');
    expect(mail.html).toContain('<p>Blazers &#38; sweaters &#60;from&#62; 1 December.</p>');
    expect(mail.text).toMatch(new RegExp(`Read it on the school's site: https://schoolpage\\.example/s/${slug}/notice/[\\w-]+`));
    expect(mail.text).toContain(`https://schoolpage.example/s/${slug}/updates/manage?token=`);

    // The mail's one-click POST (RFC 8058) stops the subscriber, without signing in.
    const unsubscribe = new URL(mail.header('list-unsubscribe')?.slice(1, -1) ?? '');
    await platform.agent().post(unsubscribe.pathname + unsubscribe.search).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(await platform.app.get(SubscriberStore).find(organizationId, 'circulars@example.in')).toBeUndefined();
    await subscribe(platform, 'circulars@example.in', ['circulars', 'alerts']);
  });

  it('does not send again for an edit', async () => {
    const before = inbox.mails.length;
    const [notice] = (await school.get(NOTICE).expect(200)).body.info as { id: string }[];
    await school.patch(`${NOTICE}/${notice.id}`).send({ noticeTitle: 'Winter uniform from Monday (corrected)' }).expect(200);
    await run();
    expect(inbox.mails.slice(before)).toEqual([]);
  });

  it('sends an alert at once to those who chose alerts', async () => {
    const before = inbox.mails.length;
    await school.post(ALERT_API_PATH).send({ message: 'School closed tomorrow — heavy rain', level: 'emergency' }).expect(200);
    await run();
    const mails = inbox.mails.slice(before);
    expect(mails.map((mail) => [mail.to[0], mail.header('subject')])).toEqual([['circulars@example.in', expect.stringContaining('Alert: School closed tomorrow')]]);
  });

  it('sends nothing for an alert saved with "Tell subscribers" unticked', async () => {
    const before = inbox.mails.length;
    await school.post(ALERT_API_PATH).send({ message: 'Parents’ meeting moved to Saturday', level: 'info', tellSubscribers: false }).expect(200);
    await run();
    expect(inbox.mails.slice(before)).toEqual([]);
  });

  it('sends nothing for a story, a circular or an event added with "Tell subscribers" unticked (JSON false, or "false" from a form)', async () => {
    const subscribers = platform.app.get(SubscriberStore);
    const parent = await subscribers.find(organizationId, 'news@example.in');
    await subscribers.setTopics(parent?.id ?? '', ['news', 'events']);
    const before = inbox.mails.length;
    await school.post(NEWS_API_PATH).send({ title: 'Staff photo day', tellSubscribers: false }).expect(201);
    await school.post(NOTICE).field('noticeTitle', 'Canteen menu').field('body', JSON.stringify(paragraph('Only on the site.'))).field('tellSubscribers', 'false').expect(201);
    await school.post(EVENTS).send({ eventTitle: 'Teachers’ meeting', eventDate: '2026-12-20', tellSubscribers: false }).expect(201);
    // Ticked, as the dashboard's form sends it (a blank field).
    await school.post(EVENTS).send({ eventTitle: 'Annual sports day', eventDate: '2026-12-21', tellSubscribers: '' }).expect(201);
    await run();
    expect(inbox.mails.slice(before).map((mail) => [mail.to[0], mail.header('subject')])).toEqual([['news@example.in', expect.stringContaining('Annual sports day')]]);
    await subscribers.setTopics(parent?.id ?? '', ['news']);
  });

  it('refuses a "Tell subscribers" that is neither ticked nor unticked, and adds nothing', async () => {
    const events = async () => ((await school.get(EVENTS).expect(200)).body.info as unknown[]).length;
    const count = await events();
    const refused = await school.post(EVENTS).send({ eventTitle: 'Open day', eventDate: '2026-12-22', tellSubscribers: 'maybe' }).expect(400);
    expect(refused.body.message).toBe('"Tell subscribers" must be ticked or unticked.');
    expect(await events()).toBe(count);
  });

  it('waits for a circular’s publishing time, and sends nothing for one deleted before it', async () => {
    const before = inbox.mails.length;
    const later = new Date(now + 2 * 60 * 60 * 1000).toISOString();
    await school.post(NOTICE).send({ noticeTitle: 'Exam timetable', body: paragraph('Exams start in March.'), publishAt: later }).expect(201);
    await school.post(NOTICE).send({ noticeTitle: 'Withdrawn circular', body: paragraph('Never mind.'), publishAt: later }).expect(201);
    const withdrawn = ((await school.get(NOTICE).expect(200)).body.info as { title: string }[]).findIndex((n) => n.title === 'Withdrawn circular');
    await school.delete(`${NOTICE}/${withdrawn}`).expect(200);
    await run();
    expect(inbox.mails.slice(before)).toEqual([]);
    now += 3 * 60 * 60 * 1000;
    await run();
    expect(inbox.mails.slice(before).map((mail) => mail.header('subject'))).toEqual(['Exam timetable']);
  });

  it('shows the school its counts and last sends, and exports its list as CSV; a failed mail is kept, tried again, and shown', async () => {
    await subscribe(platform, 'bounce@example.in', ['alerts']);
    await school.post(ALERT_API_PATH).send({ message: 'Water supply cut today', level: 'warning' }).expect(200);
    await run();
    const { info } = (await school.get('/api/dashboard/subscribers').expect(200)).body;
    expect(info.counts.mail).toEqual({ total: 3, news: 1, circulars: 1, events: 0, alerts: 2 });
    const failed = info.sends.find((send: { title: string }) => send.title === 'Water supply cut today');
    expect(failed).toMatchObject({ topic: 'alerts', state: 'waiting', delivered: 1, failed: 1 });
    expect(failed.problems[0]).toContain('No such mailbox');
    expect(info.sends.find((send: { title: string }) => send.title === 'Exam timetable')).toMatchObject({ delivered: 1, failed: 0, state: 'done' });
    // Tried again after its wait, then given up and still shown; the send is then done.
    for (const wait of RETRY_DELAYS_MS) {
      now += wait;
      await run();
    }
    const given = (await school.get('/api/dashboard/subscribers').expect(200)).body.info.sends.find((send: { title: string }) => send.title === 'Water supply cut today');
    expect(given).toMatchObject({ state: 'done', delivered: 1, failed: 1 });
    expect(inbox.mails.filter((mail) => mail.header('subject') === 'Alert: Water supply cut today').map((mail) => mail.to)).toEqual([['circulars@example.in']]);
    const csv = await school.get('/api/dashboard/subscribers.csv').expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('circulars@example.in,circulars alerts,');
    await platform.app.get(SubscriberStore).remove((await platform.app.get(SubscriberStore).find(organizationId, 'bounce@example.in'))?.id ?? '');
    expect(csv.text).not.toContain('unconfirmed@example.in');
  });

  it('sends to each subscriber once with two instances on one database, and after a restart mid-send', async () => {
    const second = await startTestPlatform({ SMTP_URL: inbox.url, MAIL_PER_SECOND: '1000' }, platform.dataDir);
    second.app.get(SubscriptionClock).now = () => now;
    const readers = Array.from({ length: 30 }, (_, at) => `reader${at}@example.in`);
    const ids = [];
    for (const email of readers) ids.push(await subscribe(platform, email, ['news']));
    // What a crash mid-send leaves: some delivered, one claimed but never settled (its outcome unknown).
    const sends = platform.app.get(SendStore);
    const story = { title: 'Annual day photos', summary: 'The photos are up.', body: paragraph('See them all.') };
    const before = inbox.mails.length;
    await school.post('/api/dashboard/news').send(story).expect(201);
    const [queued] = await sends.due(now, 50);
    expect(queued.id).toBe(sendIdOf(organizationId, queued.post));
    await sends.claim(queued.id, ids[0], 'mail', now);
    await sends.claim(queued.id, ids[1], 'mail', now);
    await sends.settle(queued.id, ids[1], 'mail', { sent: true });

    await Promise.all([run(platform), run(second), run(second), run(platform)]);
    await Promise.all([run(platform), run(second)]);
    const received = inbox.mails.slice(before).flatMap((mail) => mail.to);
    const expected = ['news@example.in', ...readers.slice(2)];
    expect([...received].sort()).toEqual([...expected].sort());
    expect(new Set(received).size).toBe(received.length);
    const summary = (await sends.recent(organizationId, 10)).find((send) => send.id === queued.id);
    expect(summary).toMatchObject({ title: 'Annual day photos', state: 'done', delivered: 30, failed: 0 });
    await second.close({ keepData: true });
  });
});
