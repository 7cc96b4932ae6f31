import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySiteContent } from '@schoolpage/content-contract';
import { SAMPLE_DISCLOSURE, SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { enquiryWayChecks, itemPageChecks, renderSite, SPEC_EMPTY_STATE_TEXTS } from '@schoolpage/site-kit/testing';
import Site from './site';
import { NBL_PAGES } from './nbl-pages';

const PAGES = ['/web/nbl', '/web/nbl/about', '/web/nbl/gallery', '/web/nbl/admissions', '/web/nbl/notices', '/web/nbl/contact'];

describe('nbl site', () => {
  it('links every page from the navigation under its base path', () => {
    renderSite(Site, 'nbl', '/web/nbl', SAMPLE_SITE_CONTENT);
    const nav = screen.getByRole('navigation', { name: 'Site' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/web/nbl'],
      ['About', '/web/nbl/about'],
      ['Gallery', '/web/nbl/gallery'],
      ['Courses & Admissions', '/web/nbl/admissions'],
      ['Notices', '/web/nbl/notices'],
      ['Contact Us', '/web/nbl/contact'],
    ]);
  });

  it('moves between pages with the navigation', async () => {
    renderSite(Site, 'nbl', '/web/nbl', SAMPLE_SITE_CONTENT);
    const nav = within(screen.getByRole('navigation', { name: 'Site' }));
    await userEvent.click(nav.getByRole('link', { name: 'Notices' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notices');
    expect(nav.getByRole('link', { name: 'Notices' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: /home$/ }));
    await userEvent.click(screen.getByRole('link', { name: 'Explore More' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Us');
  });

  it("says 'Page not found' (not the Run template's text) for an unknown page", () => {
    renderSite(Site, 'nbl', '/web/nbl/timetable', SAMPLE_SITE_CONTENT);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.queryByText('Run route not found')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/web/nbl');
  });

  it('has header, main and footer landmarks', () => {
    renderSite(Site, 'nbl', '/web/nbl/about', SAMPLE_SITE_CONTENT);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('nbl site with nothing filled in', () => {
  const textOf = (path: string) => {
    const { container, unmount } = renderSite(Site, 'nbl', path, emptySiteContent('Hill School'));
    const text = container.textContent ?? '';
    unmount();
    return text;
  };

  it('shows the default hero picture and an inspirational quote', () => {
    renderSite(Site, 'nbl', '/web/nbl', emptySiteContent('Hill School'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hill School');
    expect(screen.getByRole('img', { name: 'Hill School' }).getAttribute('src')).toBe('/test-file-asset');
    expect(screen.getByText(/Education is the most powerful weapon/)).toBeTruthy();
  });

  it.each([
    ['/web/nbl', ['....', 'We will provide it soon...', 'Send your questions to our Email...', 'No information available at the moment . . .', 'We will provide soon...']],
    ['/web/nbl/about', ['Uploading soon...', 'We are updating soon...']],
    ['/web/nbl/gallery', ['No images available at the moment . . .', 'Uploading soon...']],
    ['/web/nbl/admissions', ['We are updating courses soon...', 'No information available at the moment . . .', 'No Forms available at the moment . . .']],
    ['/web/nbl/notices', ['No notices available at the moment . . .', 'We are updating soon...']],
  ])('%s shows its empty-state texts', (path, texts) => {
    const text = textOf(path);
    for (const expected of texts) expect(text).toContain(expected);
  });

  it('shows every empty-state text of the product somewhere on the site', () => {
    const all = PAGES.map(textOf).join('\n');
    for (const expected of SPEC_EMPTY_STATE_TEXTS) expect(all).toContain(expected);
  });

  it('shows "...." for both an empty vision and an empty mission', () => {
    renderSite(Site, 'nbl', '/web/nbl', emptySiteContent('Hill School'));
    expect(screen.getAllByText('....')).toHaveLength(2);
  });

  it('links the Mandatory Public Disclosure from the header and the footer of a school that has one, and shows it', () => {
    renderSite(Site, 'nbl', '/web/nbl/mandatory-public-disclosure', { ...SAMPLE_SITE_CONTENT, disclosure: SAMPLE_DISCLOSURE });
    for (const area of [screen.getByRole('navigation', { name: 'Site' }), screen.getByRole('navigation', { name: 'Footer' })]) {
      expect(within(area).getByRole('link', { name: 'Mandatory Public Disclosure' }).getAttribute('href')).toBe('/web/nbl/mandatory-public-disclosure');
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mandatory Public Disclosure');
  });

  it('has no disclosure page nor link for a school without one', () => {
    renderSite(Site, 'nbl', '/web/nbl/mandatory-public-disclosure', SAMPLE_SITE_CONTENT);
    expect(screen.queryByRole('link', { name: 'Mandatory Public Disclosure' })).toBeNull();
    expect(screen.getByText('Page not found')).toBeTruthy();
  });

  itemPageChecks(Site, 'nbl');
  enquiryWayChecks(Site, 'nbl', NBL_PAGES);
});
