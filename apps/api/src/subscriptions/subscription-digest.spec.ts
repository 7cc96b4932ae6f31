import { ALERT_API_PATH, SUBSCRIPTION_MESSAGES, type SubscriptionDelivery, type SubscriptionTopic } from '@schoolpage/content-contract';
import { randomUUID } from 'node:crypto';
import { EnquiryFormTokens } from '../enquiries/enquiry-form-token';
import { ADMIN, publishedSchool } from '../testing/admin-fixture';
import { startSmtpInbox } from '../testing/smtp-inbox';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { SendStore } from './send-store';
import { SubscriberStore } from './subscriber-store';
import { SubscriberTokens } from './subscriber-tokens';
import { SubscriptionClock } from './subscription-clock';
import { digestSendId, SubscriptionDigest } from './subscription-digest';
import { SubscriptionIntake } from './subscription-intake.service';
import { SubscriptionSender } from './subscription-sender';

const NOTICE = '/api/dashboard/notice-course/notice';
const paragraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
/** 10:00 in Kolkata (the school has no time zone of its own): its digest goes at 07:00 there, 01:30 UTC. */
const MORNING = Date.parse('2026-12-01T04:30:00Z');
const NEXT_DIGEST = Date.parse('2026-12-02T01:30:00Z');

describe('the daily digest (mail through a real SMTP server, the platform clock)', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let platform: TestPlatform;
  let school: Awaited<ReturnType<typeof publishedSchool>>['agent'];
  let organizationId: string;
  let slug: string;
  let now: number;

  const subscribe = async (email: string, topics: SubscriptionTopic[], delivery: SubscriptionDelivery) => {
    const id = randomUUID();
    await platform.app.get(SubscriberStore).save({ id, organizationId, email, topics, delivery, consentAt: now, consentText: 'I agree.', confirmedAt: now });
    return id;
  };
  const sendAtOnce = () => platform.app.get(SubscriptionSender).runDue();
  const digest = (target = platform) => target.app.get(SubscriptionDigest).runDue();
  const mailsSince = (before: number) => inbox.mails.slice(before);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const signingUp = await startTestPlatform();
    ({ organizationId, slug } = await publishedSchool(signingUp));
    await signingUp.close({ keepData: true });
    platform = await startTestPlatform({ SMTP_URL: inbox.url, MAIL_PER_SECOND: '1000', PUBLIC_ORIGIN: 'https://schoolpage.example' }, signingUp.dataDir);
    school = platform.agent();
    await school.post('/api/auth/login').send({ userId: ADMIN.userId, password: ADMIN.password }).expect(200);
    now = MORNING;
    platform.app.get(SubscriptionClock).now = () => now;
    platform.app.get(SubscriptionIntake).allowance = { perAddressPerHour: 1000, perSchoolPerHour: 1000 };
  });
  afterAll(async () => {
    await platform.close();
    await inbox.close();
  });

  it('takes the choice from the form (at once by default) and keeps it with the topics; refuses one it does not know', async () => {
    const store = platform.app.get(SubscriberStore);
    const formToken = platform.app.get(EnquiryFormTokens).issue(organizationId, now - 20_000);
    await platform.agent().post('/api/web/subscriptions').send({ organizationId, email: 'asha@example.in', topics: ['news'], delivery: 'daily', formToken }).expect(200);
    expect(await store.find(organizationId, 'asha@example.in')).toMatchObject({ topics: ['news'], delivery: 'daily' });
    const again = platform.app.get(EnquiryFormTokens).issue(organizationId, now - 20_000);
    await platform.agent().post('/api/web/subscriptions').type('form').send(`organizationId=${organizationId}&email=ravi%40example.in&formToken=${encodeURIComponent(again)}`).expect(303);
    expect((await store.find(organizationId, 'ravi@example.in'))?.delivery).toBe('instant');
    const wrong = platform.app.get(EnquiryFormTokens).issue(organizationId, now - 20_000);
    const refused = await platform.agent().post('/api/web/subscriptions').send({ organizationId, email: 'x@example.in', delivery: 'weekly', formToken: wrong }).expect(400);
    expect(refused.body.message).toBe(SUBSCRIPTION_MESSAGES.delivery);
  });

  it('shows the choice on the form and on the subscriber’s page, where it can be changed', async () => {
    const form = await platform.agent().get(`/s/${slug}/updates`).expect(200);
    expect(form.text).toContain('<legend>When should we send them?</legend>');
    expect(form.text).toContain('<input type="radio" name="delivery" value="instant" checked> Each update as soon as it is published');
    const id = await subscribe('meena@example.in', ['news', 'events'], 'instant');
    const token = platform.app.get(SubscriberTokens).of(id);
    await platform.agent().post(`/api/web/subscriptions/topics?token=${encodeURIComponent(token)}`).type('form').send('topics=news&topics=events&delivery=daily').expect(303);
    expect(await platform.app.get(SubscriberStore).findById(id)).toMatchObject({ topics: ['news', 'events'], delivery: 'daily' });
    const page = await platform.agent().get(`/s/${slug}/updates/manage?token=${encodeURIComponent(token)}`).expect(200);
    expect(page.text).toContain('<input type="radio" name="delivery" value="daily" checked> One e-mail a day');
    // A form that does not name it keeps it.
    await platform.agent().post(`/api/web/subscriptions/topics?token=${encodeURIComponent(token)}`).send({ topics: ['news'] }).expect(200);
    expect(await platform.app.get(SubscriberStore).findById(id)).toMatchObject({ topics: ['news'], delivery: 'daily' });
    await platform.app.get(SubscriberStore).remove(id);
    for (const email of ['asha@example.in', 'ravi@example.in']) await platform.app.get(SubscriberStore).remove((await platform.app.get(SubscriberStore).find(organizationId, email))?.id ?? '');
  });

  it('gathers the day’s posts into one mail the next morning, sends alerts at once, and sends nothing twice', async () => {
    const daily = await subscribe('daily@example.in', ['news', 'circulars', 'alerts'], 'daily');
    await subscribe('instant@example.in', ['news', 'circulars'], 'instant');
    const switched = await subscribe('switched@example.in', ['circulars', 'news'], 'instant');
    const before = inbox.mails.length;

    await school.post(NOTICE).send({ noticeTitle: 'Winter uniform from Monday', body: paragraph('Blazers and sweaters from 1 December.\nAsk the office for sizes.') }).expect(201);
    await sendAtOnce();
    // Who chose the digest after a post reached them at once does not get it again in the digest.
    await platform.app.get(SubscriberStore).setTopics(switched, ['circulars', 'news'], 'daily');
    now += 3 * 60 * 60 * 1000;
    await school.post('/api/dashboard/news').send({ title: 'Science fair winners', summary: 'Class 8 won the district prize.', body: paragraph('Well done, all.') }).expect(201);
    await school.post(ALERT_API_PATH).send({ message: 'School closed tomorrow — heavy rain', level: 'emergency' }).expect(200);
    await sendAtOnce();
    const atOnce = mailsSince(before).map((mail) => [mail.to[0], mail.header('subject')]);
    expect(atOnce).toEqual(
      expect.arrayContaining([
        ['instant@example.in', 'Winter uniform from Monday'],
        ['switched@example.in', 'Winter uniform from Monday'],
        ['instant@example.in', 'Science fair winners'],
        ['daily@example.in', 'Alert: School closed tomorrow — heavy rain'],
      ]),
    );
    expect(atOnce).toHaveLength(4);

    // Nothing before the digest's hour (today's digest, of yesterday, has nothing).
    const beforeDigest = inbox.mails.length;
    now = NEXT_DIGEST - 60_000;
    await digest();
    expect(mailsSince(beforeDigest)).toEqual([]);

    now = NEXT_DIGEST + 60_000;
    await digest();
    const digests = mailsSince(beforeDigest);
    expect(digests.map((mail) => mail.to[0]).sort()).toEqual(['daily@example.in', 'switched@example.in']);
    const mail = digests.find((sent) => sent.to[0] === 'daily@example.in');
    const text = mail?.text.replace(/[ \t]*\r?\n/g, '\n');
    expect(mail?.header('from')).toMatch(/^"?Green Valley School"? <no-reply@schoolpage\.local>$/);
    expect(mail?.header('subject')).toBe('Today at Green Valley School: 2 updates');
    expect(mail?.header('list-unsubscribe')).toMatch(/^<https:\/\/schoolpage\.example\/api\/web\/subscriptions\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain('Circulars: Winter uniform from Monday\nBlazers and sweaters from 1 December.\n');
    expect(mail?.text).not.toContain('Ask the office for sizes.');
    expect(mail?.text).toMatch(new RegExp(`https://schoolpage\\.example/s/${slug}/notice/[\\w-]+`));
    expect(text).toContain(`News: Science fair winners\nClass 8 won the district prize.\nhttps://schoolpage.example/s/${slug}/news/`);
    expect(mail?.text).not.toContain('heavy rain');
    expect(mail?.html).toContain('<a href="https://schoolpage.example/s/');
    // The one who switched gets only what did not reach them at once.
    const theirs = digests.find((sent) => sent.to[0] === 'switched@example.in');
    expect(theirs?.header('subject')).toBe('Today at Green Valley School: Science fair winners');

    now += 5 * 60_000;
    await digest();
    expect(mailsSince(beforeDigest)).toHaveLength(2);
    await platform.app.get(SubscriberStore).remove(daily);
    await platform.app.get(SubscriberStore).remove(switched);
  });

  it('sends each digest once with two instances on one database, and after a restart mid-send', async () => {
    const readers = Array.from({ length: 12 }, (_, at) => `digest${at}@example.in`);
    const ids = [];
    for (const email of readers) ids.push(await subscribe(email, ['events'], 'daily'));
    await school.post('/api/dashboard/academics/calendar-of-event').send({ eventTitle: 'Annual day', eventDate: '2026-12-20' }).expect(201);
    now += 60_000;
    const second = await startTestPlatform({ SMTP_URL: inbox.url, MAIL_PER_SECOND: '1000' }, platform.dataDir);
    second.app.get(SubscriptionClock).now = () => now;
    const posted = (await platform.app.get(SendStore).postsBetween(now - 120_000, now + 1)).filter((send) => send.topic === 'events');
    expect(posted).toHaveLength(1);
    // What a crash mid-send leaves: one digest delivered, one claimed but never settled (its outcome unknown).
    now = NEXT_DIGEST + 24 * 60 * 60 * 1000 + 60_000;
    const sends = platform.app.get(SendStore);
    const day = digestSendId(organizationId, '2026-12-03');
    await sends.claim(day, ids[0], 'mail', now);
    await sends.claim(day, ids[1], 'mail', now);
    await sends.settle(day, ids[1], 'mail', { sent: true });
    const before = inbox.mails.length;
    await Promise.all([digest(platform), digest(second), digest(second), digest(platform)]);
    await Promise.all([digest(platform), digest(second)]);
    const received = mailsSince(before).flatMap((mail) => mail.to);
    expect([...received].sort()).toEqual(readers.slice(2).sort());
    expect(mailsSince(before)[0]?.header('subject')).toBe('Today at Green Valley School: Annual day');
    await second.close({ keepData: true });
  });
});
