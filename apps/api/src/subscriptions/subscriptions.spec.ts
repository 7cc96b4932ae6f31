import { SUBSCRIPTION_MESSAGES as M } from '@schoolpage/content-contract';
import { publishedSchool } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { EnquiryFormTokens } from '../enquiries/enquiry-form-token';
import { SubscriberRetention } from './subscriber-retention';
import { SubscriberStore } from './subscriber-store';
import { SubscriptionClock } from './subscription-clock';
import { SubscriptionIntake } from './subscription-intake.service';

const SUBSCRIBE = '/api/web/subscriptions';
const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-26T06:00:00.000Z');

describe('subscriptions to a school’s updates (double opt-in)', () => {
  let platform: TestPlatform;
  let organizationId: string;
  let slug: string;
  let now: number;
  let store: SubscriberStore;
  let tokens: EnquiryFormTokens;
  const formToken = () => tokens.issue(organizationId, now - 20_000);
  const request = (overrides: Record<string, unknown> = {}) => ({ organizationId, email: 'priya@example.in', formToken: formToken(), ...overrides });
  const lastMail = () => platform.outbox().at(-1) ?? '';
  const linkIn = (mail: string, page: string) => {
    const found = new RegExp(`http://[^\\s]+/s/${slug}/${page}\\?token=[^\\s]+`).exec(mail);
    if (!found) throw new Error(`No ${page} link in:\n${mail}`);
    return new URL(found[0]);
  };

  beforeAll(async () => {
    platform = await startTestPlatform();
    ({ organizationId, slug } = await publishedSchool(platform));
    now = START;
    platform.app.get(SubscriptionClock).now = () => now;
    store = platform.app.get(SubscriberStore);
    tokens = platform.app.get(EnquiryFormTokens);
  });
  afterAll(() => platform.close());
  beforeEach(() => {
    now += DAY;
    platform.app.get(SubscriptionIntake).allowance = { perAddressPerHour: 1000, perSchoolPerHour: 1000 };
  });

  it('sends a confirmation link and nothing else; the link (once) makes the subscriber, with the consent given', async () => {
    const mails = platform.outbox().length;
    const answer = await platform.agent().post(SUBSCRIBE).send(request({ email: 'Priya@Example.in', topics: ['circulars', 'alerts'] })).expect(200);
    expect(answer.body).toEqual({ success: true, message: M.sent });
    expect(platform.outbox()).toHaveLength(mails + 1);
    expect(lastMail()).toContain('To: priya@example.in');
    const pending = await store.find(organizationId, 'priya@example.in');
    expect(pending).toMatchObject({ topics: ['circulars', 'alerts'], consentAt: now });
    expect(pending?.confirmedAt).toBeUndefined();
    expect(pending?.consentText).toContain('will e-mail me the updates I chose');
    expect(await store.confirmed(organizationId)).toEqual([]);

    const link = linkIn(lastMail(), 'updates/confirm');
    // Only a hash of the token is kept.
    expect(JSON.stringify(pending)).not.toContain(link.searchParams.get('token'));
    const page = await platform.agent().get(link.pathname + link.search).expect(200);
    expect(page.text).toContain(M.confirmed);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect((await store.confirmed(organizationId)).map((s) => s.email)).toEqual(['priya@example.in']);
    // Single use.
    expect((await platform.agent().get(link.pathname + link.search).expect(404)).text).toContain(M.badLink);
  });

  it('takes every topic when none is named, and answers alike for a known and an unknown address', async () => {
    const first = await platform.agent().post(SUBSCRIBE).send(request({ email: 'new.parent@example.in' })).expect(200);
    expect((await store.find(organizationId, 'new.parent@example.in'))?.topics).toEqual(['news', 'circulars', 'events', 'alerts']);
    const again = await platform.agent().post(SUBSCRIBE).send(request({ email: 'priya@example.in' })).expect(200);
    expect(again.body).toEqual(first.body);
    // The confirmed subscriber is told by mail, and nothing about them changes.
    expect(lastMail()).toContain('You already get them');
    expect((await store.find(organizationId, 'priya@example.in'))?.confirmedAt).toBeDefined();
  });

  it('refuses a bad address, no topic, the hidden field, a forged or too quick form, and stores nothing', async () => {
    const mails = platform.outbox().length;
    const post = (body: Record<string, unknown>) => platform.agent().post(SUBSCRIBE).send(body);
    expect((await post(request({ email: 'not-an-address' })).expect(400)).body).toMatchObject({ success: false, message: M.email, errors: { email: M.email } });
    expect((await post(request({ email: 'x@example.in', topics: [] })).expect(400)).body.message).toBe(M.topics);
    expect((await post(request({ email: 'x@example.in', topics: ['gossip'] })).expect(400)).body.message).toBe(M.topics);
    expect((await post(request({ email: 'x@example.in', website: 'http://spam' })).expect(400)).body.message).toBe(M.refused);
    expect((await post(request({ email: 'x@example.in', formToken: 'made.up.token' })).expect(400)).body.message).toBe(M.refused);
    expect((await post(request({ email: 'x@example.in', formToken: tokens.issue(organizationId, now) })).expect(400)).body.message).toBe(M.tooFast);
    expect((await post(request({ organizationId: 'nobody', email: 'x@example.in' })).expect(404)).body.message).toBe(M.unknownSchool);
    expect(await store.find(organizationId, 'x@example.in')).toBeUndefined();
    expect(platform.outbox()).toHaveLength(mails);
  });

  it('counts requests per sender in the store and says when to come back', async () => {
    platform.app.get(SubscriptionIntake).allowance = { perAddressPerHour: 2, perSchoolPerHour: 1000 };
    now += 2 * 60 * 60 * 1000;
    await platform.agent().post(SUBSCRIBE).send(request({ email: 'a1@example.in' })).expect(200);
    await platform.agent().post(SUBSCRIBE).send(request({ email: 'a2@example.in' })).expect(200);
    const third = await platform.agent().post(SUBSCRIBE).send(request({ email: 'a3@example.in' })).expect(429);
    expect(third.body.message).toBe(M.tooMany);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(await store.find(organizationId, 'a3@example.in')).toBeUndefined();
  });

  it('works as a plain form without script: the page’s form, then "check your e-mail"', async () => {
    const page = await platform.agent().get(`/s/${slug}/updates`).expect(200);
    // The e-mail form needs no script: the page's one script is the notifications button's file (push-site-files.spec.ts).
    expect(page.text.match(/<script[^>]*>/g)).toEqual([expect.stringContaining('src="updates/push.js"')]);
    expect(page.text).toContain('<form method="post" action="/api/web/subscriptions">');
    const token = /name="formToken" value="([^"]+)"/.exec(page.text)?.[1];
    expect(token).toBeDefined();
    now += 10_000;
    const sent = await platform
      .agent()
      .post(SUBSCRIBE)
      .type('form')
      .send(`organizationId=${organizationId}&formToken=${encodeURIComponent(token ?? '')}&website=&email=form%40example.in&topics=news&topics=events`)
      .expect(303);
    expect(sent.headers.location).toBe(`/s/${slug}/updates/sent`);
    expect((await platform.agent().get(sent.headers.location).expect(200)).text).toContain(M.sent);
    expect((await store.find(organizationId, 'form@example.in'))?.topics).toEqual(['news', 'events']);
  });

  it('lets the subscriber change topics or stop, with one-click POST (RFC 8058) and no sign-in', async () => {
    await platform.agent().post(SUBSCRIBE).send(request({ email: 'stop@example.in' })).expect(200);
    const confirmed = await platform.agent().get(linkIn(lastMail(), 'updates/confirm').href.replace(/^http:\/\/[^/]+/, '')).expect(200);
    const manage = /href="([^"]*updates\/manage\?token=[^"]+)"/.exec(confirmed.text)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const token = new URL(manage, 'http://x').searchParams.get('token') ?? '';
    const managePage = await platform.agent().get(manage).expect(200);
    expect(managePage.text).toContain('Stop all updates');

    // One topic off, from the subscriber's page (a plain form), which shows the choice saved.
    const topicOff = await platform.agent().post(`/api/web/subscriptions/unsubscribe?token=${encodeURIComponent(token)}&topic=news`).type('form').send('').expect(303);
    expect(topicOff.headers.location).toContain('done=saved');
    expect((await store.find(organizationId, 'stop@example.in'))?.topics).toEqual(['circulars', 'events', 'alerts']);
    await platform.agent().post(`/api/web/subscriptions/topics?token=${encodeURIComponent(token)}`).type('form').send('topics=alerts').expect(303);
    expect((await store.find(organizationId, 'stop@example.in'))?.topics).toEqual(['alerts']);

    // A made-up token stops no one.
    await platform.agent().post(`/api/web/subscriptions/unsubscribe?token=${encodeURIComponent(token.slice(0, -2))}xx`).type('form').send('List-Unsubscribe=One-Click').expect(404);
    // The mail program's one-click POST: everything stops, and nothing of the subscriber is kept.
    const oneClick = await platform.agent().post(`/api/web/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(oneClick.body).toEqual({ success: true, message: M.unsubscribed });
    expect(await store.find(organizationId, 'stop@example.in')).toBeUndefined();
  });

  it('deletes a subscriber who has not confirmed within 7 days, and the link dies with them', async () => {
    await platform.agent().post(SUBSCRIBE).send(request({ email: 'late@example.in' })).expect(200);
    const link = linkIn(lastMail(), 'updates/confirm');
    now += 6 * DAY;
    await platform.app.get(SubscriberRetention).deleteUnconfirmed();
    expect(await store.find(organizationId, 'late@example.in')).toBeDefined();
    now += DAY + 1;
    expect(await platform.app.get(SubscriberRetention).deleteUnconfirmed()).toBeGreaterThanOrEqual(1);
    expect(await store.find(organizationId, 'late@example.in')).toBeUndefined();
    await platform.agent().get(link.pathname + link.search).expect(404);
    // Confirmed subscribers stay.
    expect((await store.confirmed(organizationId)).map((s) => s.email)).toContain('priya@example.in');
  });
});
