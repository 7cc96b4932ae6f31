import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES } from '@schoolpage/content-contract';
import { failure, ok, stubApi, type ApiStub } from '../testing/api-stub';
import { renderDashboard } from '../testing/render-dashboard';
import { forgetDashboardLanguage } from './dashboard-language';

const LANGUAGE_PATH = '/api/dashboard/profile/language';

function signedIn(dashboardLanguage: string | null = null): ApiStub {
  return stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', '/api/dashboard/profile/info', ok({ info: { userId: 'greenfield', email: 'office@greenfield.edu', isAccountVerified: true, isPublish: false, dashboardLanguage } }))
    .on('POST', LANGUAGE_PATH, (call) => ok({ message: API_MESSAGES.profile.languageSaved, info: (call.json as { language: string }).language }));
}

const languageMenu = () => screen.findByRole('combobox', { name: /Dashboard language|डैशबोर्ड की भाषा/ });

describe('the dashboard language', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetDashboardLanguage();
    document.documentElement.lang = 'en';
  });

  it('switches the top bar, the menu and the page to Hindi at once, and keeps the choice on the account and in the browser', async () => {
    const api = signedIn();
    renderDashboard('/dashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();

    await userEvent.selectOptions(await languageMenu(), 'hi');

    expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉग आउट करें' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'डैशबोर्ड की भाषा' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'डैशबोर्ड' });
    expect(within(menu).getAllByRole('link')[0]?.firstChild?.textContent).toBe('प्रोफ़ाइल');
    expect(screen.getByText('खाता')).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    await waitFor(() => expect(api.callsTo('POST', LANGUAGE_PATH).map((call) => call.json)).toEqual([{ language: 'hi' }]));
    expect(localStorage.getItem('schoolpage.dashboardLanguage')).toBe('hi');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'डैशबोर्ड की भाषा' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it("follows the person: the language kept on their account is taken when the profile is read", async () => {
    signedIn('hi');
    renderDashboard('/dashboard/profile');
    expect(await screen.findByRole('button', { name: 'लॉग आउट करें' })).toBeTruthy();
    expect(localStorage.getItem('schoolpage.dashboardLanguage')).toBe('hi');
  });

  it('paints the first screen in the language this browser remembers, before the profile is read', async () => {
    localStorage.setItem('schoolpage.dashboardLanguage', 'hi');
    stubApi().on('GET', '/api/auth/isauth', () => ({ status: 200, body: new Promise(() => undefined) }));
    renderDashboard('/dashboard/profile');
    expect(screen.getByText('आपका सत्र जाँचा जा रहा है...').getAttribute('role')).toBe('status');
  });

  it('shows the server’s messages in Hindi, and goes back to the language before when the choice cannot be saved', async () => {
    const api = signedIn('hi');
    api.on('POST', '/api/auth/logout', failure(500));
    renderDashboard('/dashboard/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'लॉग आउट करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('लॉग आउट नहीं हो सका।');

    api.on('POST', LANGUAGE_PATH, failure(429, API_MESSAGES.auth.tooManyRequests));
    await userEvent.selectOptions(await languageMenu(), 'en');
    await waitFor(() => expect(screen.getByRole('button', { name: 'लॉग आउट करें' })).toBeTruthy());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'आपकी डैशबोर्ड की भाषा सहेजी नहीं जा सकी: बहुत अधिक अनुरोध। कृपया एक मिनट रुककर फिर से कोशिश करें।',
    );
  });
});
