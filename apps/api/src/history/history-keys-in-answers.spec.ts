import { signedInAdmin } from '../testing/admin-fixture';
import { pdfFile } from '../testing/upload-fixtures';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';

type Agent = Awaited<ReturnType<typeof signedInAdmin>>;

describe('every dashboard answer names the thing it shows by its historyKey', () => {
  let platform: TestPlatform;
  let agent: Agent;

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform, { userId: 'historykeys', email: 'historykeys@school.test' });
  });
  afterAll(() => platform.close());

  it('a list section, as read and after each change, by its stored name', async () => {
    expect((await agent.get('/api/dashboard/academics/admission-process').expect(200)).body.historyKey).toBe('section:admissionProcess');
    const added = await agent.post('/api/dashboard/about/faq').send({ question: 'Is there a bus?', answer: 'Yes.' }).expect(201);
    expect(added.body.historyKey).toBe('section:faq');
    expect((await agent.patch('/api/dashboard/about/faq/0').send({ answer: 'Yes, two.' }).expect(200)).body.historyKey).toBe('section:faq');
    expect((await agent.delete('/api/dashboard/about/faq/0').expect(200)).body.historyKey).toBe('section:faq');
    expect((await agent.get('/api/dashboard/visible/activitie').expect(200)).body.historyKey).toBe('section:activities');
    expect((await agent.post('/api/dashboard/home/vision').send({ vision: 'Every child curious.' }).expect(201)).body.historyKey).toBe('section:vision');
  });

  it('the single sections, the contact details, brand, alert and disclosure', async () => {
    expect((await agent.get('/api/dashboard/home/text-logo').expect(200)).body.historyKey).toBe('section:textLogo');
    expect((await agent.get('/api/dashboard/home/offers').expect(200)).body.historyKey).toBe('section:offers');
    expect((await agent.get('/api/dashboard/contact/address').expect(200)).body.historyKey).toBe('section:contactDetails');
    expect((await agent.get('/api/dashboard/brand').expect(200)).body.historyKey).toBe('section:brand');
    expect((await agent.get('/api/dashboard/alert').expect(200)).body.historyKey).toBe('alert');
    expect((await agent.post('/api/dashboard/alert').send({ message: 'Sports day on Friday', level: 'info' }).expect(200)).body.historyKey).toBe('alert');
    expect((await agent.get('/api/dashboard/disclosure').expect(200)).body.historyKey).toBe('disclosure');
    expect((await agent.get('/api/dashboard/notice-course/course').expect(200)).body.historyKey).toBe('section:courses');
  });

  it('each page, story and circular its own', async () => {
    const page = (await agent.post('/api/dashboard/pages').send({ title: 'Fees' }).expect(201)).body.info as { id: string; historyKey: string };
    expect(page.historyKey).toBe(`page:${page.id}`);
    expect((await agent.get('/api/dashboard/pages').expect(200)).body.info[0].historyKey).toBe(`page:${page.id}`);
    const story = (await agent.post('/api/dashboard/news').send({ title: 'Sports day' }).expect(201)).body.info as { id: string; historyKey: string };
    expect(story.historyKey).toBe(`news:${story.id}`);
    expect((await agent.get(`/api/dashboard/news/${story.id}`).expect(200)).body.info.historyKey).toBe(`news:${story.id}`);
    const notices = await agent.post('/api/dashboard/notice-course/notice').field('noticeTitle', 'Holiday circular').attach('noticeFile', pdfFile(), 'circular.pdf').expect(201);
    const [notice] = notices.body.info as { id: string; historyKey: string }[];
    expect(notices.body.historyKey).toBe('section:notice');
    expect(notice.historyKey).toBe(`circular:${notice.id}`);
  });
});
