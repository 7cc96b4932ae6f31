import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_API_PATH, BUILT_IN_TEMPLATES } from '@schoolpage/content-contract';
import { failure, ok, stubApi, type ApiStub } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const STATE = '/api/dashboard/template/template-state';
const UPDATE = '/api/dashboard/template/template-update';

function open(current = 'run'): ApiStub {
  const api = stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', '/api/platform/templates', ok({ info: BUILT_IN_TEMPLATES }))
    .on('GET', STATE, ok({ info: { templateId: current } }))
    .on('GET', BRAND_API_PATH, ok({ info: null }));
  renderDashboard('/dashboard/template');
  return api;
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('templates page', () => {
  it('shows the 8 templates with Available/Unavailable badges and the current choice', async () => {
    open('run');
    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getAllByText('Available')).toHaveLength(2);
    expect(within(list).getAllByText('Unavailable')).toHaveLength(6);
    expect(await screen.findByText('Current template: Run')).toBeTruthy();
    expect(within(card('Run')).getByText('Current template')).toBeTruthy();
  });

  it('previews available templates with the sample-template source', async () => {
    open();
    await screen.findByRole('list', { name: 'Templates' });
    const preview = within(card('Nbl')).getByRole('link', { name: /Preview Nbl/ });
    expect(preview.getAttribute('href')).toBe('/web/nbl?source=sample-template');
    expect(preview.getAttribute('target')).toBe('_blank');
  });

  it('answers a preview of an unavailable template with the spec message', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    await screen.findByRole('list', { name: 'Templates' });
    await user.click(within(card('Tech Light')).getByRole('button', { name: 'Preview Tech Light' }));
    expect(screen.getByText('This template is not available for preview yet. We are working on it!').getAttribute('role')).toBe(
      'status',
    );
  });

  it('lets only run and nbl be selected', async () => {
    open('run');
    await screen.findByText('Current template: Run');
    expect((within(card('Nbl')).getByRole<HTMLButtonElement>('button', { name: 'Select Nbl' })).disabled).toBe(false);
    for (const name of ['Curl Set', 'Tech Light', 'Timely Travel', 'Manga Center', 'Black Star', 'Sandy Pleagad']) {
      expect((within(card(name)).getByRole<HTMLButtonElement>('button', { name: `Select ${name}` })).disabled).toBe(true);
    }
  });

  it('selects nbl with {templateId} and shows it as current', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open('run').on('POST', UPDATE, () => {
      api.on('GET', STATE, ok({ info: { templateId: 'nbl' } }));
      return ok({ message: 'Template updated successfully.' });
    });
    await screen.findByText('Current template: Run');
    await user.click(within(card('Nbl')).getByRole('button', { name: 'Select Nbl' }));
    expect(await screen.findByText('Current template: Nbl')).toBeTruthy();
    expect(screen.getByText('Template updated successfully.').getAttribute('role')).toBe('status');
    // The chosen template's button keeps the focus (unavailable now, yet focusable).
    const selected = within(card('Nbl')).getByRole('button', { name: 'Nbl is selected' });
    expect(selected.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(selected);
    expect(api.callsTo('POST', UPDATE)[0].json).toEqual({ templateId: 'nbl' });
  });

  it("shows 'Failed to update: {message}' when the choice is refused", async () => {
    const user = userEvent.setup({ delay: null });
    open('run').on('POST', UPDATE, failure(400, 'This template is not available yet.'));
    await screen.findByText('Current template: Run');
    await user.click(within(card('Nbl')).getByRole('button', { name: 'Select Nbl' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to update: This template is not available yet.'),
    );
  });
});

describe('templates page: before choosing', () => {
  it('offers "Preview with my content" for each available template, in a new tab', async () => {
    open();
    await screen.findByRole('list', { name: 'Templates' });
    const mine = within(card('Nbl')).getByRole('link', { name: 'Preview with my content in Nbl (opens in a new tab)' });
    expect(mine.getAttribute('href')).toBe('/web/nbl?source=my-content');
    expect(mine.getAttribute('target')).toBe('_blank');
    expect(within(card('Run')).getByRole('link', { name: /Preview with my content in Run/ }).getAttribute('href')).toBe('/web/run?source=my-content');
    expect(within(card('Tech Light')).queryByRole('link', { name: /with my content/ })).toBeNull();
  });

  it('asks before switching the template of a published site, and switches only when confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open('run')
      .on('GET', '/api/dashboard/profile/info', ok({ info: { userId: 'g', email: 'g@school.edu', isAccountVerified: true, isPublish: true } }))
      .on('POST', UPDATE, ok({ message: 'Template updated successfully.' }));
    await screen.findByText('Published');
    await user.click(within(card('Nbl')).getByRole('button', { name: 'Select Nbl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch your published site to Nbl?' });
    expect(dialog.textContent).toContain('visitors will see it in the Nbl template straight away');
    await user.click(within(dialog).getByRole('button', { name: 'Keep current template' }));
    expect(api.callsTo('POST', UPDATE)).toHaveLength(0);

    await user.click(within(card('Nbl')).getByRole('button', { name: 'Select Nbl' }));
    await user.click(await screen.findByRole('button', { name: 'Switch to Nbl' }));
    await waitFor(() => expect(api.callsTo('POST', UPDATE)[0]?.json).toEqual({ templateId: 'nbl' }));
  });

  it('switches a hidden site without asking', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open('run')
      .on('GET', '/api/dashboard/profile/info', ok({ info: { userId: 'g', email: 'g@school.edu', isAccountVerified: true, isPublish: false } }))
      .on('POST', UPDATE, ok({ message: 'Template updated successfully.' }));
    await screen.findByText('Hidden');
    await user.click(within(card('Nbl')).getByRole('button', { name: 'Select Nbl' }));
    await waitFor(() => expect(api.callsTo('POST', UPDATE)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
