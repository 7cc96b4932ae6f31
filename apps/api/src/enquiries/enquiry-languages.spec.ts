import { ENQUIRY_MESSAGES as M, LANGUAGES_API_PATH } from '@schoolpage/content-contract';
import { publishedSchool } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { EnquiryClock } from './enquiry-clock';
import { EnquiryFormTokens } from './enquiry-form-token';

const ENQUIRY = '/api/web/enquiry';
const NOW = Date.parse('2026-11-26T06:00:00.000Z');
const HINDI_PURPOSE =
  'हरित घाटी विद्यालय इन जानकारियों का उपयोग केवल इस प्रवेश पूछताछ का उत्तर देने के लिए करेगा और इन्हें एक वर्ष के भीतर मिटा देगा। आप कभी भी विद्यालय से इन्हें मिटाने के लिए कह सकते हैं।';

/** #29 item 4: a parent sends an enquiry from a page in their language, and is answered and recorded in it. */
describe('admission enquiries in the language of the page they were sent from', () => {
  let platform: TestPlatform;
  let school: Awaited<ReturnType<typeof publishedSchool>>['agent'];
  let organizationId: string;
  let slug: string;
  const form = (overrides: Record<string, unknown> = {}) => ({
    organizationId,
    studentName: 'आरव शर्मा',
    classSought: 'कक्षा 3',
    parentName: 'प्रिया शर्मा',
    phone: '98290 11111',
    consent: true,
    enquiryToken: platform.app.get(EnquiryFormTokens).issue(organizationId, NOW - 20_000),
    ...overrides,
  });
  const consentTexts = async () =>
    ((await school.get('/api/dashboard/enquiries').expect(200)).body.info.items as { studentName: string; consentText: string }[]).map((item) => [item.studentName, item.consentText]);

  beforeAll(async () => {
    platform = await startTestPlatform();
    ({ agent: school, organizationId, slug } = await publishedSchool(platform));
    platform.app.get(EnquiryClock).now = () => NOW;
    await school.post(LANGUAGES_API_PATH).send({ default: 'en', languages: ['en', 'hi', 'ur'] }).expect(200);
    await school.post('/api/dashboard/home/orginfo?lang=hi').field('organizationName', 'हरित घाटी विद्यालय').expect(200);
  });
  afterAll(() => platform.close());

  it('stores the purpose a Hindi parent agreed to as their page wrote it: in Hindi, with the school’s Hindi name', async () => {
    await platform.agent().post(ENQUIRY).send(form({ language: 'hi' })).expect(200);
    await platform.agent().post(ENQUIRY).send(form({ studentName: 'Aarav Sharma', language: 'en' })).expect(200);
    // A form that says no language was on a page in the site's default language.
    await platform.agent().post(ENQUIRY).send(form({ studentName: 'Kabir' })).expect(200);
    expect(await consentTexts()).toEqual(
      expect.arrayContaining([
        ['आरव शर्मा', HINDI_PURPOSE],
        ['Aarav Sharma', expect.stringMatching(/^Green Valley School will use these details only to answer this admission enquiry/)],
        ['Kabir', expect.stringMatching(/^Green Valley School will use these details/)],
      ]),
    );
  });

  it('answers JSON in English whatever the page’s language (the form says it in its own)', async () => {
    const answer = (await platform.agent().post(ENQUIRY).send(form({ language: 'hi', consent: false })).expect(400)).body;
    expect(answer).toEqual({ success: false, message: M.consent, errors: { consent: M.consent } });
  });

  it('without script, leads a Hindi form to the Hindi thank-you page, and refuses in Hindi or Urdu (right to left)', async () => {
    const fields = { ...form(), consent: 'on' };
    const sent = await platform.agent().post(ENQUIRY).type('form').send({ ...fields, language: 'hi' }).expect(303);
    expect(sent.headers['location']).toBe(`/s/${slug}/hi/enquiry-sent`);
    const english = await platform.agent().post(ENQUIRY).type('form').send({ ...fields, language: 'en' }).expect(303);
    expect(english.headers['location']).toBe(`/s/${slug}/enquiry-sent`);

    const { consent: _none, ...withoutConsent } = fields;
    const hindi = await platform.agent().post(ENQUIRY).type('form').set('Referer', `http://localhost/s/${slug}/hi/enquire`).send({ ...withoutConsent, language: 'hi' }).expect(400);
    expect(hindi.text).toContain('<html lang="hi">');
    expect(hindi.text).toContain('<h1>आपकी पूछताछ नहीं भेजी गई</h1>');
    expect(hindi.text).toContain('कृपया बॉक्स पर सही का निशान लगाकर सहमति दें');
    expect(hindi.text).toContain(`<a class="back" href="/s/${slug}/hi/enquire">पूछताछ फ़ॉर्म पर वापस जाएँ</a>`);
    // Under the school's Hindi name, a link to its Hindi home page.
    expect(hindi.text).toContain(`<header><a href="/s/${slug}/hi">हरित घाटी विद्यालय</a></header>`);

    const urdu = await platform.agent().post(ENQUIRY).type('form').send({ ...fields, enquiryToken: '', language: 'ur' }).expect(400);
    expect(urdu.text).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.text).toContain(`<a class="back" href="/s/${slug}/ur/enquire">سوال کا فارم کھولیں</a>`);
    expect(urdu.text).not.toMatch(/Your enquiry|Please/);
  });
});
