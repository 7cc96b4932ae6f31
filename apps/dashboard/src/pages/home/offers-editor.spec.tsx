import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_OFFERS, OFFER_MESSAGES } from '@schoolpage/content-contract';
import { failure, ok, stubApi } from '../../testing/api-stub';
import { OffersEditor } from './offers-editor';

const OFFERS = '/api/dashboard/home/offers';

const item = (n: number) => within(screen.getByRole('group', { name: `Item ${n}` }));
const titles = () => screen.queryAllByLabelText<HTMLInputElement>('Title').map((input) => input.value);

describe('What We Offer editor', () => {
  it("opens with the school's saved items (a new site's: the spec's six)", async () => {
    stubApi().on('GET', OFFERS, ok({ info: DEFAULT_OFFERS }));
    render(<OffersEditor />);
    await screen.findByRole('group', { name: 'Item 6' });
    expect(titles()).toEqual(DEFAULT_OFFERS.map((offer) => offer.title));
  });

  it('adds, edits, moves and removes items, then saves the list as it is shown', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = [{ title: 'Robotics club', text: 'Every Friday' }, { title: 'Safety First' }];
    const api = stubApi().on('GET', OFFERS, ok({ info: [{ title: 'Safety First' }, { title: 'Regular Classes' }] })).on('POST', OFFERS, ok({ message: OFFER_MESSAGES.saved, info: saved }));
    render(<OffersEditor />);
    await screen.findByRole('group', { name: 'Item 2' });
    await user.click(item(2).getByRole('button', { name: 'Remove Regular Classes' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(item(2).getByLabelText('Title'), 'Robotics club');
    await user.type(item(2).getByLabelText('Text (optional, one line)'), 'Every Friday');
    await user.click(item(2).getByRole('button', { name: 'Move up' }));
    expect(titles()).toEqual(['Robotics club', 'Safety First']);
    await user.click(screen.getByRole('button', { name: 'Save What We Offer' }));
    expect((await screen.findByRole('status')).textContent).toBe(OFFER_MESSAGES.saved);
    expect(api.callsTo('POST', OFFERS)[0].json).toEqual({ offers: saved });
  });

  it('says what is wrong and sends nothing when a title is empty', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('GET', OFFERS, ok({ info: [{ title: 'Safety First' }] }));
    render(<OffersEditor />);
    await screen.findByRole('group', { name: 'Item 1' });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByRole('button', { name: 'Save What We Offer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OFFER_MESSAGES.titleRequired(2));
    expect(api.callsTo('POST', OFFERS)).toHaveLength(0);
  });

  it('takes no more than 8 items', async () => {
    stubApi().on('GET', OFFERS, ok({ info: Array.from({ length: 8 }, (_, i) => ({ title: `Item title ${i + 1}` })) }));
    render(<OffersEditor />);
    await screen.findByRole('group', { name: 'Item 8' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add item' }).disabled).toBe(true);
    expect(screen.getByText('The list is full: remove an item to add another.')).toBeTruthy();
  });

  it('saves an empty list, which hides the section, and shows a refusal from the server', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('GET', OFFERS, ok({ info: [{ title: 'Safety First' }] })).on('POST', OFFERS, ok({ message: OFFER_MESSAGES.saved, info: [] }));
    render(<OffersEditor />);
    await user.click(await screen.findByRole('button', { name: 'Remove Safety First' }));
    expect(screen.getByText('No items: What We Offer is hidden on your site.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save What We Offer' }));
    await waitFor(() => expect(api.callsTo('POST', OFFERS)[0]?.json).toEqual({ offers: [] }));
    api.on('POST', OFFERS, failure(400, OFFER_MESSAGES.tooMany));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(item(1).getByLabelText('Title'), 'Labs');
    await user.click(screen.getByRole('button', { name: 'Save What We Offer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`Failed to update: ${OFFER_MESSAGES.tooMany}`));
  });
});
