import { NEWS_API_PATH, OWN_PAGES_API_PATH, RICH_TEXT_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pdfFile } from '../testing/upload-fixtures';

/** A body nested `levels` quotes deep (1,000 levels are about 34 KB, under the body limit). */
function nested(levels: number) {
  let node: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
  for (let level = 0; level < levels; level++) node = { type: 'blockquote', content: [node] };
  return { type: 'doc', content: [node] };
}

describe('rich text nested too deep is a clear refusal in every holder', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  const refused = { success: false, message: RICH_TEXT_MESSAGES.tooLong };

  it('answers 400 for a page, a story and a circular nested 1,000 levels', async () => {
    const body = nested(1000);
    expect((await agent.post(OWN_PAGES_API_PATH).send({ title: 'Deep', body }).expect(400)).body).toEqual(refused);
    expect((await agent.post(NEWS_API_PATH).send({ title: 'Deep', body }).expect(400)).body).toEqual(refused);
    const circular = await agent
      .post('/api/dashboard/notice-course/notice')
      .field('noticeTitle', 'Deep')
      .field('body', JSON.stringify(body))
      .attach('noticeFile', pdfFile(), 'deep.pdf')
      .expect(400);
    expect(circular.body).toEqual(refused);
    expect((await agent.get(OWN_PAGES_API_PATH).expect(200)).body.info).toEqual([]);
  });
});
