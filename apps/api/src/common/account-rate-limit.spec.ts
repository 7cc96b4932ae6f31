import { API_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pngImage } from '../testing/upload-fixtures';

/** Each signed-in school has its own allowance of changes and of uploads per minute. */
describe('per-account rate limits', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ ACCOUNT_WRITES_PER_MINUTE: '5', ACCOUNT_UPLOADS_PER_MINUTE: '2' });
  });
  afterAll(() => platform.close());

  it('refuses changes beyond the allowance with 429, changes nothing, and leaves reads and other schools alone', async () => {
    const agent = await signedInAdmin(platform, { userId: 'busyschool', email: 'busy@school.edu' });
    for (let n = 1; n <= 5; n++) await agent.post('/api/dashboard/about/faq').send({ question: `Q${n}?`, answer: 'Yes.' }).expect(201);
    const refused = await agent.post('/api/dashboard/about/faq').send({ question: 'Q6?', answer: 'Yes.' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: API_MESSAGES.site.tooManyChanges });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const deleted = await agent.delete('/api/dashboard/about/faq/0');
    expect(deleted.status).toBe(429);

    expect((await agent.get('/api/dashboard/about/faq').expect(200)).body.info).toHaveLength(5);
    const other = await signedInAdmin(platform, { userId: 'quietschool', email: 'quiet@school.edu' });
    await other.post('/api/dashboard/about/faq').send({ question: 'Mine?', answer: 'Yes.' }).expect(201);
  });

  it('refuses uploads beyond the allowance with 429 before reading the picture', async () => {
    const agent = await signedInAdmin(platform, { userId: 'uploader', email: 'up@school.edu' });
    const png = await pngImage();
    for (let n = 1; n <= 2; n++) await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', png, 'g.png').expect(201);
    const refused = await agent.post('/api/dashboard/visible/gallery').attach('galleryImage', png, 'g.png');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: API_MESSAGES.files.tooManyUploads });
    expect((await agent.get('/api/dashboard/visible/gallery').expect(200)).body.info).toHaveLength(2);
    // A change without a file still has its own allowance.
    await agent.post('/api/dashboard/about/faq').send({ question: 'Q?', answer: 'Yes.' }).expect(201);
  });
});
