import { API_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** Client mistakes get a 4xx `{ success: false, message }` in plain words, never a stack trace, and change nothing. */
describe('bad input', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
    await agent.post('/api/dashboard/about/faq').send({ question: 'Kept?', answer: 'Yes.' }).expect(201);
  });
  afterAll(() => platform.close());

  const faqUnchanged = async () => {
    const faq = (await agent.get('/api/dashboard/about/faq')).body.info;
    expect(faq).toEqual([{ id: expect.any(String), question: 'Kept?', answer: 'Yes.' }]);
  };

  const expectPlainError = (body: unknown, status: number) => {
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body).toEqual({ success: false, message: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  };

  it('malformed JSON', async () => {
    const response = await agent.post('/api/dashboard/about/faq').set('Content-Type', 'application/json').send('{"question": "x",');
    expectPlainError(response.body, response.status);
    expect(response.body.message).toBe('The request body is not valid JSON.');
    await faqUnchanged();
  });

  it('an oversize JSON body', async () => {
    const response = await agent.post('/api/dashboard/about/faq').send({ question: 'q', answer: 'a'.repeat(200 * 1024) });
    expect(response.status).toBe(413);
    expectPlainError(response.body, response.status);
    await faqUnchanged();
  });

  it('a text too long for its field', async () => {
    const response = await agent.post('/api/dashboard/about/faq').send({ question: 'q', answer: 'a'.repeat(6000) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please keep this text under 5000 characters.');
    await faqUnchanged();
  });

  it.each([
    [{ question: 42, answer: 'a' }, API_MESSAGES.site.faqRequired],
    [{ question: ['q'], answer: 'a' }, API_MESSAGES.site.faqRequired],
    [{ question: 'q', answer: 'a', isPublish: true }, 'Unknown field "isPublish" in the request.'],
    [{ question: 'q', answer: 'a', __proto__: { polluted: true }, constructor: 'x' }, 'Unknown field "constructor" in the request.'],
    [[1, 2, 3], 'The request body must be an object.'],
  ])('wrong types and unknown fields: %j', async (body, message) => {
    const response = await agent.post('/api/dashboard/about/faq').send(body);
    expect(response.status).toBe(400);
    expectPlainError(response.body, response.status);
    expect(response.body.message).toBe(message);
    await faqUnchanged();
  });

  it.each(['5', '-1', 'abc', '1e3', '99999999999999999999'])('delete at position %s', async (index) => {
    const response = await agent.delete(`/api/dashboard/about/faq/${index}`);
    expectPlainError(response.body, response.status);
    await faqUnchanged();
  });

  it('a bad item id', async () => {
    const response = await agent.delete('/api/dashboard/about/faq/0?id=../../x');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'This is not a valid item id.' });
    await faqUnchanged();
  });

  it('a broken multipart body', async () => {
    const response = await agent
      .post('/api/dashboard/visible/gallery')
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="galleryImage"; filename="a.png"\r\n\r\nabc');
    expectPlainError(response.body, response.status);
  });

  it('a body of another type than JSON', async () => {
    const response = await agent.post('/api/dashboard/about/faq').set('Content-Type', 'text/plain').send('question=x&answer=y');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ success: false, message: API_MESSAGES.request.notJson });
    await faqUnchanged();
  });

  it('too many form fields', async () => {
    let request = agent.post('/api/dashboard/visible/slider');
    for (let i = 0; i < 40; i++) request = request.field(`f${i}`, 'x');
    const response = await request;
    expectPlainError(response.body, response.status);
  });

  it('a badly encoded path', async () => {
    const response = await platform.agent().get('/api/files/%E0%A4%A');
    expectPlainError(response.body, response.status);
  });

  it('dashboard routes without a session', async () => {
    for (const [method, path] of [
      ['get', '/api/dashboard/profile/info'],
      ['post', '/api/dashboard/home/vision'],
      ['delete', '/api/dashboard/about/faq/0'],
      ['post', '/api/dashboard/template/template-update'],
    ] as const) {
      const response = await platform.agent()[method](path).send({});
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: API_MESSAGES.auth.loginRequired });
    }
  });

  it('an unknown API route', async () => {
    const response = await platform.agent().get('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(response.body.success).toBe(false);
  });
});
