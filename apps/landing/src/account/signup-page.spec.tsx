import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUNTRIES, PASSWORD_HINT, PASSWORD_RULE_MESSAGE } from '@schoolpage/content-contract';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { renderAtRoute } from '@schoolpage/ui/testing';
import { SignupPage } from './signup-page';

const loggedOut = { '/api/auth/isauth': { loggedIn: false } };
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create Account' });
/** What a control's aria-describedby reads out with it. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** Puts a value into an empty field as a paste does (the field's own typing is not what these tests check). */
async function fillIn(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function fillRequired(password = 'Secret123') {
  await fillIn(screen.getByLabelText('Organization Name'), 'Green Valley School');
  await fillIn(screen.getByLabelText('User ID'), 'greenvalley');
  await fillIn(screen.getByLabelText('Email address'), 'office@greenvalley.edu');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
  await fillIn(screen.getByLabelText('Password'), password);
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

  it('shows the hints, and marks Create Account disabled, saying why, until every required field is filled and I Agree is ticked', async () => {
    stubFetch().mockImplementation(answerByPath(loggedOut));
    renderAtRoute(<SignupPage />, '/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect(description(screen.getByLabelText('Password'))).toBe('At least 8 characters, with uppercase, lowercase, and number. Symbols and spaces are allowed.');
    expect(description(screen.getByLabelText('User ID'))).toBe('You will sign in with this, or with your e-mail');

    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(description(submitButton())).toBe('To create your account, fill in Organization Name, User ID, Email address and Password and tick I Agree.');
    await fillIn(screen.getByLabelText('Organization Name'), 'Green Valley School');
    await fillIn(screen.getByLabelText('User ID'), 'greenvalley');
    await fillIn(screen.getByLabelText('Email address'), 'office@greenvalley.edu');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'India');
    await fillIn(screen.getByLabelText('Password'), 'Secret123');
    expect(description(submitButton())).toBe('To create your account, tick I Agree.');
    await userEvent.click(screen.getByRole('checkbox', { name: /I Agree/ }));
    expect(submitButton().hasAttribute('aria-disabled')).toBe(false);
    expect(submitButton().hasAttribute('aria-describedby')).toBe(false);
    await userEvent.clear(screen.getByLabelText('User ID'));
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('pressing Create Account early shows every problem beside its field at once, sends nothing and goes to the first', async () => {
    const fetchSpy = stubFetch().mockImplementation(registerAnswers(() => jsonResponse({ success: true })));
    renderAtRoute(<SignupPage />, '/signup');
    await fillIn(screen.getByLabelText('Organization Name'), 'Green Valley School');
    await fillIn(screen.getByLabelText('User ID'), 'w c');
    await fillIn(screen.getByLabelText('Email address'), 'office@greenvalley');
    await fillIn(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(submitButton());

    const userId = screen.getByLabelText('User ID');
    expect(userId.getAttribute('aria-invalid')).toBe('true');
    expect(description(userId)).toBe('User ID must be 3 to 40 characters: letters, digits, dot, dash or underscore. You will sign in with this, or with your e-mail');
    expect(description(screen.getByLabelText('Email address'))).toBe('Please enter a valid email address.');
    expect(description(screen.getByLabelText('Password'))).toBe(`${PASSWORD_RULE_MESSAGE} ${PASSWORD_HINT}`);
    expect(description(screen.getByRole('checkbox', { name: /I Agree/ }))).toBe('Please tick I Agree to accept the Terms & Conditions.');
    expect(screen.getByLabelText('Organization Name').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(userId);
    expect(requestsSent(fetchSpy).some((r) => r.url === '/api/auth/register')).toBe(false);
  });

  it('says what is wrong with a field as soon as it is left with a wrong value', async () => {
    stubFetch().mockImplementation(answerByPath(loggedOut));
    renderAtRoute(<SignupPage />, '/signup');
    const email = screen.getByLabelText('Email address');
    await userEvent.click(screen.getByLabelText('Organization Name'));
    await userEvent.tab();
    // Passing by an empty field says nothing yet.
    expect(screen.getByLabelText('Organization Name').hasAttribute('aria-invalid')).toBe(false);
    await userEvent.type(email, 'office@');
    await userEvent.tab();
    expect(description(email)).toBe('Please enter a valid email address.');
    await userEvent.type(email, 'greenvalley.edu');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it.each([
    [['en-GB', 'en'], 'unitedKingdom'],
    [['en'], 'india'],
  ])('preselects the country of the browser languages %j: %s', (languages, country) => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    stubFetch().mockImplementation(answerByPath(loggedOut));
    renderAtRoute(<SignupPage />, '/signup');
    expect(screen.getByLabelText<HTMLSelectElement>('Country').value).toBe(country);
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
    await fillIn(screen.getByLabelText('Phone (optional)'), '9876543210');
    await userEvent.click(submitButton());
    await screen.findByTestId('location');
    const register = requestsSent(fetchSpy).find((r) => r.url === '/api/auth/register');
    expect((register?.body as { phone?: string }).phone).toBe('9876543210');
  });

  it('puts a user ID the server says is taken beside the field, until it is changed', async () => {
    stubFetch().mockImplementation(registerAnswers(() => jsonResponse({ success: false, message: 'This user ID is already taken.' }, 409)));
    renderAtRoute(<SignupPage />, '/signup');
    await fillRequired();
    await userEvent.click(submitButton());
    const userId = screen.getByLabelText('User ID');
    await waitFor(() => expect(userId.getAttribute('aria-invalid')).toBe('true'));
    expect(description(userId)).toBe('This user ID is already taken. You will sign in with this, or with your e-mail');
    expect(document.activeElement).toBe(userId);
    expect(screen.queryByRole('alert')).toBeNull();
    await fillIn(userId, '2');
    expect(userId.hasAttribute('aria-invalid')).toBe(false);
    // After a submit every problem shows at once, also a field emptied again.
    const name = screen.getByLabelText('Organization Name');
    await userEvent.clear(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
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
