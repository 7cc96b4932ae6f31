import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemHeadings, renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

const renderHome = () => renderSite(Site, 'nbl', '/web/nbl', SAMPLE_SITE_CONTENT);

describe('nbl home page with the sample content', () => {
  it('shows the hero with the name, welcome message, picture and an Explore More link to about', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SAMPLE_SITE_CONTENT.organizationName);
    expect(screen.getByText(SAMPLE_SITE_CONTENT.welcomeMessage.welcomeMsg)).toBeTruthy();
    const picture = screen.getByRole<HTMLImageElement>('img', { name: SAMPLE_SITE_CONTENT.organizationName });
    expect(picture.getAttribute('src')).toBe(SAMPLE_SITE_CONTENT.welcomeMessage.imageUrl?.url);
    expect(screen.getByRole('link', { name: 'Explore More' }).getAttribute('href')).toBe('/web/nbl/about');
  });

  it('shows the notice board, then the main column in order (overview, vision and mission, what we offer, FAQ, contact)', () => {
    renderHome();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Notice Board',
      'Coming Up',
      'Admissions',
      'Overview',
      'Vision & Mission',
      'What We Offer',
      'Frequently Asked Questions',
      'Contact Us',
    ]);
    const board = within(screen.getByRole('complementary', { name: 'Notice board' }));
    expect(board.getAllByRole('link', { name: 'View Notice' })).toHaveLength(3);
    expect(board.getByRole('link', { name: 'View all notices' }).getAttribute('href')).toBe('/web/nbl/notices');
    expect(board.getByRole('link', { name: 'Admission process and application forms' }).getAttribute('href')).toBe('/web/nbl/admissions');
  });

  it('shows the 3 newest notices on the notice board, newest first', () => {
    renderHome();
    expect(itemHeadings('Notice Board')).toEqual([
      'Annual sports day registrations',
      'Parent-teacher meeting on Saturday',
      'Scholarship results announced',
    ]);
  });

  it('shows the slides as a carousel with every quote as text', () => {
    renderHome();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    for (const slide of SAMPLE_SITE_CONTENT.slider) expect(carousel.textContent).toContain(slide.sliderQuote);
  });

  it('lists every vision and mission statement', () => {
    renderHome();
    const section = sectionOf('Vision & Mission');
    for (const statement of [...SAMPLE_SITE_CONTENT.vision, ...SAMPLE_SITE_CONTENT.mission]) {
      expect(section.getByText(statement)).toBeTruthy();
    }
  });

  it("shows the school's What We Offer list (a new site's: the spec's six)", () => {
    renderHome();
    const items = sectionOf('What We Offer').getAllByRole('listitem').map((li) => li.textContent?.replace(/^\d+/, ''));
    expect(items).toEqual(['Safety First', 'Regular Classes', 'Certified Teachers', 'Sufficient Classrooms', 'Creative Lessons', 'Sports Facilities']);
  });

  it("shows the school's own offers with their text, and no What We Offer section when the list is empty", () => {
    const { unmount } = renderSite(Site, 'nbl', '/web/nbl', { ...SAMPLE_SITE_CONTENT, offers: [{ title: 'Robotics club', text: 'Every Friday' }] });
    expect(sectionOf('What We Offer').getByText('Robotics club')).toBeTruthy();
    expect(sectionOf('What We Offer').getByText('Every Friday')).toBeTruthy();
    unmount();
    renderSite(Site, 'nbl', '/web/nbl', { ...SAMPLE_SITE_CONTENT, offers: [] });
    expect(screen.queryByRole('heading', { name: 'What We Offer' })).toBeNull();
  });

  it('describes and captions the welcome picture as the school does', () => {
    const imageUrl = { url: '/api/files/0123456789abcdef0123456789abcdef.jpg', altText: 'Pupils outside the main building', caption: 'Our campus' };
    renderSite(Site, 'nbl', '/web/nbl', { ...SAMPLE_SITE_CONTENT, welcomeMessage: { ...SAMPLE_SITE_CONTENT.welcomeMessage, imageUrl } });
    const picture = screen.getByRole('img', { name: 'Pupils outside the main building' });
    expect(picture.closest('figure')?.querySelector('figcaption')?.textContent).toBe('Our campus');
  });

  it('shows the four FAQ items with only the first one open, and opens another on click', async () => {
    renderHome();
    const faq = sectionOf('Frequently Asked Questions');
    const toggles = faq.getAllByRole('button');
    expect(toggles).toHaveLength(4);
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);
    const [first, second] = SAMPLE_SITE_CONTENT.faq;
    expect((faq.getByText<HTMLElement>(first.answer)).hidden).toBe(false);
    expect((faq.getByText<HTMLElement>(second.answer)).hidden).toBe(true);

    await userEvent.click(toggles[1]);
    expect((faq.getByText<HTMLElement>(second.answer)).hidden).toBe(false);
    expect((faq.getByText<HTMLElement>(first.answer)).hidden).toBe(true);
  });

  it('shows the contact details and the four social links, each opening in a new tab', () => {
    renderHome();
    const contact = sectionOf('Contact Us');
    expect(contact.getByText(SAMPLE_SITE_CONTENT.contactDetails.address)).toBeTruthy();
    expect(contact.getByText(SAMPLE_SITE_CONTENT.contactDetails.officeHours)).toBeTruthy();
    const follow = within(contact.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(follow).toHaveLength(4);
    for (const link of follow) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(follow.map((l) => l.getAttribute('href'))).toEqual(SAMPLE_SITE_CONTENT.socialMedia.map((s) => s.url));
  });

  it('shows no empty-state text while the sample calendar still has events to come', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 23, 12, 0) });
    renderHome();
    jest.useRealTimers();
    expect(screen.queryByText(/soon\.\.\.|at the moment|^\.\.\.\.$/)).toBeNull();
    expect(within(screen.getByRole('complementary', { name: 'Notice board' })).getByText('Annual Day Celebration')).toBeTruthy();
  });
});
