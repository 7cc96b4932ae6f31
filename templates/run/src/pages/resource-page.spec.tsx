import { screen } from '@testing-library/react';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemHeadings, renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

describe('run resource page with the sample content', () => {
  beforeEach(() => renderSite(Site, 'run', '/web/run/admissions', SAMPLE_SITE_CONTENT));

  it('shows the admission process then the application forms', () => {
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Admission Process', 'Download Application Forms']);
  });

  it('shows the 4 admission steps in order', () => {
    expect(itemHeadings('Admission Process')).toEqual([
      'Choose your course',
      'Fill in the application form',
      'Attend the interview',
      'Confirm your seat',
    ]);
  });

  it('offers the 3 application forms for download', () => {
    expect(itemHeadings('Download Application Forms')).toEqual(SAMPLE_SITE_CONTENT.applicationForms.map((f) => f.title));
    const links = sectionOf('Download Application Forms').getAllByRole('link', { name: /^Download / });
    expect(links).toHaveLength(3);
    expect(links[2].getAttribute('href')).toBe(SAMPLE_SITE_CONTENT.applicationForms[2].fileUrl.url);
  });
});
