import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, stubApi } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const VERIFY = '/api/dashboard/profile/verify-email';
const SEND = '/api/dashboard/profile/verify-email-otp';
const COOLDOWN = 'A code was sent a moment ago. Please wait a minute before asking for a new one.';

function open(state?: unknown) {
  const api = stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', '/api/dashboard/profile/info', ok({ info: { userId: 'u', email: 'office@school.edu', isAccountVerified: false } }));
  renderDashboard('/dashboard/verifyemail', state);
  return api;
}

const resendButton = () => screen.getByRole('button', { name: /^Send the code again/ });

describe('verify email page', () => {
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('asks for the code once when it is empty', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open();
    await user.click(await screen.findByRole('button', { name: 'Verify Account' }));
    expect(screen.getAllByText('Please enter a valid email address.')).toHaveLength(1);
    expect(api.callsTo('POST', VERIFY)).toHaveLength(0);
  });

  it('takes digits only, sends {otp} and returns to the profile', async () => {
    const user = userEvent.setup({ delay: null });
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

  it('takes a pasted code, spaced or inside the e-mail text', async () => {
    open();
    const input = await screen.findByLabelText<HTMLInputElement>('Verification code');
    fireEvent.paste(input, { clipboardData: { getData: () => '123 456' } });
    expect(input.value).toBe('123456');
    fireEvent.paste(input, { clipboardData: { getData: () => 'Your verification code is 654321\n\nIt is valid for 10 minutes.' } });
    expect(input.value).toBe('654321');
    expect(screen.getByText('The 6-digit code sent to office@school.edu.')).toBeTruthy();
  });

  it("shows the server message, or 'Failed to verify Account.' without one, with the resend button right there", async () => {
    const user = userEvent.setup({ delay: null });
    const api = open().on('POST', VERIFY, failure(400, 'The code is wrong or has expired. Please check it or ask for a new one.'));
    await user.type(await screen.findByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or has expired. Please check it or ask for a new one.');
    expect(resendButton().getAttribute('aria-disabled')).toBeNull();

    api.on('POST', VERIFY, failure(400));
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to verify Account.'));
  });

  it('counts down the wait the profile handed over, then lets the code be sent again', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const api = open({ resendAt: 1_000_000 + 42_000, notice: { tone: 'success', text: 'A 6-digit code has been sent to your e-mail.' } });
    expect(await screen.findByText('A 6-digit code has been sent to your e-mail.')).toBeTruthy();
    expect(resendButton().textContent).toBe('Send the code again (0:42)');
    expect(resendButton().getAttribute('aria-disabled')).toBe('true');
    await act(async () => jest.advanceTimersByTime(2_000));
    expect(resendButton().textContent).toBe('Send the code again (0:40)');
    fireEvent.click(resendButton());
    expect(api.callsTo('POST', SEND)).toHaveLength(0);

    await act(async () => jest.advanceTimersByTime(40_000));
    expect(resendButton().textContent).toBe('Send the code again');
    expect(resendButton().getAttribute('aria-disabled')).toBeNull();
    api.on('POST', SEND, ok({ message: 'A 6-digit code has been sent to your e-mail.', retryAfterSeconds: 60 }));
    fireEvent.click(resendButton());
    await waitFor(() => expect(resendButton().textContent).toBe('Send the code again (1:00)'));
    expect(api.callsTo('POST', SEND)).toHaveLength(1);
  });

  it('counts down a wait started in another tab, and tells other tabs of the wait it starts', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const api = open().on('POST', SEND, ok({ message: 'A 6-digit code has been sent to your e-mail.', retryAfterSeconds: 60 }));
    await screen.findByLabelText('Verification code');
    expect(resendButton().textContent).toBe('Send the code again');
    // Another tab asked for a code: its wait ends in 50 s.
    act(() => {
      localStorage.setItem('schoolpage.verification.resendAt', String(1_000_000 + 50_000));
      window.dispatchEvent(new StorageEvent('storage', { key: 'schoolpage.verification.resendAt', newValue: String(1_000_000 + 50_000) }));
    });
    expect(resendButton().textContent).toBe('Send the code again (0:50)');
    expect(resendButton().getAttribute('aria-disabled')).toBe('true');
    await act(async () => jest.advanceTimersByTime(50_000));
    expect(resendButton().textContent).toBe('Send the code again');

    fireEvent.click(resendButton());
    await waitFor(() => expect(resendButton().textContent).toBe('Send the code again (1:00)'));
    expect(api.callsTo('POST', SEND)).toHaveLength(1);
    expect(Number(localStorage.getItem('schoolpage.verification.resendAt'))).toBe(Date.now() + 60_000);
  });

  it('opened in a new tab during a wait started elsewhere, counts it down at once', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    localStorage.setItem('schoolpage.verification.resendAt', String(1_000_000 + 20_000));
    open();
    await screen.findByLabelText('Verification code');
    expect(resendButton().textContent).toBe('Send the code again (0:20)');
  });

  it('within the server’s cooldown, says so and counts down what is left; the code box stays', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open().on('POST', SEND, { status: 429, body: { success: false, message: COOLDOWN, retryAfterSeconds: 30 } });
    await user.click(await screen.findByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(COOLDOWN));
    await waitFor(() => expect(resendButton().textContent).toMatch(/^Send the code again \(0:(30|29)\)$/));
    expect(api.callsTo('POST', SEND)).toHaveLength(1);
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
  });
});
