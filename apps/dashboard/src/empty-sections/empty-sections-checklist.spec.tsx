import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SECTIONS_API_PATH } from '@schoolpage/content-contract';
import { ok, stubApi } from '../testing/api-stub';
import { EmptySectionsCard } from './empty-sections-card';
import { EmptySectionsChecklist } from './empty-sections-checklist';

describe('empty sections', () => {
  it('the checklist names each empty section with its text, "Fill it" and "Hide it on the site"', async () => {
    const api = stubApi().on('GET', EMPTY_SECTIONS_API_PATH, ok({ info: { empty: ['faq', 'gallery', 'vision'], hidden: ['gallery'] } }));
    api.on('POST', EMPTY_SECTIONS_API_PATH, ok({ message: 'Saved: which empty sections your site leaves out.', info: { empty: ['faq', 'gallery', 'vision'], hidden: ['faq', 'gallery'] } }));
    render(
      <MemoryRouter>
        <EmptySectionsChecklist />
      </MemoryRouter>,
    );
    const faq = (await screen.findByText('FAQ', { selector: 'strong' })).closest('li') as HTMLElement;
    expect(faq.textContent).toContain('shows “We will provide it soon...”');
    expect(within(faq).getByRole('link', { name: 'Fill it FAQ' }).getAttribute('href')).toBe('/dashboard/about');
    const vision = screen.getByText('Vision', { selector: 'strong' }).closest('li') as HTMLElement;
    expect(vision.textContent).toContain('shows “....”');
    // Already hidden: counted, not listed.
    expect(screen.queryByText('Gallery')).toBeNull();
    expect(screen.getByText('1 empty section is hidden on the site (see Visible).')).toBeTruthy();

    await userEvent.click(within(faq).getByRole('button', { name: 'Hide it on the site FAQ' }));
    await waitFor(() => expect(api.callsTo('POST', EMPTY_SECTIONS_API_PATH)).toHaveLength(1));
    expect(api.callsTo('POST', EMPTY_SECTIONS_API_PATH)[0].json).toEqual({ hidden: ['gallery', 'faq'] });
  });

  it("the Visible page's card saves the sections ticked, none by default", async () => {
    const api = stubApi().on('GET', EMPTY_SECTIONS_API_PATH, ok({ info: { empty: ['faq'], hidden: [] } }));
    api.on('POST', EMPTY_SECTIONS_API_PATH, ok({ message: 'Saved.', info: { empty: ['faq'], hidden: ['faq'] } }));
    render(<EmptySectionsCard />);
    const faq = await screen.findByRole('checkbox', { name: 'FAQ (empty now)' });
    expect((faq as HTMLInputElement).checked).toBe(false);
    await userEvent.click(faq);
    await userEvent.click(screen.getByRole('button', { name: 'Save empty sections' }));
    await waitFor(() => expect(api.callsTo('POST', EMPTY_SECTIONS_API_PATH)[0]?.json).toEqual({ hidden: ['faq'] }));
  });
});
