import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByPath, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { renderDashboard } from '../../testing/render-dashboard';

describe('Activity page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the record newest first with who, when, where, and filters it by section', async () => {
    const fetch = stubFetch().mockImplementation(
      answerByPath({
        '/api/auth/isauth': { loggedIn: true },
        '/api/dashboard/profile/info': { success: true, info: { userId: 'me', email: 'me@school.test', role: 'owner' } },
        '/api/dashboard/team': { success: true, info: [] },
        '/api/dashboard/activity': {
          success: true,
          info: {
            entries: [{ id: '1', at: '2026-11-26T10:00:00.000Z', person: { id: 'a', name: 'Asha Rao' }, section: 'approvals', what: 'Approved a change', address: '203.0.113.7' }],
            page: 1,
            pages: 1,
            total: 1,
          },
        },
      }),
    );
    renderDashboard('/dashboard/activity');
    const record = await screen.findByRole('list', { name: 'Activity, newest first' });
    await waitFor(() => expect(within(record).getByText('Approved a change')).toBeTruthy());
    expect(within(record).getByText('from 203.0.113.7')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Section'), 'sign-in');
    await waitFor(() => expect(requestsSent(fetch).some((r) => r.url.includes('/api/dashboard/activity?page=1&section=sign-in'))).toBe(true));
  });
});
