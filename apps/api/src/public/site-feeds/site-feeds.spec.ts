import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { NEWS_API_PATH } from '@schoolpage/content-contract';
import { verifiedAdmin } from '../../testing/admin-fixture';
import { SiteFeedsService } from './site-feeds.service';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { pngImage } from '../../testing/upload-fixtures';

/** Every VEVENT of an iCalendar text, as ical.js (a real RFC 5545 parser) reads it. */
function calendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return { uid: event.uid, summary: event.summary, start: event.startDate, end: event.endDate };
    }),
  };
}

/** The Atom feed's entries, after the XML is validated. */
function atomEntries(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link' }).parse(xml);
  return parsed.feed as { id: string; title: string; updated: string; link: { '@_rel'?: string; '@_href': string }[]; entry?: { id: string; title: { '#text': string } | string; updated: string; link: { '@_href': string }[] }[] };
}

describe("a school's feeds: /s/<slug>/events.ics and /s/<slug>/feed.xml", () => {
  let platform: TestPlatform;
  let agent: Awaited<ReturnType<typeof verifiedAdmin>>;
  let slug: string;
  let organizationId: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    agent = await verifiedAdmin(platform, { organizationName: 'Rain & <Shine> School' });
    for (const [eventTitle, eventDate] of [['Sports day; relay, finals', '2026-12-01'], ['Annual day', '2027-01-15']]) {
      await agent.post('/api/dashboard/academics/calendar-of-event').send({ eventTitle, eventDate }).expect(201);
    }
    for (const noticeTitle of ['Fees due <b>Friday</b>', 'Holiday list']) {
      await agent.post('/api/dashboard/notice-course/notice').field('noticeTitle', noticeTitle).attach('noticeFile', await pngImage(), 'n.png').expect(201);
    }
    await agent.post('/api/dashboard/profile/publish-web').expect(200);
    const info = (await agent.get('/api/dashboard/profile/info').expect(200)).body.info;
    slug = info.slug;
    organizationId = info._id;
  });
  afterAll(() => platform.close());

  it('gives the events as iCalendar: all-day dates, stable UIDs, the school time zone', async () => {
    const answer = await platform.agent().get(`/s/${slug}/events.ics`).expect(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = calendarEvents(answer.text);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Rain & <Shine> School');
    expect(events.map((event) => [event.summary, event.start.toString(), event.end.toString(), event.start.isDate])).toEqual([
      ['Sports day; relay, finals', '2026-12-01', '2026-12-02', true],
      ['Annual day', '2027-01-15', '2027-01-16', true],
    ]);
    const listed = (await agent.get('/api/dashboard/academics/calendar-of-event').expect(200)).body.info as { id: string }[];
    expect(events.map((event) => event.uid)).toEqual(listed.map((event) => `${event.id}.${organizationId}@127.0.0.1`));

    // An edit elsewhere keeps every UID.
    await agent.post('/api/dashboard/academics/calendar-of-event').send({ eventTitle: 'Science fair', eventDate: '2026-11-20' }).expect(201);
    const again = calendarEvents((await platform.agent().get(`/s/${slug}/events.ics`).expect(200)).text).events.map((event) => event.uid);
    expect(again).toEqual(expect.arrayContaining(events.map((event) => event.uid)));
    expect(again).toHaveLength(3);
  });

  it('gives the notices as an Atom feed, newest first, titles as typed', async () => {
    const answer = await platform.agent().get(`/s/${slug}/feed.xml`).expect(200);
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = atomEntries(answer.text);
    expect(feed.title).toBe('Rain & <Shine> School: notices and news');
    expect(feed.link).toEqual(
      expect.arrayContaining([
        { '@_rel': 'self', '@_href': expect.stringMatching(new RegExp(`/s/${slug}/feed\\.xml$`)) },
        { '@_rel': 'alternate', '@_href': expect.stringMatching(new RegExp(`/s/${slug}$`)) },
      ]),
    );
    const titles = (feed.entry ?? []).map((entry) => (typeof entry.title === 'string' ? entry.title : entry.title['#text']));
    // Titles are HTML text (type="html"): escaped, so a reader shows them as typed.
    expect(titles).toEqual(['Holiday list', 'Fees due &lt;b&gt;Friday&lt;/b&gt;']);
    for (const entry of feed.entry ?? []) {
      expect(entry.id).toMatch(new RegExp(`^tag:127\\.0\\.0\\.1,2026:notice:${organizationId}:`));
      expect(entry.link[0]['@_href']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/files\//);
    }
  });

  it('adds news stories at their publishing time, linked to their page, and keeps the feed no longer than until then', async () => {
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Races for every class.' }] }] };
    await agent.post(NEWS_API_PATH).send({ title: 'Sports day <results>', body, publishAt }).expect(201);
    const before = await platform.agent().get(`/s/${slug}/feed.xml`).expect(200);
    expect(atomEntries(before.text).entry).toHaveLength(2);
    const secondsLeft = Number(/s-maxage=(\d+)/.exec(before.headers['cache-control'])?.[1]);
    expect(secondsLeft).toBeLessThanOrEqual(3600);
    expect(before.headers['cache-control']).not.toContain('stale-while-revalidate');

    const feeds = platform.app.get(SiteFeedsService);
    feeds.clock = () => Date.parse(publishAt);
    try {
      const after = atomEntries((await platform.agent().get(`/s/${slug}/feed.xml`).expect(200)).text);
      const story = after.entry?.find((entry) => entry.id.includes(':news:'));
      expect(story?.title).toEqual(expect.objectContaining({ '#text': 'Sports day &lt;results&gt;' }));
      expect(story?.updated).toBe(publishAt);
      expect(story?.link[0]['@_href']).toMatch(new RegExp(`/s/${slug}/news/sports-day-results$`));
    } finally {
      feeds.clock = () => Date.now();
    }
  });

  it('answers like the school pages for a CDN: ETag, Surrogate-Key of the school, 304 when current', async () => {
    for (const file of ['events.ics', 'feed.xml']) {
      const answer = await platform.agent().get(`/s/${slug}/${file}`).set('Host', 'schools.example').expect(200);
      expect(answer.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(answer.headers['surrogate-key']).toBe(`site-${organizationId}`);
      const again = await platform.agent().get(`/s/${slug}/${file}`).set('Host', 'schools.example').set('If-None-Match', answer.headers['etag']);
      expect([again.status, again.headers['etag']]).toEqual([304, answer.headers['etag']]);
    }
  });

  it('answers 301 to the school address today from an earlier one, 404 for unknown and hidden schools', async () => {
    await agent.post('/api/dashboard/profile/slug').send({ slug: 'rain-and-shine' }).expect(200);
    const moved = await platform.agent().get(`/s/${slug}/events.ics`).expect(301);
    expect(moved.headers['location']).toBe('/s/rain-and-shine/events.ics');
    await platform.agent().get('/s/no-such-school/feed.xml').expect(404);
    await agent.post('/api/dashboard/profile/unpublish-web').expect(200);
    await platform.agent().get('/s/rain-and-shine/feed.xml').expect(404);
    await platform.agent().get('/s/rain-and-shine/events.ics').expect(404);
  });
});
