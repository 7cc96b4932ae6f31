import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByPath, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { renderDashboard } from '../../testing/render-dashboard';

const WAITING = {
  id: 'ap1',
  proposedBy: { id: 'c1', name: 'Ravi Kumar' },
  createdAt: '2026-11-26T10:00:00.000Z',
  status: 'pending',
  sections: ['notice'],
  changes: [{ summary: 'Added to notice: Sports Day', kind: 'add', part: 'notice', before: null, after: { id: 'n1', title: 'Sports Day' } }],
  decidedBy: null,
  decidedAt: null,
  note: '',
};

function serve(role: string) {
  return stubFetch().mockImplementation(
    answerByPath({
      '/api/auth/isauth': { loggedIn: true },
      '/api/dashboard/profile/info': { success: true, info: { userId: 'me', email: 'me@school.test', role, pendingApprovals: 1, slug: 's', siteUrl: 'http://x/s/s' } },
      '/api/dashboard/approvals': { success: true, info: [WAITING] },
      '/api/dashboard/approvals/ap1/approve': { success: true, message: 'Approved: the change is on the site.', info: [{ ...WAITING, status: 'approved', decidedBy: 'Me', decidedAt: '2026-11-26T11:00:00.000Z' }] },
    }),
  );
}

describe('Approvals page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows who proposed what, before and after, counts it in the menu, and approves it', async () => {
    const fetch = serve('editor');
    renderDashboard('/dashboard/approvals');
    const waiting = await screen.findByRole('list', { name: 'Waiting for approval' });
    await waitFor(() => expect(within(waiting).getByRole('heading', { name: 'Added to notice: Sports Day' })).toBeTruthy());
    expect(within(waiting).getByText(/Ravi Kumar/)).toBeTruthy();
    expect(within(waiting).getByText('Notice title: Sports Day')).toBeTruthy();
    expect(within(waiting).getByText('After (new)')).toBeTruthy();
    expect(within(waiting).queryByText('Before')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(within(menu).getByRole('link', { name: /Approvals 1 waiting/ })).toBeTruthy());
    await userEvent.click(within(waiting).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the change is on the site.')).toBeTruthy();
    expect(requestsSent(fetch).some((r) => r.method === 'POST' && r.url.endsWith('/api/dashboard/approvals/ap1/approve'))).toBe(true);
    expect(await screen.findByRole('list', { name: 'Decided' })).toBeTruthy();
  });

  it('shows a contributor their changes without Approve or Reject', async () => {
    serve('contributor');
    renderDashboard('/dashboard/approvals');
    const waiting = await screen.findByRole('list', { name: 'Waiting for approval' });
    await waitFor(() => expect(within(waiting).getByText(/Ravi Kumar/)).toBeTruthy());
    await waitFor(() => expect(within(waiting).queryByRole('button', { name: 'Approve' })).toBeNull());
  });
});
