import { pathBelow, siteRoot } from '../accounts/site-address';
import { calendarSubscribeLinks, siteFeeds } from './site-feeds';

describe("a school's feeds", () => {
  it('live below its address', () => {
    expect(siteFeeds('https://schoolpage.example/', 'st-marys')).toEqual({
      calendar: 'https://schoolpage.example/s/st-marys/events.ics',
      news: 'https://schoolpage.example/s/st-marys/feed.xml',
    });
  });

  it('live at the root of the school’s own verified domain there (issue #46)', () => {
    expect(siteFeeds('https://www.st-marys.test', 'st-marys', siteRoot('st-marys', true))).toEqual({
      calendar: 'https://www.st-marys.test/events.ics',
      news: 'https://www.st-marys.test/feed.xml',
    });
    expect([pathBelow(siteRoot('st-marys', true)), pathBelow(siteRoot('st-marys', false)), pathBelow('', 'hi/about')]).toEqual(['/', '/s/st-marys', '/hi/about']);
  });

  it('are subscribed to in Google Calendar, Apple calendars and Outlook', () => {
    const links = calendarSubscribeLinks('https://schoolpage.example/s/st-marys/events.ics', "St. Mary's & Co");
    expect(links.apple).toBe('webcal://schoolpage.example/s/st-marys/events.ics');
    expect(links.google).toBe('https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fschoolpage.example%2Fs%2Fst-marys%2Fevents.ics');
    expect(links.outlook).toBe(
      "https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fschoolpage.example%2Fs%2Fst-marys%2Fevents.ics&name=St.%20Mary's%20%26%20Co",
    );
  });
});
