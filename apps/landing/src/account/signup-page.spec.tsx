import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRIES, PASSWORD_RULE_MESSAGE } from '@schoolpage/content-contract';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { renderAtRoute } from '@schoolpage/ui/testing';
import { SignupPage } from './signup-page';

const loggedOut = { '/api/auth/isauth': { loggedIn: false } };
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create Account' });

async function fillRequired(password = 'Secret123') {
  await userEvent.type(screen.getByLabelText('Organization Name'), 'Green Valley School');
  await userEvent.type(screen.getByLabelText('User ID'), 'greenvalley');
  await userEvent.type(screen.getByLabelText('Email address'), 'office@greenvalley.edu');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('checkbox', { name: /I Agree/ }));
}

function registerAnswers(register: () => Response | Promise<Response>) {
  return answerByPath({ ...loggedOut, '/api/auth/register': register, '/api/auth/login': { success: true } });
}

describe('SignupPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers every country of the contract by name, with its camelCase code as value', () => {
    stubFetch().mockImplementation(answerByPath(loggedOut));
    renderAtRoute(<SignupPage />, '/signup');
    const options = Array.from((screen.getByLabelText<HTMLSelectElement>('Country')).options).slice(1);
    expect(options).toHaveLength(COUNTRIES.length);
    expect(options.length).toBeGreaterThanOrEqual(120);
    const uk = options.find((option) => option.textContent === 'United Kingdom');
    expect(uk?.value).toBe('unitedKingdom');
  });

  it('shows the password hint and enables submit only when every required field is filled and I Agree is ticked', async () => {
    stubFetch().mockImplementation(answerByPath(loggedOut));
    renderAtRoute(<SignupPage />, '/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    const password = screen.getByLabelText('Password');
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('At least 8 characters, with uppercase, lowercase, and number.');

    expect(submitButton().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Organization Name'), 'Green Valley School');
    await userEvent.type(screen.getByLabelText('User ID'), 'greenvalley');
    await userEvent.type(screen.getByLabelText('Email address'), 'office@greenvalley.edu');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'India');
    await userEvent.type(password, 'Secret123');
    expect(submitButton().disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /I Agree/ }));
    expect(submitButton().disabled).toBe(false);
    await userEvent.clear(screen.getByLabelText('User ID'));
    expect(submitButton().disabled).toBe(true);
  });

  it('registers without the optional phone, shows the submitting state and goes to the dashboard', async () => {
    let finish: (r: Response) => void = () => undefined;
    const fetchSpy = stubFetch().mockImplementation(registerAnswers(() => new Promise((done) => (finish = done))));
    renderAtRoute(<SignupPage />, '/signup');
    await fillRequired();
    await userEvent.click(submitButton());

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Creating account...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('spinner')).toBeTruthy();
    expect(screen.getByLabelText('Organization Name').matches(':disabled')).toBe(true);

    finish(jsonResponse({ success: true, message: 'Account created' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(requestsSent(fetchSpy).filter((r) => r.method === 'POST')).toEqual([
      {
        url: '/api/auth/register',
        method: 'POST',
        body: {
          organizationName: 'Green Valley School',
          userId: 'greenvalley',
          email: 'office@greenvalley.edu',
          country: 'unitedKingdom',
          password: 'Secret123',
        },
      },
      { url: '/api/auth/login', method: 'POST', body: { userId: 'greenvalley', password: 'Secret123' } },
    ]);
  });

  it('sends the phone number when one is given', async () => {
    const fetchSpy = stubFetch().mockImplementation(registerAnswers(() => jsonResponse({ success: true })));
    renderAtRoute(<SignupPage />, '/signup');
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '9876543210');
    await userEvent.click(submitButton());
    await screen.findByTestId('location');
    const register = requestsSent(fetchSpy).find((r) => r.url === '/api/auth/register');
    expect((register?.body as { phone?: string }).phone).toBe('9876543210');
  });

  it('refuses a password that breaks the rule without calling the API', async () => {
    const fetchSpy = stubFetch().mockImplementation(registerAnswers(() => jsonResponse({ success: true })));
    renderAtRoute(<SignupPage />, '/signup');
    await fillRequired('secret12');
    await userEvent.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe(PASSWORD_RULE_MESSAGE);
    expect(requestsSent(fetchSpy).some((r) => r.url === '/api/auth/register')).toBe(false);
  });

  it.each([
    ['a refusal with a message', () => jsonResponse({ success: false, message: 'User ID already taken.' }), 'User ID already taken.'],
    ['a refusal without a message', () => jsonResponse({ success: false }), 'Registration failed.'],
    ['a request error with a message', () => jsonResponse({ message: 'E-mail already registered.' }, 409), 'E-mail already registered.'],
    ['a request error without a message', () => Promise.reject(new TypeError('offline')), 'Something went wrong. Please try again.'],
  ])('shows the right message for %s', async (_case, register, message) => {
    stubFetch().mockImplementation(registerAnswers(register));
    renderAtRoute(<SignupPage />, '/signup');
    await fillRequired();
    await userEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(submitButton().disabled).toBe(false);
  });

  it('still goes to the dashboard when the sign-in after registration fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch().mockImplementation(
      answerByPath({ ...loggedOut, '/api/auth/register': () => jsonResponse({ success: true }) }),
    );
    renderAtRoute(<SignupPage />, '/signup');
    await fillRequired();
    await userEvent.click(submitButton());
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });

  it('sends a visitor who already has a session to the dashboard', async () => {
    stubFetch().mockImplementation(answerByPath({ '/api/auth/isauth': { loggedIn: true } }));
    renderAtRoute(<SignupPage />, '/signup');
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
  });
});
