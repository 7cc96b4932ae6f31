import { ALERT_MESSAGES } from '@schoolpage/content-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, stubApi, type ApiStub } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const ALERT = '/api/dashboard/alert';

function signedIn(): ApiStub {
  return stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', '/api/dashboard/profile/info', ok({ info: { userId: 'greenfield', isAccountVerified: true } }));
}

describe('Alert', () => {
  it('is reached from the side menu, says no alert is on the site, and saves one with its level, link and end in the school time zone', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = { message: 'School closed tomorrow — heavy rain', level: 'emergency', link: 'https://example.org/rain', endsAt: '2099-12-02T12:30:00.000Z' };
    const api = signedIn().on('GET', ALERT, ok({ info: null }));
    api.on('POST', ALERT, () => {
      api.on('GET', ALERT, ok({ info: saved }));
      return ok({ message: ALERT_MESSAGES.saved, info: saved });
    });
    renderDashboard('/dashboard/profile');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    await user.click(within(menu).getByRole('link', { name: 'Alert', description: 'a banner on every page' }));
    expect(await screen.findByText('No alert is on your site.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'School closed tomorrow — heavy rain');
    await user.click(screen.getByRole('radio', { name: /^Emergency/ }));
    await user.type(screen.getByRole('textbox', { name: 'Link (optional)' }), 'https://example.org/rain');
    await user.type(screen.getByLabelText('Show until (optional)'), '2099-12-02T18:00');
    await user.click(screen.getByRole('button', { name: 'Save alert' }));

    expect((await screen.findByText(ALERT_MESSAGES.saved)).getAttribute('role')).toBe('status');
    expect(api.callsTo('POST', ALERT)[0].json).toEqual(saved);
    expect(await screen.findByText('Showing on your site until Wed 2 Dec 2099, 18:00.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Show until (optional)').value).toBe('2099-12-02T18:00');
  });

  it('names what is wrong beside the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = signedIn().on('GET', ALERT, ok({ info: null }));
    renderDashboard('/dashboard/alert');
    await user.click(await screen.findByRole('button', { name: 'Save alert' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ALERT_MESSAGES.messageRequired);
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: 'Link (optional)' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText(ALERT_MESSAGES.linkInvalid, { selector: '[role="alert"] *, [role="alert"]' })).toBeTruthy();
    expect(api.callsTo('POST', ALERT)).toHaveLength(0);
  });

  it('removes the saved alert, and reports a failure in the server words', async () => {
    const user = userEvent.setup({ delay: null });
    const api = signedIn().on('GET', ALERT, ok({ info: { message: 'Sports day on Friday', level: 'info' } }));
    api.on('DELETE', ALERT, failure(500, 'The store is down.'));
    renderDashboard('/dashboard/alert');
    expect(await screen.findByText('Showing on your site until you remove it.')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe('Sports day on Friday');
    await user.click(screen.getByRole('button', { name: 'Remove alert' }));
    expect((await screen.findByRole('alert')).textContent).toContain(`${ALERT_MESSAGES.failedToRemove} The store is down.`);

    api.on('DELETE', ALERT, () => {
      api.on('GET', ALERT, ok({ info: null }));
      return ok({ message: ALERT_MESSAGES.removed, info: null });
    });
    await user.click(screen.getByRole('button', { name: 'Remove alert' }));
    expect(await screen.findByText('No alert is on your site.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove alert' })).toBeNull();
  });

  it('asks before leaving with an unsaved message', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn().on('GET', ALERT, ok({ info: null }));
    renderDashboard('/dashboard/alert');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Half typed');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    await user.click(within(menu).getByRole('link', { name: 'Templates' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/alert');
  });
});
