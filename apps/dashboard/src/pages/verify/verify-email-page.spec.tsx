import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, stubApi } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const VERIFY = '/api/dashboard/profile/verify-email';

function open() {
  const api = stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', '/api/dashboard/profile/info', ok({ info: { userId: 'u', isAccountVerified: true } }));
  renderDashboard('/dashboard/verifyemail', { verifyEmail: true });
  return api;
}

describe('verify email page', () => {
  it('asks for the code once when it is empty', async () => {
    const user = userEvent.setup();
    const api = open();
    await user.click(await screen.findByRole('button', { name: 'Verify Account' }));
    expect(screen.getAllByText('Please enter a valid email address.')).toHaveLength(1);
    expect(api.callsTo('POST', VERIFY)).toHaveLength(0);
  });

  it('takes digits only, sends {otp} and returns to the profile', async () => {
    const user = userEvent.setup();
    const api = open().on('POST', VERIFY, ok({ message: 'Your account is verified.' }));
    const input = await screen.findByLabelText('Verification code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await user.type(input, '12ab34567');
    expect((input as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(api.callsTo('POST', VERIFY)[0].json).toEqual({ otp: '123456' });
    expect(await screen.findByText('Your account is verified.')).toBeTruthy();
  });

  it("shows the server message, or 'Failed to verify Account.' without one", async () => {
    const user = userEvent.setup();
    const api = open().on('POST', VERIFY, failure(400, 'The code is wrong or has expired.'));
    await user.type(await screen.findByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or has expired.');

    api.on('POST', VERIFY, failure(400));
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to verify Account.'));
  });
});
