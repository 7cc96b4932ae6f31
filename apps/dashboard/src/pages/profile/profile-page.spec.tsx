import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestUrl } from '@schoolpage/api-client/testing';
import { failure, ok, stubApi, type ApiStub } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const INFO = '/api/dashboard/profile/info';
const ORG_INFO = '/api/dashboard/home/orginfo';
const CONTACT = '/api/dashboard/contact/address';
const base = {
  userId: 'greenfield',
  email: 'office@greenfield.edu',
  phone: '9876543210',
  country: 'unitedKingdom',
  isAccountVerified: false,
  isPublish: false,
};

function withProfile(info: Record<string, unknown>): ApiStub {
  return stubApi().on('GET', '/api/auth/isauth', ok({ loggedIn: true })).on('GET', INFO, ok({ info }));
}

describe('profile page', () => {
  it("shows 'Profile Loading ....' until the profile arrives", async () => {
    let answer: (value: unknown) => void = () => undefined;
    stubApi().on('GET', '/api/auth/isauth', ok({ loggedIn: true }));
    const pending = new Promise((resolve) => (answer = resolve));
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (requestUrl(input) === INFO) {
        await pending;
        return { ok: true, status: 200, json: async () => ({ success: true, info: base }) } as Response;
      }
      return realFetch(input, init);
    }) as typeof fetch;
    renderDashboard('/dashboard');
    expect(await screen.findByText('Profile Loading ....')).toBeTruthy();
    answer(undefined);
    expect(await screen.findByText('office@greenfield.edu')).toBeTruthy();
    expect(screen.queryByText('Profile Loading ....')).toBeNull();
  });

  it('shows the account: default avatar, user id, e-mail, country name, Unverified badge and the info alert', async () => {
    withProfile(base);
    renderDashboard('/dashboard/profile');
    expect(await screen.findByText('office@greenfield.edu')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Default avatar' })).toBeTruthy();
    expect(screen.getByText('United Kingdom')).toBeTruthy();
    expect(screen.getByText('Unverified')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('to access all features');
    expect(screen.getByRole('button', { name: 'Verify Account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish Website' })).toBeTruthy();
  });

  it("shows a teacher their own details, with their own phone to add, and the school's after them as the school's", async () => {
    withProfile({ ...base, userId: 'meera', email: 'meera@greenfield.edu', phone: '', role: 'contributor', isAccountVerified: true, board: 'CBSE', organizationName: 'Greenfield School' });
    renderDashboard('/dashboard/profile');
    await screen.findByText('meera@greenfield.edu');
    const rows = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'User ID: meera',
      'E-mail: meera@greenfield.edu',
      'Role: Contributor',
      'Phone: Not addedEdit phone',
      'School: Greenfield School',
      'Country: United Kingdom',
      'Board: CBSE',
      'Time zone: Asia/Kolkata',
    ]);
  });

  it('shows the logo, Verified badge, no notice and no Verify button for a verified account', async () => {
    withProfile({ ...base, isAccountVerified: true, organizationLogo: '/api/files/logo.png', isPublish: true });
    renderDashboard('/dashboard');
    const logo = await screen.findByRole('img', { name: 'Organization logo' });
    expect(logo.getAttribute('src')).toBe('/api/files/logo.png');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify Account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide Website' })).toBeTruthy();
  });

  it('requests the code and goes to the verify page, saying it was sent', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withProfile(base).on('POST', '/api/dashboard/profile/verify-email-otp', ok({ message: 'Sent', retryAfterSeconds: 60 }));
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Sent'));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/verifyemail');
    expect(api.callsTo('POST', '/api/dashboard/profile/verify-email-otp')).toHaveLength(1);
  });

  it('opens the code box also when the server will not send another code yet, counting down the wait', async () => {
    const user = userEvent.setup({ delay: null });
    const cooldown = 'A code was sent a moment ago. Please wait a minute before asking for a new one.';
    withProfile(base).on('POST', '/api/dashboard/profile/verify-email-otp', { status: 429, body: { success: false, message: cooldown, retryAfterSeconds: 42 } });
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/verifyemail');
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(cooldown));
    expect(screen.getByRole('button', { name: /^Send the code again \(0:4[12]\)$/ }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the server message when the code cannot be sent', async () => {
    const user = userEvent.setup({ delay: null });
    withProfile(base).on('POST', '/api/dashboard/profile/verify-email-otp', failure(429, 'Please wait a minute.'));
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByText('Please wait a minute.')).toBeTruthy();
  });

  it('publishes, reloads the profile and then offers Hide Website', async () => {
    const user = userEvent.setup({ delay: null });
    const verified = { ...base, isAccountVerified: true };
    const api = withProfile(verified)
      .on('GET', ORG_INFO, ok({ info: { organizationName: 'Greenfield', welcomeMessage: 'Hello', organizationImage: '/api/files/h.png' } }))
      .on('GET', CONTACT, ok({ info: { address: '1 Hill Road', phone: [], email: [] } }))
      .on('POST', '/api/dashboard/profile/publish-web', () => {
      api.on('GET', INFO, ok({ info: { ...verified, isPublish: true } }));
      return ok({ message: 'Your website is now published.' });
    });
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Publish Website' }));
    expect(await screen.findByRole('button', { name: 'Hide Website' })).toBeTruthy();
    expect(screen.getByText('Your website is now published.')).toBeTruthy();
  });

  it("hides the website and shows 'An error occurred.' when unpublishing fails silently", async () => {
    const user = userEvent.setup({ delay: null });
    withProfile({ ...base, isPublish: true }).on('POST', '/api/dashboard/profile/unpublish-web', failure(500));
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Hide Website' }));
    expect(await screen.findByText('An error occurred.')).toBeTruthy();
  });

  it("shows the phone as people read it, in the account's country", async () => {
    withProfile({ ...base, phone: '919829011111', country: 'india' });
    renderDashboard('/dashboard');
    expect(await screen.findByText('+91 98290 11111')).toBeTruthy();
  });

  it('edits the phone: checks, saves {phone}, and returns to the display', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withProfile(base).on('POST', '/api/dashboard/profile/profile-update', () => {
      api.on('GET', INFO, ok({ info: { ...base, phone: '1234567' } }));
      return ok({ message: 'Phone number updated.' });
    });
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Edit phone' }));
    const input = screen.getByLabelText('New phone number');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(screen.getAllByText('Please enter Phone number before submitting.')).toHaveLength(1);

    await user.type(input, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(screen.getAllByText('Phone number must be Different from the Previous number.')).toHaveLength(1);

    await user.clear(input);
    await user.type(input, '12a34567');
    expect((input as HTMLInputElement).value).toBe('1234567');
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(await screen.findByText('Phone number updated.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/dashboard/profile/profile-update')[0].json).toEqual({ phone: '1234567' });
    expect(await screen.findByText('1234567')).toBeTruthy();
    expect(screen.queryByLabelText('New phone number')).toBeNull();
  });

  it("shows 'Failed to Update Number: {message}' when the phone update fails", async () => {
    const user = userEvent.setup({ delay: null });
    withProfile(base).on('POST', '/api/dashboard/profile/profile-update', failure(400, 'Phone is invalid.'));
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Edit phone' }));
    await user.clear(screen.getByLabelText('New phone number'));
    await user.type(screen.getByLabelText('New phone number'), '555');
    await user.click(screen.getByRole('button', { name: 'Save phone' }));
    await waitFor(() => expect(screen.getByText('Failed to Update Number: Phone is invalid.')).toBeTruthy());
  });
});

