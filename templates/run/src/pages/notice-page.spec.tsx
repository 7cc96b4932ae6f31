import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemHeadings, renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

describe('run notice page with the sample content', () => {
  beforeEach(() => renderSite(Site, 'run', '/web/run/notices', SAMPLE_SITE_CONTENT));

  it("lists all 6 notices newest first, each with a View Notice link to the notice's own page", () => {
    const expected = [...SAMPLE_SITE_CONTENT.notice]
      .sort((a, b) => b.uploadDate.localeCompare(a.uploadDate))
      .map((n) => n.title);
    expect(itemHeadings('All Notices')).toEqual(expected);
    expect(expected[0]).toBe('Annual sports day registrations');
    const links = sectionOf('All Notices').getAllByRole('link', { name: 'View Notice' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      SAMPLE_SITE_CONTENT.notice.map((n) => `/web/run/notice/${String(n.id)}`).reverse(),
    );
  });

});

describe('run notice page on 12 Oct 2026', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2026, 9, 12, 9, 0) });
    renderSite(Site, 'run', '/web/run/notices', SAMPLE_SITE_CONTENT);
  });
  afterEach(() => jest.useRealTimers());

  it("lists today's and later events soonest first, then the past ones latest first, folded under Past Events", () => {
    expect(itemHeadings('Upcoming Events')).toEqual([
      'Semester Examinations Begin',
      'Inter-College Sports Meet',
      'Annual Day Celebration',
      'Science Fair',
      'Orientation for New Students',
    ]);
    expect(sectionOf('Upcoming Events').getByText('12 Oct 2026')).toBeTruthy();
    const past = sectionOf('Upcoming Events').getByText('Past Events (2)').closest('details');
    expect(past?.open).toBe(false);
    expect(past?.textContent).toContain('15 Jul 2026');
    expect(past?.textContent).not.toContain('Annual Day Celebration');
  });
});
