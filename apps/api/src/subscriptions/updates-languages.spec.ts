import { LANGUAGES_API_PATH } from '@schoolpage/content-contract';
import { EnquiryFormTokens } from '../enquiries/enquiry-form-token';
import { publishedSchool } from '../testing/admin-fixture';
import { readMail } from '../testing/smtp-inbox';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { SubscriberStore } from './subscriber-store';
import { SubscriptionClock } from './subscription-clock';
import { SubscriptionIntake } from './subscription-intake.service';

const SUBSCRIBE = '/api/web/subscriptions';
const HINDI_NAME = 'सनराइज़ पब्लिक स्कूल';

describe('the updates pages and mails in the language the parent came from', () => {
  let platform: TestPlatform;
  let organizationId: string;
  let slug: string;
  let tokens: EnquiryFormTokens;
  const now = Date.parse('2026-11-26T06:00:00.000Z');
  const form = (overrides: Record<string, string>) => ({ organizationId, formToken: tokens.issue(organizationId, now - 20_000), ...overrides });
  const lastMail = () => readMail(platform.outbox().at(-1) ?? '', []);

  beforeAll(async () => {
    platform = await startTestPlatform();
    let agent;
    ({ agent, organizationId, slug } = await publishedSchool(platform));
    await agent.post('/api/dashboard/home/orginfo').field('organizationName', 'Sunrise Public School').expect(200);
    await agent.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en', 'hi', 'ur'] }).expect(200);
    await agent.post('/api/dashboard/home/orginfo?lang=hi').field('organizationName', HINDI_NAME).expect(200);
    platform.app.get(SubscriptionClock).now = () => now;
    platform.app.get(SubscriptionIntake).allowance = { perAddressPerHour: 1000, perSchoolPerHour: 1000 };
    tokens = platform.app.get(EnquiryFormTokens);
  });
  afterAll(() => platform.close());

  it('draws the form in the language its address names, with the school’s name in it, and sends the language back', async () => {
    const page = (await platform.agent().get(`/s/${slug}/hi/updates`).expect(200)).text;
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('<title>अपडेट पाएँ</title>');
    expect(page).toContain(`<header><a href="/s/${slug}/hi">${HINDI_NAME}</a></header>`);
    expect(page).toContain(`${HINDI_NAME} के समाचार, परिपत्र, कार्यक्रम और सूचनाएँ ई-मेल से पाएँ`);
    expect(page).toContain('<input type="hidden" name="language" value="hi">');
    expect(page).toContain('<button type="submit">अपडेट पाएँ</button>');
    // The form's fields and address are those of every language.
    expect(page).toContain(`<form method="post" action="${SUBSCRIBE}">`);
    expect(page).toContain('name="email"');
    // The site's files stay at its root: the page is one folder deeper.
    expect(page).toContain('<script src="../updates/push.js"');
    expect(page).toContain('data-root="../" data-language="hi"');
    expect(page).toContain(`<link rel="manifest" href="/s/${slug}/manifest.webmanifest">`);

    const urdu = (await platform.agent().get(`/s/${slug}/ur/updates`).expect(200)).text;
    expect(urdu).toContain('<html lang="ur" dir="rtl">');
    expect(urdu).toContain('<title>اپ ڈیٹس حاصل کریں</title>');
    const english = (await platform.agent().get(`/s/${slug}/updates`).expect(200)).text;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<title>Get updates</title>');
    expect(english).toContain('<input type="hidden" name="language" value="en">');
  });

  it('leads the default language’s code to the page without it, and has no page in a language the site is not written in', async () => {
    const moved = await platform.agent().get(`/s/${slug}/en/updates/sent`).expect(301);
    expect(moved.headers['location']).toBe(`/s/${slug}/updates/sent`);
    await platform.agent().get(`/s/${slug}/ta/updates`).expect(404);
  });

  it('keeps the language with the subscriber, and mails, confirms and manages in it', async () => {
    const sent = await platform.agent().post(SUBSCRIBE).type('form').send(form({ email: 'asha@example.in', language: 'hi', topics: 'circulars' })).expect(303);
    expect(sent.headers['location']).toBe(`/s/${slug}/hi/updates/sent`);
    expect((await platform.agent().get(sent.headers['location']).expect(200)).text).toContain('अपना ई-मेल देखें: हमने आपको पुष्टि करने के लिए एक लिंक भेजा है।');
    const stored = await platform.app.get(SubscriberStore).find(organizationId, 'asha@example.in');
    expect(stored).toMatchObject({ language: 'hi', consentText: expect.stringMatching(new RegExp(`^${HINDI_NAME} SchoolPage के माध्यम से`)) });

    const mail = lastMail();
    expect(mail.header('Subject')).toBe(`पुष्टि करें: ${HINDI_NAME} से अपडेट`);
    expect(mail.text).toContain(`किसी ने कहा है कि ${HINDI_NAME} के अपडेट इस पते पर भेजे जाएँ।`);
    expect(mail.text).toContain('इन्हें पाने के लिए 7 दिनों के भीतर यह लिंक खोलें:');
    const link = new URL(/http:\/\/\S+\/updates\/confirm\?token=\S+/.exec(mail.text)?.[0] ?? 'http://none');
    expect(link.pathname).toBe(`/s/${slug}/hi/updates/confirm`);

    const confirmed = (await platform.agent().get(link.pathname + link.search).expect(200)).text;
    expect(confirmed).toContain('<title>आपने सदस्यता ले ली है</title>');
    const manage = /href="(\/s\/[^"]+\/hi\/updates\/manage\?token=[^"]+)">बदलें कि आपको क्या मिले</.exec(confirmed)?.[1] ?? '';
    expect(manage).not.toBe('');
    const token = new URL(manage, 'http://x').searchParams.get('token') ?? '';
    const managePage = (await platform.agent().get(manage).expect(200)).text;
    expect(managePage).toContain('<legend>हम आपको क्या भेजें?</legend>');

    // The manage page's form leads back to the page in the subscriber's language.
    const saved = await platform.agent().post(`/api/web/subscriptions/topics?token=${encodeURIComponent(token)}`).type('form').send('topics=circulars&topics=news').expect(303);
    expect(saved.headers['location']).toBe(`/s/${slug}/hi/updates/manage?token=${encodeURIComponent(token)}&done=saved`);
    expect((await platform.agent().get(saved.headers['location']).expect(200)).text).toContain('आपकी पसंद सहेज ली गई है।');

    // Asked again: told by mail, in the language of the page asked from.
    await platform.agent().post(SUBSCRIBE).send(form({ email: 'asha@example.in', language: 'ur' })).expect(200);
    expect(lastMail().header('Subject')).toBe('آپ کو Sunrise Public School سے پہلے سے اپ ڈیٹس مل رہی ہیں');
  });

  it('answers a refused form in its page’s language, right to left for Urdu', async () => {
    const refused = await platform.agent().post(SUBSCRIBE).type('form').send(form({ email: 'not-an-address', language: 'ur' })).expect(400);
    expect(refused.text).toContain('<html lang="ur" dir="rtl">');
    expect(refused.text).toContain('<title>آپ کی درخواست نہیں بھیجی گئی</title>');
    expect(refused.text).toContain('<p role="alert">براہ کرم درست ای میل پتہ لکھیں۔</p>');
    expect(refused.text).toContain(`<a class="back" href="/s/${slug}/ur/updates">فارم پر واپس جائیں</a>`);
    // The JSON answer says it in the language asked for too; a language the site does not have reads as its default.
    expect((await platform.agent().post(SUBSCRIBE).send(form({ email: 'x', language: 'hi' })).expect(400)).body.message).toBe('कृपया सही ई-मेल पता लिखें।');
    expect((await platform.agent().post(SUBSCRIBE).send(form({ email: 'x', language: 'ta' })).expect(400)).body.message).toBe('Please enter a valid email address.');
  });
});
