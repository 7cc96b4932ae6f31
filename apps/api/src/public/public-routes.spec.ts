import { API_MESSAGES, emptySiteContent } from '@schoolpage/content-contract';
import { signedInAdmin, verifiedAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('public routes', () => {
  let platform: TestPlatform;
  let publishedId: string;
  let hiddenId: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const published = await verifiedAdmin(platform, { organizationName: 'Sunrise Public School', userId: 'sunrise', email: 'sunrise@school.edu' });
    await published.post('/api/dashboard/about/faq').send({ question: 'Uniform?', answer: 'Blue.' }).expect(201);
    await published.post('/api/dashboard/academics/admission-process').send({ stepTitle: 'Apply', content: 'Online' }).expect(201);
    await published.post('/api/dashboard/contact/address').send({ address: '5 Lake Road', phone: ['123'] }).expect(200);
    await published.post('/api/dashboard/template/template-update').send({ templateId: 'nbl' }).expect(200);
    await published.post('/api/dashboard/profile/publish-web').expect(200);
    publishedId = (await published.get('/api/dashboard/profile/info')).body.info._id;

    const hidden = await signedInAdmin(platform, { organizationName: 'Sunrise Hidden Academy', userId: 'hidden', email: 'hidden@school.edu' });
    hiddenId = (await hidden.get('/api/dashboard/profile/info')).body.info._id;
  });
  afterAll(() => platform.close());

  // Beside the spec's fields, the school's own address: search opens its site there.
  const sunrise = { slug: 'sunrise-public-school', siteUrl: '/s/sunrise-public-school' };

  it('suggests published organisations only, by part of the name', async () => {
    const response = await platform.agent().get('/api/search/suggestion?searchValue=sunrise').expect(200);
    expect(response.body).toEqual({ success: true, info: [{ _id: publishedId, templateName: 'nbl', organizationName: 'Sunrise Public School', place: '5 Lake Road', ...sunrise }] });
    expect((await platform.agent().get('/api/search/suggestion?searchValue=')).body).toEqual({ success: true, info: [] });
    expect((await platform.agent().get('/api/search/suggestion?searchValue=zzz')).body).toEqual({ success: true, info: [] });
  });

  it('lists published organisations with their address', async () => {
    const response = await platform.agent().get('/api/search/organization-list?searchValue=Sun').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // Answered ahead of Express with every API answer's security headers, and for no cache to keep.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';sandbox");
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.body).toEqual({
      success: true,
      info: [{ _id: publishedId, templateName: 'nbl', organizationName: 'Sunrise Public School', contactDetails: { address: '5 Lake Road' }, ...sunrise }],
    });
  });

  it('answers lists asked at once each with its own schools (their buffers are used again only once sent)', async () => {
    const uncached = await startTestPlatform({ PUBLIC_CACHE_SECONDS: '0' }, platform.dataDir);
    try {
      const values = ['Sun', 'lake', 'public', 'school', 'sunrise', 'road'];
      const listed = (value: string) => uncached.agent().get(`/api/search/organization-list?searchValue=${value}`).expect(200);
      const one = await Promise.all(values.map(async (value) => (await listed(value)).text));
      const atOnce = await Promise.all(Array.from({ length: 60 }, (_, i) => listed(values[i % values.length])));
      atOnce.forEach((response, i) => expect(response.text).toBe(one[i % values.length]));
      expect(JSON.parse(one[0]).info[0].organizationName).toBe('Sunrise Public School');
    } finally {
      await uncached.close({ keepData: true });
    }
  });

  it('serves the whole site content of a published site', async () => {
    const response = await platform.agent().get(`/api/web/all-content?organizationId=${publishedId}`).expect(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const base = emptySiteContent('Sunrise Public School');
    expect(response.body).toEqual({
      success: true,
      info: {
        ...base,
        templateName: 'nbl',
        timeZone: 'Asia/Kolkata',
        faq: [{ id: expect.any(String), question: 'Uniform?', answer: 'Blue.' }],
        admissionProcess: [{ id: expect.any(String), title: 'Apply', content: 'Online' }],
        contactDetails: { ...base.contactDetails, address: '5 Lake Road', phone: ['123'], phoneE164: [''] },
      },
    });
  });

  it("tells where a published school's site lives, and nothing of a hidden, unknown or malformed one", async () => {
    const response = await platform.agent().get(`/api/web/site-address?organizationId=${publishedId}`).expect(200);
    expect(response.body).toEqual({ success: true, info: sunrise });
    for (const id of [hiddenId, 'a'.repeat(24), '../../etc', '']) {
      const refused = await platform.agent().get(`/api/web/site-address?organizationId=${encodeURIComponent(id)}`).expect(404);
      expect(refused.body).toEqual({ success: false, message: API_MESSAGES.public.siteNotFound });
    }
  });

  it('does not serve hidden, unknown or malformed organisations', async () => {
    for (const id of [hiddenId, 'a'.repeat(24), '../../etc', '']) {
      const response = await platform.agent().get(`/api/web/all-content?organizationId=${encodeURIComponent(id)}`).expect(404);
      expect(response.body).toEqual({ success: false, message: API_MESSAGES.public.siteNotFound });
    }
  });

  it('sends a contact message to the operator, with the visitor as Reply-To', async () => {
    const response = await platform.agent().post('/api/web/contact').send({ name: 'Meera', email: 'meera@example.org', message: 'Hello there' }).expect(200);
    expect(response.body).toEqual({ success: true, message: API_MESSAGES.public.contactSent });
    const mail = platform.outbox().find((m) => m.includes('Hello there'));
    expect(mail).toContain('To: support@schoolpage.local');
    expect(mail).toContain('Reply-To: meera@example.org');
    const missing = await platform.agent().post('/api/web/contact').send({ name: 'Meera', email: 'meera@example.org' }).expect(400);
    expect(missing.body).toEqual({ success: false, message: API_MESSAGES.public.contactRequired });
  });

  it('counts registered organisations and searches, a visitor typing one query counting once', async () => {
    const before = (await platform.agent().get('/api/platform/stats').expect(200)).body;
    expect(before).toEqual({ success: true, info: { institutions: 2, searches: expect.any(Number) } });
    await platform.agent().get('/api/search/suggestion?searchValue=lake');
    await platform.agent().get('/api/search/suggestion?searchValue=lake ro');
    await platform.agent().get('/api/search/organization-list?searchValue=lake road');
    expect((await platform.agent().get('/api/platform/stats')).body.info.searches).toBe(before.info.searches + 1);
    await platform.agent().get('/api/search/organization-list?searchValue=public');
    expect((await platform.agent().get('/api/platform/stats')).body.info.searches).toBe(before.info.searches + 2);
  });

  it('keeps the count of searches across a restart, and sessions too', async () => {
    const agent = await signedInAdmin(platform, { userId: 'restart', email: 'restart@school.edu' });
    await platform.agent().get('/api/search/suggestion?searchValue=sunrise');
    const before = (await platform.agent().get('/api/platform/stats')).body.info;
    const cookie = (await agent.post('/api/auth/login').send({ userId: 'restart', password: 'Secret123' })).headers['set-cookie'][0].split(';')[0];
    await platform.close({ keepData: true });
    platform = await startTestPlatform({}, platform.dataDir);
    expect((await platform.agent().get('/api/platform/stats')).body.info).toEqual(before);
    expect((await platform.agent().get('/api/auth/isauth').set('Cookie', cookie)).body).toEqual({ loggedIn: true });
  });

  it('suggests a school as it is now: a new template, name or address shows in the next suggestion', async () => {
    const school = await verifiedAdmin(platform, { organizationName: 'Maplewood Grammar School', userId: 'maplewood', email: 'maplewood@school.edu' });
    await school.post('/api/dashboard/contact/address').send({ address: 'Hill Street, Pune', phone: ['123'] }).expect(200);
    await school.post('/api/dashboard/template/template-update').send({ templateId: 'nbl' }).expect(200);
    await school.post('/api/dashboard/profile/publish-web').expect(200);
    const id = (await school.get('/api/dashboard/profile/info')).body.info._id;
    const suggested = async (text: string) => (await platform.agent().get(`/api/search/suggestion?searchValue=${encodeURIComponent(text)}`).expect(200)).body.info;
    // The address stays the school's whatever its template or name.
    const maplewood = { slug: 'maplewood-grammar-school', siteUrl: '/s/maplewood-grammar-school' };
    expect(await suggested('maplewood')).toEqual([{ _id: id, templateName: 'nbl', organizationName: 'Maplewood Grammar School', place: 'Pune', ...maplewood }]);

    await school.post('/api/dashboard/template/template-update').send({ templateId: 'run' }).expect(200);
    expect(await suggested('maplewood')).toEqual([{ _id: id, templateName: 'run', organizationName: 'Maplewood Grammar School', place: 'Pune', ...maplewood }]);
    await school.post('/api/dashboard/home/orginfo').field('organizationName', 'Maplewood High School').expect(200);
    expect(await suggested('maplewood')).toEqual([{ _id: id, templateName: 'run', organizationName: 'Maplewood High School', place: 'Pune', ...maplewood }]);
    await school.post('/api/dashboard/contact/address').send({ address: 'Hill Street, Nashik', phone: ['123'] }).expect(200);
    expect(await suggested('maplewood')).toEqual([{ _id: id, templateName: 'run', organizationName: 'Maplewood High School', place: 'Nashik', ...maplewood }]);
  });

  it('tells apart schools of one name in one city by their area', async () => {
    const lotus = async (userId: string, address: string) => {
      const school = await verifiedAdmin(platform, { organizationName: 'Lotus Valley School', userId, email: `${userId}@school.edu` });
      await school.post('/api/dashboard/contact/address').send({ address, phone: ['123'] }).expect(200);
      await school.post('/api/dashboard/profile/publish-web').expect(200);
    };
    await lotus('lotus12', '4 Park Lane, Sector 12, Noida, Uttar Pradesh 201301');
    await lotus('lotus50', 'Sector 50, Noida, Uttar Pradesh 201303');
    await lotus('lotuspune', '9 Hill Road, Aundh, Pune 411007');
    const places = async (text: string) =>
      ((await platform.agent().get(`/api/search/suggestion?searchValue=${encodeURIComponent(text)}`).expect(200)).body.info as { place: string }[]).map((s) => s.place);
    expect(await places('lotus valley')).toEqual(['Sector 12, Noida', 'Sector 50, Noida', 'Pune']);
    // Alone in the list, a school shows its city only.
    expect(await places('lotus valley sector 50')).toEqual(['Noida']);
  });
});
