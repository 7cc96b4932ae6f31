import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySiteContent } from '@schoolpage/content-contract';
import { SAMPLE_DISCLOSURE, SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { enquiryWayChecks, itemPageChecks, renderSite, SPEC_EMPTY_STATE_TEXTS } from '@schoolpage/site-kit/testing';
import Site from './site';
import { RUN_PAGES } from './run-pages';

const PAGES = ['/web/run', '/web/run/about', '/web/run/notices', '/web/run/admissions', '/web/run/gallery', '/web/run/contact'];

describe('run site', () => {
  it('links every page from the navigation under its base path', () => {
    renderSite(Site, 'run', '/web/run/gallery', SAMPLE_SITE_CONTENT);
    const nav = within(screen.getByRole('navigation', { name: 'Site' }));
    expect(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/web/run'],
      ['About', '/web/run/about'],
      ['Notice', '/web/run/notices'],
      ['Admissions', '/web/run/admissions'],
      ['Gallery', '/web/run/gallery'],
      ['Contact Us', '/web/run/contact'],
    ]);
    expect(nav.getByRole('link', { name: 'Gallery' }).getAttribute('aria-current')).toBe('page');
  });

  it('moves from the home page to the notice board through View all notices', async () => {
    renderSite(Site, 'run', '/web/run', SAMPLE_SITE_CONTENT);
    await userEvent.click(screen.getByRole('link', { name: 'View all notices' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notice Board');
  });

  it.each(['/web/run/timetable', '/web/run/about/extra'])("says 'Run route not found' for %s", (path) => {
    renderSite(Site, 'run', path, SAMPLE_SITE_CONTENT);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Run route not found');
  });

  it('shows the text logo in the header, its halves a word apart', () => {
    renderSite(Site, 'run', '/web/run', SAMPLE_SITE_CONTENT);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /home$/ }).textContent).toBe('Greenfield Institute');
  });

  it("puts the school's address, phones (dialled in E.164) and e-mails in every page's footer", () => {
    for (const path of PAGES) {
      const { unmount } = renderSite(Site, 'run', path, SAMPLE_SITE_CONTENT);
      const footer = within(screen.getByRole('contentinfo'));
      expect(footer.getByText(SAMPLE_SITE_CONTENT.contactDetails.address)).toBeTruthy();
      expect(footer.getByRole('link', { name: '+91 20 4000 1234' }).getAttribute('href')).toBe('tel:+912040001234');
      expect(footer.getByRole('link', { name: 'info@greenfield.example' }).getAttribute('href')).toBe('mailto:info@greenfield.example');
      unmount();
    }
  });
});

describe('run site with nothing filled in', () => {
  const textOf = (path: string) => {
    const { container, unmount } = renderSite(Site, 'run', path, emptySiteContent('Hill School'));
    const text = container.textContent ?? '';
    unmount();
    return text;
  };

  it('shows the default hero picture and an inspirational quote instead of a welcome message', () => {
    renderSite(Site, 'run', '/web/run', emptySiteContent('Hill School'));
    expect(screen.getByRole('img', { name: 'Hill School' }).getAttribute('src')).toBe('/test-file-asset');
    expect(screen.getByText(/Nelson Mandela/)).toBeTruthy();
  });

  it.each([
    ['/web/run', ['We are updating courses soon...', 'We are updating soon...', '....']],
    [
      '/web/run/about',
      [
        'Uploading soon...',
        'We are updating soon...',
        'We will provide it soon...',
        'Send your questions to our Email...',
        'No information available at the moment . . .',
        'We will provide soon...',
      ],
    ],
    ['/web/run/notices', ['No notices available at the moment . . .', 'We are updating soon...']],
    ['/web/run/admissions', ['No information available at the moment . . .', 'No Forms available at the moment . . .']],
    ['/web/run/gallery', ['No images available at the moment . . .', 'Uploading soon...']],
  ])('%s shows its empty-state texts', (path, texts) => {
    const text = textOf(path);
    for (const expected of texts) expect(text).toContain(expected);
  });

  it('shows every empty-state text of the product somewhere on the site', () => {
    const all = PAGES.map(textOf).join('\n');
    for (const expected of SPEC_EMPTY_STATE_TEXTS) expect(all).toContain(expected);
  });

  it('counts the empty faculty and staff sections on the about page', () => {
    renderSite(Site, 'run', '/web/run/about', emptySiteContent('Hill School'));
    expect(screen.getAllByText('We are updating soon...')).toHaveLength(2);
    expect(screen.getAllByText('Uploading soon...')).toHaveLength(2);
  });

  it('links the Mandatory Public Disclosure from the header and the footer of a school that has one, and shows it', () => {
    renderSite(Site, 'run', '/web/run/mandatory-public-disclosure', { ...SAMPLE_SITE_CONTENT, disclosure: SAMPLE_DISCLOSURE });
    for (const area of [screen.getByRole('navigation', { name: 'Site' }), screen.getByRole('navigation', { name: 'Footer' })]) {
      expect(within(area).getByRole('link', { name: 'Mandatory Public Disclosure' }).getAttribute('href')).toBe('/web/run/mandatory-public-disclosure');
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mandatory Public Disclosure');
  });

  it('has no disclosure page nor link for a school without one', () => {
    renderSite(Site, 'run', '/web/run/mandatory-public-disclosure', SAMPLE_SITE_CONTENT);
    expect(screen.queryByRole('link', { name: 'Mandatory Public Disclosure' })).toBeNull();
    expect(screen.getByText('Run route not found')).toBeTruthy();
  });

  itemPageChecks(Site, 'run');
  enquiryWayChecks(Site, 'run', RUN_PAGES);
});
