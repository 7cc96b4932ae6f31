import { render, screen } from '@testing-library/react';
import { ContactUsSection } from './contact-us-section';

describe('ContactUsSection', () => {
  it('shows only the details the school gave', () => {
    render(
      <ContactUsSection
        contactDetails={{ address: '', latitude: '', longitude: '', phone: ['', ' '], email: ['office@hill.example'], officeHours: '' }}
        socialMedia={[]}
      />,
    );
    expect(screen.getByRole('link', { name: 'office@hill.example' }).getAttribute('href')).toBe('mailto:office@hill.example');
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByText('Address')).toBeNull();
    expect(screen.queryByText('No information available at the moment . . .')).toBeNull();
    expect(screen.getByText('We will provide soon...')).toBeTruthy();
  });
});
