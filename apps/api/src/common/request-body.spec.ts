import { API_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

const CONTACT = {
  address: '12 School Road',
  latitude: '27.7',
  longitude: '85.3',
  phone: ['9876543210'],
  email: ['office@school.edu'],
  officeHours: '9 to 5',
};
/** What the API keeps of CONTACT: the phones as sent, and in E.164 beside them. */
const STORED_CONTACT = { ...CONTACT, phoneE164: ['+919876543210'] };

/** Routes whose payload is JSON (spec §7), with a body they accept. */
const JSON_ROUTES: [method: 'post' | 'delete', path: string, body: object][] = [
  ['post', '/api/dashboard/contact/address', CONTACT],
  ['post', '/api/dashboard/home/text-logo', { startLogo: 'Green', endLogo: 'Valley' }],
  ['post', '/api/dashboard/home/vision', { vision: 'To teach' }],
  ['post', '/api/dashboard/home/mission', { mission: 'To learn' }],
  ['post', '/api/dashboard/about/faq', { question: 'Open?', answer: 'Yes.' }],
  ['post', '/api/dashboard/academics/calendar-of-event', { eventTitle: 'Sports day', eventDate: '2026-03-01' }],
  ['post', '/api/dashboard/academics/admission-process', { stepTitle: 'Apply', content: 'Fill the form' }],
  ['post', '/api/dashboard/notice-course/category', { category: 'Masters' }],
  ['post', '/api/dashboard/notice-course/course', { category: 'Masters', courseName: 'MBA' }],
  ['delete', '/api/dashboard/notice-course/course', { category: 'Masters', courseTitle: 'MBA' }],
  ['delete', '/api/dashboard/notice-course/category', { category: 'Masters' }],
  ['delete', '/api/dashboard/academics/calendar-of-event', { index: 0 }],
  ['delete', '/api/dashboard/academics/admission-process', { index: 0 }],
  ['delete', '/api/dashboard/academics/application-form', { index: 0 }],
  ['post', '/api/dashboard/template/template-update', { templateId: 'nbl' }],
  ['post', '/api/dashboard/profile/profile-update', { phone: '9123456780' }],
  ['post', '/api/dashboard/profile/slug', { slug: 'a-new-address' }],
  ['post', '/api/dashboard/profile/verify-email', { otp: '123456' }],
];

/** A JSON route accepts JSON only: another type is 415, no body 400, and neither changes the site. */
describe('JSON request bodies', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
    await agent.post('/api/dashboard/contact/address').send(CONTACT).expect(200);
    await agent.post('/api/dashboard/notice-course/category').send({ category: 'Masters' }).expect(201);
    await agent.post('/api/dashboard/notice-course/course').send({ category: 'Masters', courseName: 'MBA' }).expect(201);
    await agent.post('/api/dashboard/academics/calendar-of-event').send({ eventTitle: 'Kept', eventDate: '2026-01-01' }).expect(201);
  });
  afterAll(() => platform.close());

  /** Everything the dashboard can read back. */
  const siteContent = async () =>
    Promise.all(
      [
        '/api/dashboard/contact/address',
        '/api/dashboard/home/vision-mission',
        '/api/dashboard/about/faq',
        '/api/dashboard/academics/calendar-of-event',
        '/api/dashboard/academics/admission-process',
        '/api/dashboard/academics/application-form',
        '/api/dashboard/notice-course/course',
        '/api/dashboard/template/template-state',
        '/api/dashboard/profile/info',
      ].map(async (path) => withoutOrigin((await agent.get(path).expect(200)).body)),
    );

  /** The profile's siteUrl names the test server's own (changing) port: the slug is what is kept. */
  const withoutOrigin = (body: { info?: { siteUrl?: string } }) =>
    body.info?.siteUrl ? { ...body, info: { ...body.info, siteUrl: undefined } } : body;

  it('refuses a text body on the contact details and keeps them', async () => {
    const response = await agent.post('/api/dashboard/contact/address').set('Content-Type', 'text/plain').send('address=nothing');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.request.notJson });
    expect((await agent.get('/api/dashboard/contact/address')).body.info).toEqual(STORED_CONTACT);
  });

  it('refuses a request with no body on the contact details and keeps them', async () => {
    const response = await agent.post('/api/dashboard/contact/address');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.request.emptyBody });
    const empty = await agent.post('/api/dashboard/contact/address').set('Content-Type', 'application/json').set('Content-Length', '0');
    expect(empty.status).toBe(400);
    expect((await agent.get('/api/dashboard/contact/address')).body.info).toEqual(STORED_CONTACT);
  });

  it('refuses a form or multipart body on the contact details', async () => {
    const form = await agent.post('/api/dashboard/contact/address').type('form').send({ address: 'Elsewhere' });
    expect(form.status).toBe(415);
    const multipart = await agent.post('/api/dashboard/contact/address').field('address', 'Elsewhere');
    expect(multipart.status).toBe(415);
    expect(multipart.body).toEqual({ success: false, message: API_MESSAGES.request.notJson });
    expect((await agent.get('/api/dashboard/contact/address')).body.info).toEqual(STORED_CONTACT);
  });

  it.each(JSON_ROUTES)('%s %s: a text body is 415 and changes nothing', async (method, path, body) => {
    const before = await siteContent();
    const response = await agent[method](path).set('Content-Type', 'text/plain').send(JSON.stringify(body));
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.request.notJson });
    expect(await siteContent()).toEqual(before);
  });

  it('accepts JSON with a charset', async () => {
    const response = await agent
      .post('/api/dashboard/home/vision')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ vision: 'With a charset' }));
    expect(response.status).toBe(201);
  });
});
