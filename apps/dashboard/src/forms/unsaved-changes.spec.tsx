import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubApi } from '../testing/api-stub';
import { renderDashboard } from '../testing/render-dashboard';

const FAQ = '/api/dashboard/about/faq';

function open() {
  const api = stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', FAQ, ok({ info: [] }))
    .on('GET', '/api/dashboard/home/orginfo', ok({ info: {} }));
  renderDashboard('/dashboard/about');
  return api;
}

const location = () => screen.getByTestId('location').textContent;
const menuLink = (name: string) => within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name });

describe('leaving a form with unsaved typing', () => {
  it('asks first: Stay keeps the page and the typing, Leave goes', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const question = await screen.findByLabelText('Question');
    await user.type(question, 'Is there a bus?');
    await user.click(menuLink('Home'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('If you leave this page, it is lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(location()).toBe('/dashboard/about');
    expect(screen.getByLabelText<HTMLInputElement>('Question').value).toBe('Is there a bus?');

    await user.click(menuLink('Home'));
    await user.click(await screen.findByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(location()).toBe('/dashboard/home'));
  });

  it('lets the admin go without asking once the typing is saved, or when nothing was typed', async () => {
    const user = userEvent.setup({ delay: null });
    open().on('POST', FAQ, ok({ message: 'Added successfully.' }));
    await user.type(await screen.findByLabelText('Question'), 'Is there a bus?');
    await user.type(screen.getByLabelText('Answer'), 'Yes.');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await screen.findByText('Added successfully.');
    await user.click(menuLink('Home'));
    await waitFor(() => expect(location()).toBe('/dashboard/home'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser to confirm closing or reloading the tab while typing is unsaved', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText('Question');
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Question'), 'Is there a bus?');
    expect(unload()).toBe(true);
  });
});

describe('an ended session with unsaved typing', () => {
  it('goes to /login without a question', async () => {
    const user = userEvent.setup({ delay: null });
    open().on('POST', FAQ, { status: 401, body: { success: false, message: 'Please log in to continue.' } });
    await user.type(await screen.findByLabelText('Question'), 'Is there a bus?');
    await user.type(screen.getByLabelText('Answer'), 'Yes.');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
