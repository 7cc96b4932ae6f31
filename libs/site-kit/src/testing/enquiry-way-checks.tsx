import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteEnquiry, type SiteProps } from '@schoolpage/content-contract';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import type { SitePage } from '../layout/site-page';
import { renderSite } from './render-site';

/**
 * The checks every template passes for the way to the enquiry form: "Enquire" on the home page and in the menu
 * while the site takes enquiries (its own address), leading to the enquiry page; the admissions page (the template's
 * page named for admissions) offers it first, and has no form of its own; a site that takes none offers nothing.
 */
export function enquiryWayChecks(Site: ComponentType<SiteProps>, template: string, pages: readonly SitePage[]): void {
  const base = `/web/${template}`;
  const content = { ...SAMPLE_SITE_CONTENT, enquiry: siteEnquiry('school-1', SAMPLE_SITE_CONTENT) };
  const admissions = pages.find((page) => /Admissions/.test(page.label));

  it('offers "Enquire" on the home page and in the menu, which lead to the enquiry form', async () => {
    renderSite(Site, template, base, content);
    const menu = within(screen.getByRole('navigation', { name: 'Site' }));
    expect(menu.getByRole('link', { name: 'Enquire' }).getAttribute('href')).toBe(`${base}/enquire`);
    const hero = within(screen.getByRole('region', { name: SAMPLE_SITE_CONTENT.organizationName }));
    await userEvent.click(hero.getByRole('link', { name: 'Enquire' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admission enquiry');
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeTruthy();
  });

  it('offers it first on the admissions page, which has no form of its own', () => {
    expect(admissions).toBeDefined();
    renderSite(Site, template, `${base}/${admissions?.page}`, content);
    const ask = within(screen.getByRole('region', { name: 'Ask about admission' }));
    expect(ask.getByRole('link', { name: 'Enquire' }).getAttribute('href')).toBe(`${base}/enquire`);
    expect(screen.getAllByRole('region')[0]).toBe(screen.getByRole('region', { name: 'Ask about admission' }));
    expect(screen.queryByRole('button', { name: 'Send enquiry' })).toBeNull();
  });

  it('offers no "Enquire" where the site takes no enquiries (a sample)', () => {
    renderSite(Site, template, base, SAMPLE_SITE_CONTENT);
    expect(screen.queryByRole('link', { name: 'Enquire' })).toBeNull();
  });
}
