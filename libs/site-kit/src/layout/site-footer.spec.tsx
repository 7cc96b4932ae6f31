import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ContactDetails } from '@schoolpage/content-contract';
import { SiteFooter } from './site-footer';

const NOTHING: ContactDetails = { address: '', latitude: '', longitude: '', phone: [], email: [], officeHours: '' };

const renderFooter = (contactDetails: ContactDetails) =>
  render(
    <MemoryRouter>
      <SiteFooter
        organizationName="Hill School"
        contactDetails={contactDetails}
        basePath="/s/hill-school"
        pages={[{ label: 'Home', page: '' }, { label: 'About', page: 'about' }]}
        year="2026"
      />
    </MemoryRouter>,
  );

describe('SiteFooter', () => {
  it('gives the address with its line breaks, the phones as typed (dialled in E.164) and the e-mails', () => {
    renderFooter({
      ...NOTHING,
      address: '14 Church Street\nBengaluru 560001',
      phone: ['080 2345 6789', '+91 98450 12345'],
      phoneE164: ['+918023456789'],
      email: ['office@hill.example'],
      officeHours: 'Mon to Fri, 8 to 4',
    });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(/14 Church Street/).textContent).toBe('14 Church Street\nBengaluru 560001');
    expect(footer.getByRole('link', { name: '080 2345 6789' }).getAttribute('href')).toBe('tel:+918023456789');
    expect(footer.getByRole('link', { name: '+91 98450 12345' }).getAttribute('href')).toBe('tel:+919845012345');
    expect(footer.getByRole('link', { name: 'office@hill.example' }).getAttribute('href')).toBe('mailto:office@hill.example');
    expect(footer.getByText('Mon to Fri, 8 to 4')).toBeTruthy();
    expect(footer.getByText('© 2026 Hill School. Built with SchoolPage.')).toBeTruthy();
    expect(footer.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/s/hill-school/about');
  });

  it('shows only the name and the pages when the school gave no contact details', () => {
    const { container } = renderFooter(NOTHING);
    expect(container.querySelector('address')).toBeNull();
    expect(screen.queryAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'About']);
  });
});
