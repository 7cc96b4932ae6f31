import { API_MESSAGES } from '@schoolpage/content-contract';
import sharp from 'sharp';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

/** Pictures wait for their turn in a bounded queue; beyond it an upload is refused and stores nothing. */
describe('the picture queue', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ IMAGE_JOBS: '1', IMAGE_QUEUE_LENGTH: '0' });
  });
  afterAll(() => platform.close());

  it('refuses uploads that find the queue full with 503 and a clear message, and keeps the rest', async () => {
    const agent = await signedInAdmin(platform);
    // Noise compresses badly and takes a while to decode, so the uploads overlap.
    const noise = Buffer.alloc(3000 * 2000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 3000, height: 2000, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => agent.post('/api/dashboard/visible/gallery').attach('galleryImage', photo, 'photo.jpg')),
    );
    const stored = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 503);
    expect(stored.length + refused.length).toBe(4);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) expect(answer.body).toEqual({ success: false, message: API_MESSAGES.files.busy });
    expect((await agent.get('/api/dashboard/visible/gallery').expect(200)).body.info).toHaveLength(stored.length);
  }, 30_000);
});
