import { API_MESSAGES, RICH_TEXT_FILES_API_PATH, RICH_TEXT_MESSAGES, SCHEDULE_MESSAGES } from '@schoolpage/content-contract';
import { signedInAdmin } from '../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { pdfFile } from '../testing/upload-fixtures';

const NOTICE = '/api/dashboard/notice-course/notice';
const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Closed on Monday.' }] }] };

describe('a notice as a circular: a PDF with its text, its own date and its schedule', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  const notices = async () => (await agent.get(NOTICE).expect(200)).body.info as Record<string, unknown>[];

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  it('keeps a PDF notice with its text (JSON in the form), its date and its times in the school time zone', async () => {
    await agent
      .post(NOTICE)
      .field('noticeTitle', 'Holiday circular')
      .field('noticeDate', '2026-11-26')
      .field('body', JSON.stringify(body))
      .field('publishAt', '2099-12-01T07:00')
      .field('expireAt', '')
      .attach('noticeFile', pdfFile(), 'circular.pdf')
      .expect(201);
    const [notice] = await notices();
    expect(notice).toMatchObject({ title: 'Holiday circular', date: '2026-11-26', body, publishAt: '2099-12-01T01:30:00.000Z' });
    expect(notice).not.toHaveProperty('expireAt');
    expect(String((notice.fileUrl as { url: string }).url)).toMatch(/\.pdf$/);
  });

  it('clears a schedule with an empty field and changes the text', async () => {
    const [notice] = await notices();
    await agent.patch(`${NOTICE}/${String(notice.id)}`).field('publishAt', '').field('body', '').expect(200);
    const [changed] = await notices();
    expect(changed).not.toHaveProperty('publishAt');
    expect(changed).not.toHaveProperty('body');
  });

  it.each([
    ['body', JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] }), RICH_TEXT_MESSAGES.linkInvalid],
    ['body', '<p>hello</p>', RICH_TEXT_MESSAGES.invalid],
    ['publishAt', 'Monday', SCHEDULE_MESSAGES.timeInvalid],
    ['noticeDate', '26/11/2026', API_MESSAGES.site.noticeDateInvalid],
  ])('refuses a %s of %j with a clear message and changes nothing', async (field, value, message) => {
    const before = await notices();
    const refused = await agent.post(NOTICE).field('noticeTitle', 'Bad').field(field, value).attach('noticeFile', pdfFile(), 'bad.pdf').expect(400);
    expect(refused.body).toEqual({ success: false, message });
    expect(await notices()).toEqual(before);
  });

  it("refuses a circular whose text links to another school's file, and changes nothing", async () => {
    const other = await signedInAdmin(platform, { userId: 'circular-other', email: 'other@circular.edu', organizationName: 'Other Circular School' });
    const theirs = (await other.post(RICH_TEXT_FILES_API_PATH).attach('file', pdfFile(), 'fees.pdf').expect(201)).body.info.url as string;
    const linking = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Fees', marks: [{ type: 'link', attrs: { href: theirs } }] }] }] };
    const before = await notices();
    const refused = await agent.post(NOTICE).field('noticeTitle', 'Copied').field('body', JSON.stringify(linking)).attach('noticeFile', pdfFile(), 'c.pdf').expect(400);
    expect(refused.body).toEqual({ success: false, message: RICH_TEXT_MESSAGES.attachmentInvalid });
    const changed = await agent.patch(`${NOTICE}/${String(before[0].id)}`).field('body', JSON.stringify(linking)).expect(400);
    expect(changed.body).toEqual({ success: false, message: RICH_TEXT_MESSAGES.attachmentInvalid });
    expect(await notices()).toEqual(before);
  });

  it('keeps a notice that is a text alone ("School closed tomorrow"), with no file', async () => {
    const closed = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Heavy rain: the school is closed tomorrow.' }] }] };
    await agent.post(NOTICE).field('noticeTitle', 'School closed tomorrow').field('body', JSON.stringify(closed)).expect(201);
    const saved = (await notices()).find((notice) => notice.title === 'School closed tomorrow');
    expect(saved).toMatchObject({ body: closed });
    expect(saved).not.toHaveProperty('fileUrl');
    // JSON works as well as a form.
    await agent.post(NOTICE).send({ noticeTitle: 'Sports day moved', body: closed }).expect(201);
  });

  it.each([
    ['neither a file nor a text', {}],
    ['an empty text and no file', { body: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] }) }],
  ])('refuses a notice with %s with the spec\'s message, and changes nothing', async (_case, fields) => {
    const before = await notices();
    const form = Object.entries(fields).reduce((request, [name, value]) => request.field(name, value), agent.post(NOTICE).field('noticeTitle', 'Nothing'));
    const refused = await form.expect(400);
    expect(refused.body).toEqual({ success: false, message: 'Title and File both required!' });
    expect(await notices()).toEqual(before);
  });

  it('refuses to empty the text of a notice that has no file, and changes nothing', async () => {
    const before = await notices();
    const textOnly = before.find((notice) => notice.title === 'School closed tomorrow') as { id: string };
    const refused = await agent.patch(`${NOTICE}/${textOnly.id}`).field('body', '').expect(400);
    expect(refused.body).toEqual({ success: false, message: 'Title and File both required!' });
    expect(await notices()).toEqual(before);
  });
});
