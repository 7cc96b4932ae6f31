import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { emptySiteContent } from '@schoolpage/content-contract';
import { SiteHeader } from './site-header';

const pages = [
  { label: 'Home', page: '' },
  { label: 'About', page: 'about' },
];

const renderHeader = (content = emptySiteContent('Hill School')) =>
  render(
    <MemoryRouter initialEntries={['/web/run']}>
      <SiteHeader content={content} basePath="/web/run" pages={pages} />
    </MemoryRouter>,
  );

describe('SiteHeader', () => {
  it("shows the school's name when it has no text logo, and marks the current page", () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Hill School, home' }).getAttribute('href')).toBe('/web/run');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
  });

  it('folds the navigation behind a menu button that closes again after moving to a page', async () => {
    renderHeader({ ...emptySiteContent('Hill School'), textLogo: { startLogo: 'Hill', endLogo: 'School' } });
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(nav.className).toContain('closed');
    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).not.toContain('closed');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('gives the focus to the page when a page is chosen from the open menu (the link folds away with it)', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={['/web/run']}>
        <SiteHeader content={emptySiteContent('Hill School')} basePath="/web/run" pages={pages} />
        <main id="site-main" tabIndex={-1} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    screen.getByRole('link', { name: 'About' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it("writes a text logo's halves a word apart, whether or not the school typed the space", () => {
    for (const [startLogo, endLogo] of [["St. Mary's", 'High School'], ["St. Mary's ", 'High School'], ["St. Mary's", '  High School']]) {
      const { unmount } = renderHeader({ ...emptySiteContent("St. Mary's High School"), textLogo: { startLogo, endLogo } });
      expect(screen.getByRole('link', { name: "St. Mary's High School, home" }).textContent).toBe("St. Mary's High School");
      unmount();
    }
  });
});
