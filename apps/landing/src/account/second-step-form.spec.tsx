import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByPath, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { renderAtRoute } from '@schoolpage/ui/testing';
import { LoginPage } from './login-page';

describe('log-in with a second step', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the authenticator code after the right password, and sends it', async () => {
    const fetch = stubFetch().mockImplementation(
      answerByPath({
        '/api/auth/isauth': { loggedIn: false },
        '/api/auth/login': { success: true, twoStepRequired: true, message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.' },
        '/api/auth/login/two-step': { success: true, message: 'Logged in successfully.' },
      }),
    );
    renderAtRoute(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText('User ID or e-mail'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(requestsSent(fetch).find((r) => r.url.endsWith('/api/auth/login/two-step'))?.body).toEqual({ code: '123456' }));
  });
});
