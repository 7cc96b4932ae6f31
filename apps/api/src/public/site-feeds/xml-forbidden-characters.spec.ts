import { XMLValidator } from 'fast-xml-parser';
import { NEWS_API_PATH, OWN_PAGES_API_PATH } from '@schoolpage/content-contract';
import { ADMIN, signedInAdmin } from '../../testing/admin-fixture';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { pdfFile } from '../../testing/upload-fixtures';
import { urlSetXml } from '../sitemap-xml';
import { eventsCalendar } from './events-calendar';
import { newsFeed } from './news-feed';

const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

describe('characters XML 1.0 forbids', () => {
  it('are left out of the Atom feed, the sitemap and the calendar, whatever the stored texts hold', () => {
    const feed = newsFeed({
      schoolName: 'Bell\u0007 School',
      siteUrl: 'https://schools.example/s/bell',
      feedUrl: 'https://schools.example/s/bell/feed.xml',
      id: 'tag:schools.example,2026:feed:bell',
      entries: [{ id: 'tag:schools.example,2026:news:bell:1', title: 'Sports\u0001 day', link: 'https://schools.example/s/bell/news/sports', updated: '2026-11-20T00:00:00.000Z', summary: 'Races\u001F' }],
      updatedAt: 0,
    });
    expect(feed).not.toMatch(FORBIDDEN);
    expect(XMLValidator.validate(feed)).toBe(true);
    expect(feed).toContain('Sports day');
    const sitemap = urlSetXml([{ loc: 'https://schools.example/s/bell/a\u0008b' }]);
    expect(sitemap).not.toMatch(FORBIDDEN);
    expect(XMLValidator.validate(sitemap)).toBe(true);
    const calendar = eventsCalendar({ schoolName: 'Bell\u0007', organizationId: 'o1', events: [{ title: 'Fair\u0001', date: '2026-12-01' }], siteUrl: 'https://schools.example/s/bell', updatedAt: 0 });
    expect(calendar).not.toMatch(FORBIDDEN);
    expect(calendar).toContain('SUMMARY:Fair');
  });
});

describe('control characters in titles and names are refused at input', () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await signedInAdmin(platform);
  });
  afterAll(() => platform.close());

  const refused = { success: false, message: 'The title contains control characters. Please type it again without them.' };

  it('answers 400 with a clear message for a story, a page and a circular, and saves nothing', async () => {
    expect((await agent.post(NEWS_API_PATH).send({ title: 'Sports\u0001 day' }).expect(400)).body).toEqual(refused);
    expect((await agent.post(OWN_PAGES_API_PATH).send({ title: 'Fees\u0007' }).expect(400)).body).toEqual(refused);
    const circular = await agent.post('/api/dashboard/notice-course/notice').field('noticeTitle', 'Holiday\u0007').attach('noticeFile', pdfFile(), 'c.pdf').expect(400);
    expect(circular.body).toEqual(refused);
    expect((await agent.get(NEWS_API_PATH).expect(200)).body.info).toEqual([]);
    // Tabs, new lines and every script stay welcome.
    await agent.post(NEWS_API_PATH).send({ title: 'खेल दिवस' }).expect(201);
  });

  it('refuses them in the name of a school at registration', async () => {
    const answer = await platform.agent().post('/api/auth/register').send({ ...ADMIN, organizationName: 'Bell\u0001 School', userId: 'bellctl', email: 'bell@ctl.edu' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Organization name contains control characters. Please type it again without them.');
  });
});
