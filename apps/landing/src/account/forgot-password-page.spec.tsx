import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { probedState, renderAtRoute } from '@schoolpage/ui/testing';
import { ForgotPasswordPage } from './forgot-password-page';

async function submitEmail(email: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
}

describe('ForgotPasswordPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(['', 'office', 'office@school', 'off ice@school.edu'])(
    "refuses %j with 'Please enter a valid email address.' and sends nothing",
    async (email) => {
      const fetchSpy = stubFetch();
      renderAtRoute(<ForgotPasswordPage />, '/forgotpassword');
      await submitEmail(email);
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please enter a valid email address.']);
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('sends the code, then goes to /resetpassword with the e-mail as navigation state', async () => {
    let finish: (r: Response) => void = () => undefined;
    const fetchSpy = stubFetch().mockImplementation(
      answerByPath({ '/api/auth/forgot-password-otp': () => new Promise<Response>((done) => (finish = done)) }),
    );
    renderAtRoute(<ForgotPasswordPage />, '/forgotpassword');
    await submitEmail('office@greenvalley.edu');
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending OTP...' })).getAttribute('aria-disabled')).toBe('true');

    finish(jsonResponse({ success: true, message: 'OTP sent to your e-mail.' }));
    const probe = await screen.findByTestId('location');
    expect(probe.textContent).toBe('/resetpassword');
    expect(probedState(probe)).toEqual({ email: 'office@greenvalley.edu', notice: 'OTP sent to your e-mail.' });
    expect(requestsSent(fetchSpy)).toEqual([
      { url: '/api/auth/forgot-password-otp', method: 'POST', body: { email: 'office@greenvalley.edu' } },
    ]);
  });

  it.each([
    ['no success and no message', () => jsonResponse({ success: false }), 'Failed to send OTP.'],
    ['no success with a message', () => jsonResponse({ success: false, message: 'Try later.' }), 'Try later.'],
    ['a request error with a message', () => jsonResponse({ message: 'Too many requests.' }, 429), 'Too many requests.'],
    ['a request error without a message', () => Promise.reject(new TypeError('offline')), 'Something went wrong.'],
  ])('shows the right message for %s', async (_case, answer, message) => {
    stubFetch().mockImplementation(answerByPath({ '/api/auth/forgot-password-otp': answer }));
    renderAtRoute(<ForgotPasswordPage />, '/forgotpassword');
    await submitEmail('office@greenvalley.edu');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
