import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { renderAtRoute } from '@schoolpage/ui/testing';
import { LoginPage } from './login-page';

const loggedOut = { '/api/auth/isauth': { loggedIn: false } };

async function fillIn(userId: string, password: string) {
  await userEvent.type(screen.getByLabelText('User ID or e-mail'), userId);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('LoginPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the submit button disabled until user ID and password are filled in', async () => {
    stubFetch().mockImplementation(answerByPath(loggedOut));
    renderAtRoute(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Dashboard' })).toBeTruthy();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' });
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('User ID or e-mail'), 'greenvalley');
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    expect(submit.disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgotpassword');
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/signup');
  });

  it('logs in, shows the submitting state, then goes to the dashboard', async () => {
    let finish: (r: Response) => void = () => undefined;
    const fetchSpy = stubFetch().mockImplementation(
      answerByPath({ ...loggedOut, '/api/auth/login': () => new Promise<Response>((done) => (finish = done)) }),
    );
    renderAtRoute(<LoginPage />, '/login');
    await fillIn(' greenvalley ', 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Logging in...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('spinner')).toBeTruthy();
    expect(screen.getByLabelText('User ID or e-mail').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Password').matches(':disabled')).toBe(true);

    finish(jsonResponse({ success: true, message: 'Logged in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(requestsSent(fetchSpy)).toContainEqual({
      url: '/api/auth/login',
      method: 'POST',
      body: { userId: 'greenvalley', password: 'Secret123' },
    });
    expect(fetchSpy.mock.calls.every(([, init]) => init?.credentials === 'include')).toBe(true);
  });

  it("shows the server's message when the log-in is refused", async () => {
    stubFetch().mockImplementation(
      answerByPath({
        ...loggedOut,
        '/api/auth/login': () => jsonResponse({ success: false, message: 'Invalid user ID or password.' }, 401),
      }),
    );
    renderAtRoute(<LoginPage />, '/login');
    await fillIn('greenvalley', 'Wrong1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid user ID or password.');
    expect((screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' })).disabled).toBe(false);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("shows 'Something went wrong.' when the failure carries no message", async () => {
    stubFetch().mockImplementation(
      answerByPath({ ...loggedOut, '/api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')) }),
    );
    renderAtRoute(<LoginPage />, '/login');
    await fillIn('greenvalley', 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
  });

  it('sends a visitor who already has a session to the dashboard', async () => {
    const fetchSpy = stubFetch().mockImplementation(answerByPath({ '/api/auth/isauth': { loggedIn: true } }));
    renderAtRoute(<LoginPage />, '/login');
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(requestsSent(fetchSpy)[0]).toEqual({ url: '/api/auth/isauth', method: 'GET' });
  });

  it('stays on the page when the session check fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch().mockImplementation(answerByPath({}));
    renderAtRoute(<LoginPage />, '/login');
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Log in to Dashboard' })).toBeTruthy();
  });

  it('shows the notice it was sent with, e.g. after a password reset', () => {
    stubFetch().mockImplementation(answerByPath(loggedOut));
    renderAtRoute(<LoginPage />, '/login', { notice: 'Password reset successfully!' });
    expect(screen.getByRole('alert').textContent).toBe('Password reset successfully!');
  });
});
