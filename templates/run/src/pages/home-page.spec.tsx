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

  it('shows the overview, what we offer, vision and mission, popular courses, the latest notices and the contact details', () => {
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Overview', 'What We Offer', 'Vision & Mission', 'Popular Courses', 'Latest Notices', 'Contact Us']);
    expect(sectionOf('Overview').getByText(SAMPLE_SITE_CONTENT.overview[0].overviewContent)).toBeTruthy();
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
    expect(sectionOf('Latest Notices').getByRole('link', { name: 'View all notices' }).getAttribute('href')).toBe(
      '/web/run/notices',
    );
  });

  it('shows the slides as a carousel with every quote as text', () => {
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    for (const slide of SAMPLE_SITE_CONTENT.slider) expect(carousel.textContent).toContain(slide.sliderQuote);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
  });

  it('links the map of the school in OpenStreetMap and Google Maps', () => {
    expect(sectionOf('Contact Us').getByRole('link', { name: /^Open in OpenStreetMap/ }).getAttribute('href')).toContain('mlat=18.5204');
    expect(sectionOf('Contact Us').getByRole('link', { name: /^Open in Google Maps/ }).getAttribute('href')).toContain('query=18.5204%2C73.8567');
  });
});