describe('publishing', () => {
  const verified = { ...base, isAccountVerified: true };

  it('lists what is still empty and asks before publishing an incomplete site', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withProfile(verified)
      .on('GET', ORG_INFO, ok({ info: { organizationName: 'Greenfield', welcomeMessage: '', organizationImage: '' } }))
      .on('GET', CONTACT, ok({ info: { address: '', phone: [], email: [] } }))
      .on('POST', '/api/dashboard/profile/publish-web', ok({ message: 'Your website is now published.' }));
    renderDashboard('/dashboard');
    const checklist = await screen.findByRole('region', { name: 'Before you publish' });
    await waitFor(() => expect(checklist.textContent).toContain('Welcome message: still empty'));
    expect(checklist.textContent).toContain('School name: done');
    expect(checklist.textContent).toContain('E-mail address verified: done');
    expect(screen.getByRole('link', { name: 'Fill in contact details' }).getAttribute('href')).toBe('/dashboard/contact');

    await user.click(screen.getByRole('button', { name: 'Publish Website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish with empty parts?' });
    expect(dialog.textContent).toContain('Still empty: welcome message, welcome (hero) image and contact details.');
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(api.callsTo('POST', '/api/dashboard/profile/publish-web')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish Website' }));
    await user.click(await screen.findByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('Your website is now published.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/dashboard/profile/publish-web')).toHaveLength(1);
  });

  it('says a verified e-mail address is needed, sends nothing, and offers to verify it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withProfile(base).on('POST', '/api/dashboard/profile/verify-email-otp', ok({ message: 'Code sent.' }));
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Publish Website' }));
    expect(await screen.findByText('Please verify your e-mail address before publishing your website.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/dashboard/profile/publish-web')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Verify your e-mail address' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/verifyemail'));
  });

  it('shows the site status and "View my site" on every page', async () => {
    withProfile({ ...verified, isPublish: true, slug: 'greenfield', siteUrl: 'http://localhost/s/greenfield' }).on('GET', '/api/dashboard/about/faq', ok({ info: [] }));
    renderDashboard('/dashboard/about');
    expect(await screen.findByText('Published')).toBeTruthy();
    const view = screen.getAllByRole('link', { name: /View my site/ })[0];
    expect(view.getAttribute('href')).toBe('http://localhost/s/greenfield');
    expect(view.getAttribute('target')).toBe('_blank');
  });

  it("keeps the school's board, and for a CBSE school asks for its Mandatory Public Disclosure before publishing", async () => {
    const user = userEvent.setup({ delay: null });
    let board: string | null = null;
    const api = stubApi()
      .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
      .on('GET', INFO, () => ok({ info: { ...base, isAccountVerified: true, board } }))
      .on('GET', '/api/dashboard/disclosure', ok({ info: { completeness: { percent: 45, missing: [], expiring: [], expired: [] }, documents: [] } }))
      .on('POST', '/api/dashboard/profile/board', (call) => {
        board = (call.json as { board: string }).board;
        return ok({ message: 'Board saved.', info: board });
      });
    renderDashboard('/dashboard');
    const select = await screen.findByRole('combobox', { name: 'Board' });
    expect(screen.getByRole('region', { name: 'Before you publish' }).textContent).not.toContain('Mandatory Public Disclosure');
    await user.selectOptions(select, 'CBSE');
    expect(await screen.findByText('Board saved.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/dashboard/profile/board')[0]?.json).toEqual({ board: 'CBSE' });
    const checklist = screen.getByRole('region', { name: 'Before you publish' });
    await waitFor(() => expect(checklist.textContent).toContain('Mandatory Public Disclosure: 45% complete'));
    expect(screen.getByRole('link', { name: 'Complete mandatory public disclosure' }).getAttribute('href')).toBe('/dashboard/mandatory-disclosure');
  });
});
