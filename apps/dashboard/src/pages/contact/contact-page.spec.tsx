import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, stubApi, type ApiStub } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const ADDRESS = '/api/dashboard/contact/address';
const saved = {
  address: '1 School Road',
  latitude: '12.9',
  longitude: '77.5',
  phone: ['111'],
  email: ['office@school.edu'],
  officeHours: '9-5',
};

function open(): ApiStub {
  const api = stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', ADDRESS, ok({ info: saved }))
    .on('GET', '/api/dashboard/contact/social-media', ok({ info: [] }));
  renderDashboard('/dashboard/contact');
  return api;
}

const value = (label: string) => (screen.getByLabelText<HTMLInputElement>(label)).value;

describe('contact page', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  });

  it('fills the form with the saved details and sends them back as JSON lists of non-blank entries', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open().on('POST', ADDRESS, ok({ message: 'Saved successfully.' }));
    await waitFor(() => expect(value('Address')).toBe('1 School Road'));
    expect(value('Phone 1')).toBe('111');
    expect(screen.getByLabelText('E-mail 1').getAttribute('type')).toBe('email');

    await user.type(screen.getByLabelText('Phone 3'), '33a3');
    await user.type(screen.getByLabelText('E-mail 2'), 'head@school.edu');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));

    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(api.callsTo('POST', ADDRESS)[0].json).toEqual({
      address: '1 School Road',
      latitude: '12.9',
      longitude: '77.5',
      phone: ['111', '333'],
      email: ['office@school.edu', 'head@school.edu'],
      officeHours: '9-5',
      whatsAppChannel: '',
    });
    await waitFor(() => expect(api.callsTo('GET', ADDRESS)).toHaveLength(2));
  });

  it('fills latitude and longitude from the browser location', async () => {
    const user = userEvent.setup({ delay: null });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (done: PositionCallback) =>
          done({ coords: { latitude: 51.5, longitude: -0.12 } } as GeolocationPosition),
      },
    });
    open();
    await waitFor(() => expect(value('Address')).toBe('1 School Road'));
    await user.click(screen.getByRole('button', { name: 'Use current location' }));
    expect(value('Latitude')).toBe('51.5');
    expect(value('Longitude')).toBe('-0.12');
  });

  it('says so when the location cannot be read', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await waitFor(() => expect(value('Address')).toBe('1 School Road'));
    await user.click(screen.getByRole('button', { name: 'Use current location' }));
    expect((await screen.findByRole('alert')).textContent).toContain('location could not be read');
  });

  it("shows 'Failed to add Contact: {message}'", async () => {
    const user = userEvent.setup({ delay: null });
    open().on('POST', ADDRESS, failure(400, 'Up to 3 phone numbers and 3 e-mails are allowed.'));
    await waitFor(() => expect(value('Address')).toBe('1 School Road'));
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to add Contact: Up to 3 phone numbers and 3 e-mails are allowed.',
    );
  });
});

describe('contact page: phones and what was saved', () => {
  it('keeps a phone number as typed (+, spaces) and says what was saved', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open().on('POST', ADDRESS, ok({ message: 'Saved successfully.' }));
    await waitFor(() => expect(value('Address')).toBe('1 School Road'));
    await user.type(screen.getByLabelText('Phone 2'), '+91 80 2345 6789');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Saved: phone numbers.')).toBeTruthy();
    expect((api.callsTo('POST', ADDRESS)[0].json as { phone: string[] }).phone).toEqual(['111', '+91 80 2345 6789']);
  });
});

describe('contact page: the WhatsApp Channel', () => {
  const CHANNEL = 'https://whatsapp.com/channel/0029VaABCdef123GHIjkl456';

  it('shows the saved channel link and sends a new one with the details', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi()
      .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
      .on('GET', ADDRESS, ok({ info: { ...saved, whatsAppChannel: CHANNEL } }))
      .on('GET', '/api/dashboard/contact/social-media', ok({ info: [] }))
      .on('POST', ADDRESS, ok({ message: 'Saved successfully.' }));
    renderDashboard('/dashboard/contact');
    await waitFor(() => expect(value('WhatsApp Channel')).toBe(CHANNEL));
    expect(screen.getByLabelText('WhatsApp Channel').getAttribute('type')).toBe('url');
    await user.clear(screen.getByLabelText('WhatsApp Channel'));
    await user.type(screen.getByLabelText('WhatsApp Channel'), ' https://www.whatsapp.com/channel/0029VaNEW ');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Saved: WhatsApp Channel link.')).toBeTruthy();
    expect((api.callsTo('POST', ADDRESS)[0].json as { whatsAppChannel: string }).whatsAppChannel).toBe('https://www.whatsapp.com/channel/0029VaNEW');
  });

  it("shows the server's message for a link that is not a channel's", async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'The WhatsApp Channel link must be a channel address, like https://whatsapp.com/channel/0029Va….';
    open().on('POST', ADDRESS, failure(400, message));
    await waitFor(() => expect(value('Address')).toBe('1 School Road'));
    await user.type(screen.getByLabelText('WhatsApp Channel'), 'https://chat.whatsapp.com/abc');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Failed to add Contact: ${message}`);
  });
});
