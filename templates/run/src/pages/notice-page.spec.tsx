import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemHeadings, renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

describe('run notice page with the sample content', () => {
  beforeEach(() => renderSite(Site, 'run', '/web/run/notice', SAMPLE_SITE_CONTENT));

  it('lists all 6 notices newest first, each with a View Notice link', () => {
    const expected = [...SAMPLE_SITE_CONTENT.notice]
      .sort((a, b) => b.uploadDate.localeCompare(a.uploadDate))
      .map((n) => n.title);
    expect(itemHeadings('All Notices')).toEqual(expected);
    expect(expected[0]).toBe('Annual sports day registrations');
    const links = sectionOf('All Notices').getAllByRole('link', { name: 'View Notice' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      SAMPLE_SITE_CONTENT.notice.map((n) => n.fileUrl.url).reverse(),
    );
  });

  it('lists the 5 events soonest first with their dates', () => {
    expect(itemHeadings('Upcoming Events')).toEqual([
      'Orientation for New Students',
      'Science Fair',
      'Semester Examinations Begin',
      'Inter-College Sports Meet',
      'Annual Day Celebration',
    ]);
    expect(sectionOf('Upcoming Events').getByText('15 Jul 2026')).toBeTruthy();
  });
});
