import { screen } from '@testing-library/react';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemHeadings, renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

describe('run home page with the sample content', () => {
  beforeEach(() => renderSite(Site, 'run', '/web/run', SAMPLE_SITE_CONTENT));

  it('shows the hero with the name, welcome message and an Explore More link to about', () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SAMPLE_SITE_CONTENT.organizationName);
    expect(screen.getByText(SAMPLE_SITE_CONTENT.welcomeMessage.welcomeMsg)).toBeTruthy();
    const picture = screen.getByRole('img', { name: SAMPLE_SITE_CONTENT.organizationName });
    expect(picture.getAttribute('src')).toBe(SAMPLE_SITE_CONTENT.welcomeMessage.imageUrl?.url);
    expect(picture.getAttribute('width')).toBe('960');
    expect(screen.getByRole('link', { name: 'Explore More' }).getAttribute('href')).toBe('/web/run/about');
  });

  it('shows what we offer, vision and mission, popular courses and the latest notices', () => {
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['What We Offer', 'Vision & Mission', 'Popular Courses', 'Latest Notices']);
    expect(sectionOf('What We Offer').getAllByRole('listitem')).toHaveLength(6);
    expect(sectionOf('What We Offer').getByText('Sufficient Classrooms')).toBeTruthy();
    expect(sectionOf('Vision & Mission').getByText(SAMPLE_SITE_CONTENT.mission[0])).toBeTruthy();
  });

  it('groups popular courses under Masters and Undergraduate', () => {
    expect(itemHeadings('Popular Courses')).toEqual(['Masters', 'Undergraduate']);
    expect(sectionOf('Popular Courses').getAllByRole('heading', { level: 4 })).toHaveLength(6);
  });

  it('shows the 3 newest notices with View Notice links and a link to all notices', () => {
    expect(itemHeadings('Latest Notices')).toEqual([
      'Annual sports day registrations',
      'Parent-teacher meeting on Saturday',
      'Scholarship results announced',
    ]);
    expect(sectionOf('Latest Notices').getAllByRole('link', { name: 'View Notice' })).toHaveLength(3);
    expect(sectionOf('Latest Notices').getByRole('link', { name: 'See all notices' }).getAttribute('href')).toBe(
      '/web/run/notice',
    );
  });
});
