import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarSection } from '../pages/academics/academics-sections';
import { noticeSection } from '../pages/course-notice/notice-section';
import { ListSection, type ListSectionConfig } from '../sections/list-section';
import { ok, stubApi } from '../testing/api-stub';

const EVENTS = '/api/dashboard/academics/calendar-of-event';
const NOTICES = '/api/dashboard/notice-course/notice';
const event = { id: 'a1b2c3d4e5f60718', title: 'Sports meet', date: '2026-12-01' };

describe('"Tell subscribers" on a new circular or event', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is ticked on a new event, sends "false" once unticked, and is not asked again when the event is edited', async () => {
    const api = stubApi().on('GET', EVENTS, ok({ info: [event] })).on('POST', EVENTS, ok({ message: 'Added successfully.' }));
    const user = userEvent.setup({ delay: null });
    render(<ListSection config={calendarSection as ListSectionConfig<never>} />);
    await screen.findByText('Sports meet');
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Tell subscribers', description: /Send this event at once to the parents who asked for events/ });
    expect(box.checked).toBe(true);
    await user.type(screen.getByLabelText('Event name'), 'Teachers’ meeting');
    await user.type(screen.getByLabelText('Event date'), '2026-12-20');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(api.callsTo('POST', EVENTS)).toHaveLength(1));
    expect(api.callsTo('POST', EVENTS)[0].json).toEqual({ eventTitle: 'Teachers’ meeting', eventDate: '2026-12-20', tellSubscribers: 'false' });
    // The form is cleared for the next event: ticked again.
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Tell subscribers' }).checked).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getAllByRole('checkbox', { name: 'Tell subscribers' })).toHaveLength(1);
  });

  async function addCircular(untick: boolean) {
    const api = stubApi().on('GET', NOTICES, ok({ info: [] })).on('POST', NOTICES, ok({ message: 'Added successfully.' }));
    const user = userEvent.setup({ delay: null });
    render(<ListSection config={noticeSection as ListSectionConfig<never>} />);
    await user.type(await screen.findByLabelText('Notice title'), 'Winter uniform');
    await user.upload(screen.getByLabelText('Notice file (image or PDF)'), new File(['%PDF-1.4'], 'uniform.pdf', { type: 'application/pdf' }));
    const box = screen.getByRole('checkbox', { name: 'Tell subscribers', description: /Send this circular, when it is published/ });
    if (untick) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Upload notice' }));
    await waitFor(() => expect(api.callsTo('POST', NOTICES)).toHaveLength(1));
    return api.callsTo('POST', NOTICES)[0].form;
  }

  it('sends nothing of it for a circular left ticked', async () => {
    expect((await addCircular(false))?.has('tellSubscribers')).toBe(false);
  });

  it('sends "false" for a circular unticked', async () => {
    expect((await addCircular(true))?.get('tellSubscribers')).toBe('false');
  });
});
