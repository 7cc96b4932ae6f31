import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemHeadings, renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

describe('nbl notice page with the sample content', () => {
  beforeEach(() => renderSite(Site, 'nbl', '/web/nbl/notices', SAMPLE_SITE_CONTENT));

  it("lists the 6 announcements newest first, each with a View Notice link to the notice's own page", () => {
    expect(itemHeadings('Announcements')).toEqual([
      'Annual sports day registrations',
      'Parent-teacher meeting on Saturday',
      'Scholarship results announced',
      'Mid-term examination timetable',
      'Holiday on account of Holi',
      'Admissions open for the new academic year',
    ]);
    const links = sectionOf('Announcements').getAllByRole('link', { name: 'View Notice' });
    expect(links).toHaveLength(6);
    expect(links[0].getAttribute('href')).toBe('/web/nbl/notice/notice-6');
    expect(sectionOf('Announcements').getByText('14 Aug 2026')).toBeTruthy();
  });

});

describe('nbl notice page on 20 Dec 2026', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 11, 20, 18, 0) }));
  afterEach(() => jest.useRealTimers());

  it('says events are coming soon and folds all 5 past events, latest first, under Past Events', () => {
    renderSite(Site, 'nbl', '/web/nbl/notices', SAMPLE_SITE_CONTENT);
    expect(sectionOf('Upcoming Events').getByText('We are updating soon...')).toBeTruthy();
    expect(sectionOf('Upcoming Events').getByText('Past Events (5)')).toBeTruthy();
    expect(itemHeadings('Upcoming Events')).toEqual([
      'Annual Day Celebration',
      'Inter-College Sports Meet',
      'Semester Examinations Begin',
      'Science Fair',
      'Orientation for New Students',
    ]);
  });
});
