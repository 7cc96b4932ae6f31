import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubApi, type ApiStub } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const d = '/api/dashboard';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function signedIn(): ApiStub {
  return stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', `${d}/profile/info`, ok({ info: { userId: 'greenfield', isAccountVerified: true } }));
}

describe('Recently deleted', () => {
  it('is reached from the side menu and says so when nothing was deleted', async () => {
    signedIn().on('GET', `${d}/trash`, ok({ keptDays: 30, info: [] }));
    renderDashboard('/dashboard/about');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    await userEvent.setup({ delay: null }).click(within(menu).getByRole('link', { name: 'Recently deleted' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recently deleted' })).toBeTruthy();
    expect(await screen.findByText('Nothing was deleted in the last 30 days.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/recently-deleted');
  });

  it('lists what was deleted, from which section, when, and the days left, newest first', async () => {
    signedIn().on('GET', `${d}/trash`, ok({
      info: [
        { id: 'a1', list: 'faq', position: 1, item: { question: 'Is there a bus?', answer: 'Yes.' }, deletedAt: hoursAgo(1) },
        { id: 'b2', list: 'staffMember', position: 0, item: { fullName: 'Ravi Kumar' }, deletedAt: hoursAgo(24 * 29 + 1) },
      ],
    }));
    renderDashboard('/dashboard/recently-deleted');
    const rows = within(await screen.findByRole('list', { name: 'Deleted items' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Is there a bus?');
    expect(rows[0].textContent).toContain('FAQ');
    expect(rows[0].textContent).toContain('30 days left');
    expect(rows[1].textContent).toContain('Ravi Kumar');
    expect(rows[1].textContent).toContain('Staff');
    expect(rows[1].textContent).toContain('1 day left');
    expect(rows[0].textContent).toMatch(/Deleted \d{1,2} \w+ \d{4}/);
    expect(within(rows[1]).getByRole('button', { name: 'Restore' })).toBeTruthy();
  });

  it('restores an item, says where it went back, and drops it from the list', async () => {
    const faqEntry = { id: 'a1', list: 'faq', position: 0, item: { question: 'Is there a bus?', answer: 'Yes.' }, deletedAt: hoursAgo(2) };
    const api = signedIn().on('GET', `${d}/trash`, ok({ info: [faqEntry] }));
    api.on('POST', `${d}/trash/a1/restore`, () => {
      api.on('GET', `${d}/trash`, ok({ info: [] }));
      return ok({ message: 'Restored successfully.' });
    });
    renderDashboard('/dashboard/recently-deleted');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Restore' }));
    expect((await screen.findByText('“Is there a bus?” is back in FAQ.')).getAttribute('role')).toBe('status');
    expect(await screen.findByText('Nothing was deleted in the last 30 days.')).toBeTruthy();
    expect(api.callsTo('POST', `${d}/trash/a1/restore`)).toHaveLength(1);
  });

  it('reports a failed restore with the server’s words and keeps the item listed', async () => {
    const entryRow = { id: 'a1', list: 'faq', position: 0, item: { question: 'Q1' }, deletedAt: hoursAgo(2) };
    signedIn()
      .on('GET', `${d}/trash`, ok({ info: [entryRow] }))
      .on('POST', `${d}/trash/a1/restore`, { status: 404, body: { success: false, message: 'This item is no longer kept.' } });
    renderDashboard('/dashboard/recently-deleted');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not restore: This item is no longer kept.');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Deleted items' }).textContent).toContain('Q1'));
  });
});
