import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { probedState, renderAtRoute } from '@schoolpage/ui/testing';
import { ResetPasswordPage } from './reset-password-page';

const arriving = { email: 'office@greenvalley.edu', notice: 'OTP sent to your e-mail.' };

async function fillIn(otp: string, newPassword: string) {
  if (otp) await userEvent.type(screen.getByLabelText('OTP'), otp);
  if (newPassword) await userEvent.type(screen.getByLabelText('New Password'), newPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('goes to /login when no e-mail came with the navigation', async () => {
    renderAtRoute(<ResetPasswordPage />, '/resetpassword');
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it('fills in the e-mail it was given and shows the notice of the sent code', () => {
    renderAtRoute(<ResetPasswordPage />, '/resetpassword', arriving);
    expect((screen.getByLabelText<HTMLInputElement>('Email address')).value).toBe('office@greenvalley.edu');
    expect(screen.getByRole('alert').textContent).toBe('OTP sent to your e-mail.');
    expect(screen.getByLabelText('OTP').getAttribute('inputmode')).toBe('numeric');
  });

  it('keeps only digits in the OTP field, at most 6', async () => {
    renderAtRoute(<ResetPasswordPage />, '/resetpassword', arriving);
    await userEvent.type(screen.getByLabelText('OTP'), '12a34b5678');
    expect((screen.getByLabelText<HTMLInputElement>('OTP')).value).toBe('123456');
  });

  it.each([
    ['a short OTP', '12345', 'Secret123', undefined],
    ['an empty new password', '123456', '', undefined],
    ['a bad e-mail', '123456', 'Secret123', 'office@greenvalley'],
  ])("refuses %s with 'Please fill in all fields correctly.'", async (_case, otp, password, email) => {
    const fetchSpy = stubFetch();
    renderAtRoute(<ResetPasswordPage />, '/resetpassword', arriving);
    if (email !== undefined) {
      await userEvent.clear(screen.getByLabelText('Email address'));
      await userEvent.type(screen.getByLabelText('Email address'), email);
    }
    await fillIn(otp, password);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please fill in all fields correctly.']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("resets the password and goes to /login with 'Password reset successfully!'", async () => {
    let finish: (r: Response) => void = () => undefined;
    const fetchSpy = stubFetch().mockImplementation(
      answerByPath({ '/api/auth/reset-password': () => new Promise<Response>((done) => (finish = done)) }),
    );
    renderAtRoute(<ResetPasswordPage />, '/resetpassword', arriving);
    await fillIn('123456', 'NewSecret1');
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Resetting...' })).getAttribute('aria-disabled')).toBe('true');

    finish(jsonResponse({ success: true }));
    const probe = await screen.findByTestId('location');
    expect(probe.textContent).toBe('/login');
    expect(probedState(probe)).toEqual({ notice: 'Password reset successfully!' });
    expect(requestsSent(fetchSpy)).toEqual([
      {
        url: '/api/auth/reset-password',
        method: 'POST',
        body: { email: 'office@greenvalley.edu', otp: '123456', newPassword: 'NewSecret1' },
      },
    ]);
  });

  it.each([
    ['a refusal with a message', () => jsonResponse({ success: false, message: 'Invalid or expired code.' }), 'Invalid or expired code.'],
    ['a request error with a message', () => jsonResponse({ message: 'Invalid or expired code.' }, 400), 'Invalid or expired code.'],
    ['a refusal without a message', () => jsonResponse({ success: false }), 'Something went wrong.'],
    ['a request error without a message', () => Promise.reject(new TypeError('offline')), 'Something went wrong.'],
  ])('shows the right message for %s', async (_case, answer, message) => {
    stubFetch().mockImplementation(answerByPath({ '/api/auth/reset-password': answer }));
    renderAtRoute(<ResetPasswordPage />, '/resetpassword', arriving);
    await fillIn('123456', 'NewSecret1');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
