import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LANDING_ROUTES } from '@schoolpage/content-contract';
import { answerByPath, stubFetch } from '@schoolpage/api-client/testing';
import LandingApp from './app';

const TITLES: Record<(typeof LANDING_ROUTES)[number], string> = {
  '/': 'Bring your school online',
  '/about': 'About SchoolPage',
  '/login': 'Log in to Dashboard',
  '/signup': 'Create Account',
  '/forgotpassword': 'Forgot password',
  '/resetpassword': 'Reset password',
  '/terms-and-conditions': 'Terms & Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/contact': 'Contact us',
};

describe('LandingApp', () => {
  beforeEach(() => stubFetch().mockImplementation(answerByPath({ '/api/auth/isauth': { loggedIn: false } })));
  afterEach(() => jest.restoreAllMocks());

  it.each(LANDING_ROUTES.map((path) => [path]))('renders the page of %s', async (path) => {
    const state = path === '/resetpassword' ? { email: 'office@greenvalley.edu' } : undefined;
    render(
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <LandingApp />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TITLES[path]);
    if (path === '/') await screen.findByText('900+');
  });

  it('ignores a trailing slash', () => {
    render(
      <MemoryRouter initialEntries={['/about/']}>
        <LandingApp />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About SchoolPage');
  });

  it('ignores letter case, as the shell\'s routes do', () => {
    render(
      <MemoryRouter initialEntries={['/Contact']}>
        <LandingApp />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact us');
  });

  it('places the search box it is given on the home page', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <LandingApp searchBox={<button type="button">search remote box</button>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'search remote box' })).toBeTruthy();
    await screen.findByText('900+');
  });
});
