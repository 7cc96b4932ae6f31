import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteProps } from '@schoolpage/content-contract';
import { SAMPLE_NEWS, SAMPLE_OWN_PAGES, SAMPLE_PDF_NOTICE, SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { renderSite } from './render-site';

/**
 * The checks every template passes for a school's items: its own pages in its frame and menu, its news (the three
 * newest on the home page, all of them pinned first, each story), and a notice's own page opened by View Notice.
 */
export function itemPageChecks(Site: ComponentType<SiteProps>, template: string): void {
  it("serves the school's own pages in its frame, the ones shown in the menu linked from the header", () => {
    renderSite(Site, template, `/web/${template}/p/fee-structure`, { ...SAMPLE_SITE_CONTENT, pages: SAMPLE_OWN_PAGES });
    const menu = screen.getByRole('navigation', { name: 'Site' });
    expect(within(menu).getByRole('link', { name: 'Fee structure' }).getAttribute('href')).toBe(`/web/${template}/p/fee-structure`);
    expect(within(menu).queryByRole('link', { name: 'Uniform' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fee structure');
    expect(screen.getByRole('heading', { level: 2, name: 'Term fees' })).toBeTruthy();
  });

  it('shows the three newest stories on the home page, all of them pinned first on the news page, and each story', () => {
    const content = { ...SAMPLE_SITE_CONTENT, news: SAMPLE_NEWS };
    const home = renderSite(Site, template, `/web/${template}`, content);
    const latest = screen.getByRole('region', { name: 'Latest News' });
    expect(within(latest).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Sports day', 'Science fair', 'Annual day']);
    home.unmount();
    const list = renderSite(Site, template, `/web/${template}/news`, content);
    expect(screen.getAllByRole('heading', { level: 2 }).slice(0, 4).map((h) => h.textContent)).toEqual(['Admissions open', 'Sports day', 'Science fair', 'Annual day']);
    expect(within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', { name: 'News' }).getAttribute('href')).toBe(`/web/${template}/news`);
    list.unmount();
    renderSite(Site, template, `/web/${template}/news/sports-day`, content);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sports day');
    expect(screen.getByText('All about Sports day.')).toBeTruthy();
  });

  it("opens a notice's own page from View Notice, with its text, its date and its PDF to download", async () => {
    renderSite(Site, template, `/web/${template}/notices`, { ...SAMPLE_SITE_CONTENT, notice: [SAMPLE_PDF_NOTICE] });
    await userEvent.click(screen.getByRole('link', { name: 'View Notice' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Holiday circular');
    expect(screen.getByText('The school is closed on Monday.')).toBeTruthy();
    expect(screen.getByText('26 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Holiday circular (PDF)' }).getAttribute('href')).toBe('/api/files/circular.pdf');
  });
}
