import { screen, within } from '@testing-library/react';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemHeadings, renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

describe('run about page with the sample content', () => {
  beforeEach(() => renderSite(Site, 'run', '/web/run/about', SAMPLE_SITE_CONTENT));

  it('shows history and facilities first, then the rest', () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Us');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Our History', 'Facilities', 'Our Faculty', 'Our Staff', 'Frequently Asked Questions', 'Contact Us']);
  });

  it('shows 3 history items, 3 facilities, 4 faculty and 4 staff', () => {
    expect(itemHeadings('Our History')).toHaveLength(3);
    expect(itemHeadings('Facilities')).toEqual(SAMPLE_SITE_CONTENT.facilities.map((f) => f.title));
    expect(itemHeadings('Our Faculty')).toEqual(SAMPLE_SITE_CONTENT.facultyMember.map((m) => m.fullName));
    expect(itemHeadings('Our Staff')).toEqual(SAMPLE_SITE_CONTENT.staffMember.map((m) => m.fullName));
    expect(sectionOf('Our Staff').getByText('Librarian')).toBeTruthy();
  });

  it('shows 4 FAQ items with the first one open', () => {
    const toggles = sectionOf('Frequently Asked Questions').getAllByRole('button');
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);
  });

  it('shows contact details with phone and e-mail links and 4 follow links in new tabs', () => {
    const contact = sectionOf('Contact Us');
    expect(contact.getByRole('link', { name: 'info@greenfield.example' }).getAttribute('href')).toBe(
      'mailto:info@greenfield.example',
    );
    expect(contact.getByRole('link', { name: '+91 20 4000 1234' }).getAttribute('href')).toBe('tel:+912040001234');
    const follow = within(contact.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(follow.map((l) => l.getAttribute('target'))).toEqual(['_blank', '_blank', '_blank', '_blank']);
  });
});
