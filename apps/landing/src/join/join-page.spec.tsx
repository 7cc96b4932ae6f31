import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { renderAtRoute } from '@schoolpage/ui/testing';
import { invitationTokenOf, JoinPage } from './join-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('JoinPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the token from the link', () => {
    expect(invitationTokenOf(`/invite/${TOKEN}/`)).toBe(TOKEN);
  });

  it('says which school the person joins, and joins with their name, user ID and password', async () => {
    const fetch = stubFetch().mockImplementation(
      answerByPath({
        '/api/auth/invitation': { success: true, info: { schoolName: 'Hill View School', email: 'asha@school.test', role: 'editor' } },
        '/api/auth/accept-invitation': { success: true, message: 'Welcome to Hill View School.' },
      }),
    );
    renderAtRoute(<JoinPage />, `/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Hill View School' })).toBeTruthy();
    expect(screen.getByText(/invited as Editor/).textContent).toContain('asha@school.test');
    await userEvent.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('User ID'), 'asha');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(requestsSent(fetch).some((r) => r.url.endsWith('/api/auth/accept-invitation'))).toBe(true));
    const sent = requestsSent(fetch).find((r) => r.url.endsWith('/api/auth/accept-invitation'));
    expect(sent?.body).toEqual({ token: TOKEN, fullName: 'Asha Rao', userId: 'asha', password: 'Secret123' });
  });

  it('says plainly when the link no longer works', async () => {
    stubFetch().mockImplementation(answerByPath({ '/api/auth/invitation': () => jsonResponse({ success: false, message: 'no' }, 400) }));
    renderAtRoute(<JoinPage />, `/invite/${TOKEN}`);
    expect(await screen.findByText('This invitation link is not valid, has expired or has already been used. Please ask for a new one.')).toBeTruthy();
  });
});
