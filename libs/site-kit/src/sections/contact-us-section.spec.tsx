import { render, screen } from '@testing-library/react';
import { ContactUsSection } from './contact-us-section';

describe('ContactUsSection', () => {
  it('shows only the details the school gave', () => {
    render(
      <ContactUsSection
        contactDetails={{ address: '', latitude: '', longitude: '', phone: ['', ' '], email: ['office@hill.example'], officeHours: '' }}
        socialMedia={[]}
        organizationName="Hill School"
      />,
    );
    expect(screen.getByRole('link', { name: 'office@hill.example' }).getAttribute('href')).toBe('mailto:office@hill.example');
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByText('Address')).toBeNull();
    expect(screen.queryByText('No information available at the moment . . .')).toBeNull();
    expect(screen.getByText('We will provide soon...')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open in/ })).toBeNull();
  });

  it('shows phones as typed, dialled in E.164, the address with its line breaks, and the map links', () => {
    render(
      <ContactUsSection
        contactDetails={{
          address: '12 River Road\nPune 411001',
          latitude: '18.5204',
          longitude: '73.8567',
          phone: ['080 2345 6789', '98765 40000'],
          phoneE164: ['+918023456789', ''],
          email: [],
          officeHours: '',
        }}
        socialMedia={[]}
        organizationName="Hill School"
      />,
    );
    expect(screen.getByRole('link', { name: '080 2345 6789' }).getAttribute('href')).toBe('tel:+918023456789');
    expect(screen.getByRole('link', { name: '98765 40000' }).getAttribute('href')).toBe('tel:9876540000');
    expect(screen.getByText(/12 River Road/).textContent).toBe('12 River Road\nPune 411001');
    expect(screen.getByRole('link', { name: /^Open in OpenStreetMap/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Open in Google Maps/ })).toBeTruthy();
  });
});

describe("ContactUsSection: the school's WhatsApp Channel", () => {
  const details = { address: '', latitude: '', longitude: '', phone: [], email: ['office@hill.example'], officeHours: '' };

  it('links the channel as "Follow us on WhatsApp", after the other links, in a new tab', () => {
    render(<ContactUsSection contactDetails={{ ...details, whatsAppChannel: 'https://whatsapp.com/channel/0029VaABCdef123' }} socialMedia={[]} organizationName="Hill School" />);
    const channel = screen.getByRole('link', { name: /^Follow us on WhatsApp/ });
    expect(channel.getAttribute('href')).toBe('https://whatsapp.com/channel/0029VaABCdef123');
    expect(channel.getAttribute('target')).toBe('_blank');
    // Under "Follow Us", without the empty list's words.
    expect(screen.getByRole('heading', { name: 'Follow Us' })).toBeTruthy();
    expect(screen.queryByText('We will provide soon...')).toBeNull();
  });

  it('shows no link for none, or for an address that is not a channel', () => {
    render(<ContactUsSection contactDetails={{ ...details, whatsAppChannel: 'javascript:alert(1)' }} socialMedia={[]} organizationName="Hill School" />);
    expect(screen.queryByRole('link', { name: /Follow us on WhatsApp/ })).toBeNull();
  });
});
