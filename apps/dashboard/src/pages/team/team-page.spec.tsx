import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { answerByPath, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { LanguageProvider } from '@schoolpage/words';
import { renderDashboard } from '../../testing/render-dashboard';
import { TeamPage } from './team-page';

const TEAM = [
  { id: 'o1', fullName: '', userId: 'founder', email: 'f@school.test', role: 'owner', status: 'active', lastSeenAt: null },
  { id: 'e1', fullName: 'Asha Rao', userId: 'asha', email: 'asha@school.test', role: 'editor', status: 'active', lastSeenAt: null },
];

function serve(role: string) {
  return stubFetch().mockImplementation(
    answerByPath({
      '/api/auth/isauth': { loggedIn: true },
      '/api/dashboard/profile/info': { success: true, info: { userId: 'me', email: 'me@school.test', role, isPublish: false, slug: 's', siteUrl: 'http://x/s/s' } },
      '/api/dashboard/team': { success: true, info: TEAM },
      '/api/dashboard/team/invitations': {
        success: true,
        message: 'Invitation sent to new@school.test.',
        info: [...TEAM, { id: 'i1', fullName: '', userId: '', email: 'new@school.test', role: 'contributor', status: 'invited', lastSeenAt: null }],
      },
    }),
  );
}

describe('Team page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets an owner invite someone with a role, and shows the invitation', async () => {
    const fetch = serve('owner');
    renderDashboard('/dashboard/team');
    const members = await screen.findByRole('list', { name: 'Members' });
    await waitFor(() => expect(within(members).getByText('Asha Rao')).toBeTruthy());
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@school.test');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'contributor');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@school.test.')).toBeTruthy();
    expect(requestsSent(fetch).find((r) => r.method === 'POST')?.body).toEqual({ email: 'new@school.test', role: 'contributor' });
    expect(within(members).getByRole('button', { name: 'Withdraw invitation of new@school.test' })).toBeTruthy();
    expect(within(members).getByRole('button', { name: 'Remove Asha Rao' })).toBeTruthy();
  });

  it('shows an editor the team without the owner\'s controls, and leaves out what an editor cannot do', async () => {
    serve('editor');
    renderDashboard('/dashboard/team');
    const members = await screen.findByRole('list', { name: 'Members' });
    await waitFor(() => expect(within(members).getByText('Asha Rao')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull());
    expect(within(members).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('leaves the Mandatory Disclosure and Subscribers out of a contributor\'s menu', async () => {
    serve('contributor');
    renderDashboard('/dashboard/team');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Mandatory Disclosure' })).toBeNull());
    expect(within(menu).queryByRole('link', { name: 'Subscribers' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Team' })).toBeTruthy();
  });

  it('speaks Hindi in a Hindi dashboard: headings, fields, roles and buttons', async () => {
    serve('owner');
    render(
      <MemoryRouter>
        <LanguageProvider language="hi">
          <TeamPage />
        </LanguageProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'टीम' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'किसी को आमंत्रित करें' })).toBeTruthy();
    expect(screen.getByLabelText('ई-मेल')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आमंत्रण भेजें' })).toBeTruthy();
    const members = await screen.findByRole('list', { name: 'सदस्य' });
    await waitFor(() => expect(within(members).getByRole('button', { name: 'Asha Rao को हटाएँ' })).toBeTruthy());
    expect(within(members).getAllByRole('option', { name: 'योगदानकर्ता' })).toHaveLength(2);
    expect(within(members).getAllByRole('button', { name: 'भूमिका बदलें' })).toHaveLength(2);
    expect(within(members).getAllByText('अभी तक साइन इन नहीं किया')).toHaveLength(2);
  });
});
