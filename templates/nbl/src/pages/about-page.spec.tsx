import { screen } from '@testing-library/react';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemHeadings, renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

describe('nbl about page with the sample content', () => {
  beforeEach(() => renderSite(Site, 'nbl', '/web/nbl/about', SAMPLE_SITE_CONTENT));

  it('shows history, facilities, faculty and staff in that order', () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Us');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Our History', 'Our Facilities', 'Faculty Members', 'Staff Members']);
  });

  it('shows the 3 history items and 3 facilities with their pictures', () => {
    expect(itemHeadings('Our History')).toEqual(SAMPLE_SITE_CONTENT.history.map((h) => h.title));
    expect(itemHeadings('Our Facilities')).toEqual(SAMPLE_SITE_CONTENT.facilities.map((f) => f.title));
    // The page's first picture is on the first screen: it loads at once; the ones below wait.
    const picture = sectionOf('Our History').getByRole('img', { name: 'Founded in 1998' });
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('width')).toBeTruthy();
    expect(picture.getAttribute('height')).toBeTruthy();
    expect(sectionOf('Our History').getByRole('img', { name: 'A campus of our own' }).getAttribute('loading')).toBe('lazy');
  });

  it('shows 4 faculty and 4 staff cards with name, designation and photo', () => {
    expect(itemHeadings('Faculty Members')).toEqual(SAMPLE_SITE_CONTENT.facultyMember.map((m) => m.fullName));
    expect(itemHeadings('Staff Members')).toEqual(SAMPLE_SITE_CONTENT.staffMember.map((m) => m.fullName));
    const faculty = sectionOf('Faculty Members');
    expect(faculty.getByText('Principal')).toBeTruthy();
    expect(faculty.getByRole('img', { name: 'Dr. Anita Sharma' })).toBeTruthy();
    expect(faculty.getByRole('link', { name: 'principal@greenfield.example' }).getAttribute('href')).toBe(
      'mailto:principal@greenfield.example',
    );
  });
});
