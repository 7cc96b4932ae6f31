import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqSection } from '../pages/about/about-sections';
import { ok, stubApi } from '../testing/api-stub';
import { ListSection, type ListSectionConfig } from './list-section';

const d = '/api/dashboard';
const q1 = { id: 'aaaaaaaaaaaaaaaa', question: 'Q1', answer: 'A1' };
const q2 = { id: 'bbbbbbbbbbbbbbbb', question: 'Q2', answer: 'A2' };

function renderFaq() {
  render(<ListSection config={faqSection as ListSectionConfig<never>} />);
}

async function confirmDelete(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
}

describe('where the focus goes in a list', () => {
  it('after a delete: to Undo in the polite message; after Undo: back to the restored item', async () => {
    const api = stubApi().on('GET', `${d}/about/faq`, ok({ faq: [q1, q2] }));
    api.on('DELETE', `${d}/about/faq/0?id=${q1.id}`, () => {
      api.on('GET', `${d}/about/faq`, ok({ faq: [q2] }));
      return ok({ message: 'Removed successfully.', deletedId: 'dddddddddddddddd' });
    });
    api.on('POST', `${d}/trash/dddddddddddddddd/restore`, () => {
      api.on('GET', `${d}/about/faq`, ok({ faq: [q1, q2] }));
      return ok({ message: 'Restored successfully.' });
    });
    const user = userEvent.setup({ delay: null });
    renderFaq();
    await confirmDelete(user, 'Delete Q1');

    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(document.activeElement).toBe(undo));
    expect(screen.getByText('Removed successfully.').getAttribute('role')).toBe('status');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Q1' })).toBeNull());

    await user.keyboard('{Enter}');
    const back = await screen.findByRole('button', { name: 'Delete Q1' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(screen.getByText('“Q1” is back.').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('after a delete without Undo: to the next item, and after the last one to the list heading', async () => {
    const api = stubApi().on('GET', `${d}/about/faq`, ok({ faq: [q1, q2] }));
    api.on('DELETE', `${d}/about/faq/0?id=${q1.id}`, () => {
      api.on('GET', `${d}/about/faq`, ok({ faq: [q2] }));
      return ok({ message: 'Removed successfully.' });
    });
    api.on('DELETE', `${d}/about/faq/0?id=${q2.id}`, () => {
      api.on('GET', `${d}/about/faq`, ok({ faq: [] }));
      return ok({ message: 'Removed successfully.' });
    });
    const user = userEvent.setup({ delay: null });
    renderFaq();
    await confirmDelete(user, 'Delete Q1');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Q2' })));

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'FAQ' })));
  });

  it('an edit form takes the focus on its first field and gives it back to Edit when closed', async () => {
    stubApi().on('GET', `${d}/about/faq`, ok({ faq: [q1, q2] }));
    const user = userEvent.setup({ delay: null });
    renderFaq();
    const list = await screen.findByRole('list', { name: 'FAQ list' });
    await user.click(within(list).getAllByRole('button', { name: 'Edit' })[1]);
    await waitFor(() => expect(document.activeElement).toBe(within(list).getByLabelText('Question')));
    await user.click(within(list).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(within(list).getAllByRole('button', { name: 'Edit' })[1]));
  });
});
