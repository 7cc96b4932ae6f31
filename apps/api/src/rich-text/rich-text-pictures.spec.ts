import { RICH_TEXT_PICTURE_REQUIRED, RICH_TEXT_PICTURES_API_PATH } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { fakeImage, pdfFile, pngImage } from '../testing/upload-fixtures';

describe('pictures for rich texts (POST /api/dashboard/rich-text/pictures)', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  it('stores a picture as the school’s file and gives its address', async () => {
    await platform.agent().post(RICH_TEXT_PICTURES_API_PATH).attach('picture', await pngImage(), 'a.png').expect(401);
    const answer = await agent.post(RICH_TEXT_PICTURES_API_PATH).attach('picture', await pngImage(), 'sports.png').expect(201);
    expect(answer.body.info.url).toMatch(/^\/api\/files\/[\w.-]+$/);
    await agent.get(answer.body.info.url).expect(200);
  });

  it('refuses no picture, a PDF, or a file that only claims to be a picture', async () => {
    expect((await agent.post(RICH_TEXT_PICTURES_API_PATH).field('x', '1').expect(400)).body.message).toBe(RICH_TEXT_PICTURE_REQUIRED);
    await agent.post(RICH_TEXT_PICTURES_API_PATH).attach('picture', pdfFile(), 'a.pdf').expect(415);
    await agent.post(RICH_TEXT_PICTURES_API_PATH).attach('picture', fakeImage(), 'a.png').expect(415);
  });
});
