import { ENQUIRY_MESSAGES as M } from '@schoolpage/content-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, stubApi } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const SETTINGS = '/api/dashboard/enquiries/settings';

function schoolWithRetention(days: number) {
  return stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', '/api/dashboard/profile/info', ok({ info: { userId: 'greenfield', isAccountVerified: true } }))
    .on('GET', '/api/dashboard/enquiries', ok({ info: { items: [], total: 0, newCount: 0, page: 1, pageSize: 20 } }))
    .on('GET', SETTINGS, ok({ info: { retentionDays: days } }));
}

describe('Enquiries: how long they are kept', () => {
  it('shows the school’s retention and saves a new one', async () => {
    const user = userEvent.setup({ delay: null });
    const api = schoolWithRetention(365);
    api.on('POST', SETTINGS, ok({ message: M.settingsSaved, info: { retentionDays: 90 } }));
    renderDashboard('/dashboard/enquiries');
    const days = await screen.findByRole('spinbutton', { name: 'Keep enquiries for (days)' });
    expect((days as HTMLInputElement).value).toBe('365');
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText(M.settingsSaved)).getAttribute('role')).toBe('status');
    expect(api.callsTo('POST', SETTINGS)[0].json).toEqual({ retentionDays: 90 });
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Keep enquiries for (days)' }).value).toBe('90');
  });

  it.each(['29', '366', '45.5', ''])('names what is wrong with %p beside the field and sends nothing', async (typed) => {
    const user = userEvent.setup({ delay: null });
    const api = schoolWithRetention(120);
    renderDashboard('/dashboard/enquiries');
    const days = await screen.findByRole('spinbutton', { name: 'Keep enquiries for (days)' });
    await user.clear(days);
    if (typed) await user.type(days, typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.retentionDays(30, 365))).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', SETTINGS)).toHaveLength(0);
  });

  it('offers no form to save when the school’s retention could not be read', async () => {
    schoolWithRetention(365).on('GET', SETTINGS, failure(500, 'The store is down.'));
    renderDashboard('/dashboard/enquiries');
    const card = await screen.findByRole('region', { name: 'How long enquiries are kept' });
    expect((await within(card).findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(within(card).queryByRole('spinbutton')).toBeNull();
  });
});
