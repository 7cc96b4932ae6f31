import { OWN_PAGES_API_PATH, RICH_TEXT_FILE_REQUIRED, RICH_TEXT_FILES_API_PATH, RICH_TEXT_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pdfFile, pngImage } from '../testing/upload-fixtures';

/** A text whose words link to `href`. */
const linking = (href: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Fee structure (PDF)', marks: [{ type: 'link', attrs: { href } }] }] }] });

describe('files attached to rich texts (POST /api/dashboard/rich-text/files)', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  it("stores a PDF as the school's file; a page's text links to it and keeps it", async () => {
    await platform.agent().post(RICH_TEXT_FILES_API_PATH).attach('file', pdfFile(), 'fees.pdf').expect(401);
    const answer = await agent.post(RICH_TEXT_FILES_API_PATH).attach('file', pdfFile(), 'fees.pdf').expect(201);
    expect(answer.body.info.url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.pdf$/);
    const page = await agent.post(OWN_PAGES_API_PATH).send({ title: 'Fees', body: linking(answer.body.info.url) }).expect(201);
    expect(page.body.info.body).toEqual(linking(answer.body.info.url));
    await platform.agent().get(answer.body.info.url).expect(200);
  });

  it('refuses no file, a picture, or a file that only claims to be a PDF', async () => {
    expect((await agent.post(RICH_TEXT_FILES_API_PATH).field('x', '1').expect(400)).body.message).toBe(RICH_TEXT_FILE_REQUIRED);
    await agent.post(RICH_TEXT_FILES_API_PATH).attach('file', await pngImage(), 'a.pdf').expect(415);
    await agent.post(RICH_TEXT_FILES_API_PATH).attach('file', Buffer.from('not a pdf at all'), 'a.pdf').expect(415);
  });

  it("refuses a text linking to another school's file, and saves nothing", async () => {
    const other = await signedInAdmin(platform, { userId: 'files-other', email: 'other@files.edu', organizationName: 'Other School' });
    const theirs = (await other.post(RICH_TEXT_FILES_API_PATH).attach('file', pdfFile(), 'fees.pdf').expect(201)).body.info.url;
    const before = (await agent.get(OWN_PAGES_API_PATH).expect(200)).body.info;
    const refused = await agent.post(OWN_PAGES_API_PATH).send({ title: 'Copied fees', body: linking(theirs) }).expect(400);
    expect(refused.body).toEqual({ success: false, message: RICH_TEXT_MESSAGES.attachmentInvalid });
    expect((await agent.get(OWN_PAGES_API_PATH).expect(200)).body.info).toEqual(before);
  });
});
