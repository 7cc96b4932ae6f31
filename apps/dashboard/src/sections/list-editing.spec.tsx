import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqSection } from '../pages/about/about-sections';
import { noticeSection } from '../pages/course-notice/notice-section';
import { visionSection } from '../pages/home/home-sections';
import { ok, stubApi } from '../testing/api-stub';
import { ListSection, type ListSectionConfig } from './list-section';

const d = '/api/dashboard';
const faq = [
  { id: 'aaaaaaaaaaaaaaaa', question: 'Q1', answer: 'A1' },
  { id: 'bbbbbbbbbbbbbbbb', question: 'Q2', answer: 'A2' },
];

describe('editing, moving and undoing in a list section', () => {
  it('opens an item filled in, saves the changed fields with PATCH, and closes', async () => {
    const api = stubApi().on('GET', `${d}/notice-course/notice`, ok({ notice: [{ id: 'cccccccccccccccc', title: 'Holiday in Novmber', uploadDate: '2026-01-01T00:00:00Z', fileUrl: { url: '/api/files/n.png' } }] }));
    api.on('PATCH', `${d}/notice-course/notice/cccccccccccccccc`, ok({ message: 'Saved successfully.' }));
    const user = userEvent.setup({ delay: null });
    render(<ListSection config={noticeSection as ListSectionConfig<never>} />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const list = screen.getByRole('list', { name: 'Notices list' });
    const title = within(list).getByLabelText<HTMLInputElement>('Notice title');
    expect(title.value).toBe('Holiday in Novmber');
    await user.clear(title);
    await user.type(title, 'Holiday in November');
    await user.click(within(list).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${d}/notice-course/notice/cccccccccccccccc`)).toHaveLength(1));
    const sent = api.callsTo('PATCH', `${d}/notice-course/notice/cccccccccccccccc`)[0].form;
    expect(sent?.get('noticeTitle')).toBe('Holiday in November');
    expect(sent?.has('noticeFile')).toBe(false);
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it('Cancel closes the form without sending anything', async () => {
    const api = stubApi().on('GET', `${d}/about/faq`, ok({ faq }));
    const user = userEvent.setup({ delay: null });
    render(<ListSection config={faqSection as ListSectionConfig<never>} />);
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('moves an item down with its button and announces the new position', async () => {
    const api = stubApi().on('GET', `${d}/about/faq`, ok({ faq }));
    api.on('POST', `${d}/about/faq/aaaaaaaaaaaaaaaa/move`, ok({ message: 'Moved successfully.' }));
    const user = userEvent.setup({ delay: null });
    render(<ListSection config={faqSection as ListSectionConfig<never>} />);
    const [firstDown] = await screen.findAllByRole('button', { name: 'Move down' });
    expect(screen.getAllByRole('button', { name: 'Move up' })[0].getAttribute('aria-disabled')).toBe('true');
    await user.click(firstDown);
    await waitFor(() => expect(api.callsTo('POST', `${d}/about/faq/aaaaaaaaaaaaaaaa/move`)[0]?.json).toEqual({ to: 1 }));
    expect((await screen.findByRole('status')).textContent).toBe('“Q1” moved to position 2 of 2.');
    // The pressed button went with its item and keeps the focus there, now at the end (unavailable, yet focused).
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Move down' })[1]);
    expect(document.activeElement?.getAttribute('aria-disabled')).toBe('true');
  });

  it('edits a vision by its position', async () => {
    const api = stubApi().on('GET', `${d}/home/vision-mission`, ok({ vision: ['Every child reads'], mission: [] }));
    api.on('PATCH', `${d}/home/vision/0`, ok({}));
    const user = userEvent.setup({ delay: null });
    render(<ListSection config={visionSection as ListSectionConfig<never>} />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const field = within(screen.getByRole('list', { name: 'Vision list' })).getByLabelText<HTMLTextAreaElement>('Vision');
    expect(field.value).toBe('Every child reads');
    await user.type(field, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${d}/home/vision/0`)[0]?.json).toEqual({ vision: 'Every child reads!' }));
  });

  it('offers Undo after a delete, which restores the item', async () => {
    const api = stubApi().on('GET', `${d}/about/faq`, ok({ faq }));
    api.on('DELETE', `${d}/about/faq/0?id=aaaaaaaaaaaaaaaa`, ok({ message: 'Removed successfully.', deletedId: 'dddddddddddddddd' }));
    api.on('POST', `${d}/trash/dddddddddddddddd/restore`, ok({ message: 'Restored successfully.' }));
    const user = userEvent.setup({ delay: null });
    render(<ListSection config={faqSection as ListSectionConfig<never>} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Q1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('POST', `${d}/trash/dddddddddddddddd/restore`)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

describe('drag and drop reordering', () => {
  const dataTransfer = () => ({ effectAllowed: '', dropEffect: '', setData: jest.fn() });

  it('moves a dragged item to the position it is dropped on, with the same move call, and announces it', async () => {
    const three = [...faq, { id: 'cccccccccccccccc', question: 'Q3', answer: 'A3' }];
    const api = stubApi().on('GET', `${d}/about/faq`, ok({ faq: three }));
    api.on('POST', `${d}/about/faq/cccccccccccccccc/move`, ok({ message: 'Moved successfully.' }));
    render(<ListSection config={faqSection as ListSectionConfig<never>} />);
    const list = await screen.findByRole('list', { name: 'FAQ list' });
    const [first, , third] = within(list).getAllByRole('listitem');
    expect(third.getAttribute('draggable')).toBe('true');
    const transfer = dataTransfer();
    fireEvent.dragStart(third, { dataTransfer: transfer });
    fireEvent.dragOver(first, { dataTransfer: transfer });
    fireEvent.drop(first, { dataTransfer: transfer });
    await waitFor(() => expect(api.callsTo('POST', `${d}/about/faq/cccccccccccccccc/move`)[0]?.json).toEqual({ to: 0 }));
    expect(await screen.findByText('“Q3” moved to position 1 of 3.')).toBeTruthy();
  });

  it('a drop on the item itself moves nothing, and an open form stops dragging', async () => {
    const api = stubApi().on('GET', `${d}/about/faq`, ok({ faq }));
    const user = userEvent.setup({ delay: null });
    render(<ListSection config={faqSection as ListSectionConfig<never>} />);
    const list = await screen.findByRole('list', { name: 'FAQ list' });
    const [first] = within(list).getAllByRole('listitem');
    const transfer = dataTransfer();
    fireEvent.dragStart(first, { dataTransfer: transfer });
    fireEvent.drop(first, { dataTransfer: transfer });
    await user.click(within(list).getAllByRole('button', { name: 'Edit' })[0]);
    expect(within(list).getAllByRole('listitem')[1].getAttribute('draggable')).toBeNull();
    expect(api.calls.filter((c) => c.path.endsWith('/move'))).toHaveLength(0);
  });
});

describe('truncated previews and dates', () => {
  it('opens a shortened answer to the whole text and closes it again', async () => {
    const long = 'Buses leave the school gate at half past three every weekday afternoon.';
    stubApi().on('GET', `${d}/about/faq`, ok({ faq: [{ id: 'aaaaaaaaaaaaaaaa', question: 'Bus?', answer: long }] }));
    const user = userEvent.setup({ delay: null });
    render(<ListSection config={faqSection as ListSectionConfig<never>} />);
    expect(await screen.findByText('Buses leave the school gate at half')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(screen.getByText(long)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByText('Buses leave the school gate at half')).toBeTruthy();
  });

  it('shows dates as "12 Dec 2026"', async () => {
    stubApi().on('GET', `${d}/notice-course/notice`, ok({ notice: [{ id: 'cccccccccccccccc', title: 'Exams', uploadDate: '2026-12-12T09:00:00Z', fileUrl: { url: '/api/files/n.png' } }] }));
    render(<ListSection config={noticeSection as ListSectionConfig<never>} />);
    expect(await screen.findByText('Uploaded 12 Dec 2026')).toBeTruthy();
  });
});
