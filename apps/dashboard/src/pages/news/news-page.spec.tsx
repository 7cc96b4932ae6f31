import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_API_PATH, type NewsStory } from '@schoolpage/content-contract';
import { ok, stubApi } from '../../testing/api-stub';
import { NewsPage } from './news-page';

const published = { id: 'aaaaaaaaaaaaaaaa', title: 'Sports day', slug: 'sports-day', summary: '', body: { type: 'doc', content: [] }, pinned: false, status: 'published', createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' } as unknown as NewsStory;
const draft = { ...published, id: 'bbbbbbbbbbbbbbbb', title: 'Annual day', slug: 'annual-day', status: 'draft', tellSubscribers: false } as NewsStory;

function showNews() {
  const api = stubApi().on('GET', NEWS_API_PATH, ok({ info: [published, draft] }));
  api.on('POST', NEWS_API_PATH, ok({ message: 'Story added.', info: { ...published, id: 'cccccccccccccccc' } }));
  api.on('PATCH', `${NEWS_API_PATH}/${published.id}`, ok({ message: 'Story saved.', info: published }));
  api.on('PATCH', `${NEWS_API_PATH}/${draft.id}`, ok({ message: 'Story saved.', info: { ...draft, status: 'published' } }));
  render(<NewsPage />);
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('"Tell subscribers" on a news story', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is ticked on a new story and sends tellSubscribers: false once unticked', async () => {
    const { api, user } = showNews();
    await user.click(await screen.findByRole('button', { name: 'Write a new story' }));
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Tell subscribers' });
    expect(box.checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Tell subscribers', description: /asked for news on your site's "Get updates" page/ })).toBe(box);
    await user.type(screen.getByLabelText('Title'), 'Prize day');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('POST', NEWS_API_PATH)).toHaveLength(1));
    expect(api.callsTo('POST', NEWS_API_PATH)[0].json).toMatchObject({ title: 'Prize day', status: 'published', tellSubscribers: false });
  });

  it('sends tellSubscribers: true when left ticked', async () => {
    const { api, user } = showNews();
    await user.click(await screen.findByRole('button', { name: 'Write a new story' }));
    await user.type(screen.getByLabelText('Title'), 'Prize day');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('POST', NEWS_API_PATH)).toHaveLength(1));
    expect(api.callsTo('POST', NEWS_API_PATH)[0].json).toMatchObject({ tellSubscribers: true });
  });

  it('keeps a draft’s choice, and on a published story says an edit sends nothing', async () => {
    const { api, user } = showNews();
    await user.click(await screen.findByRole('button', { name: 'Edit Annual day' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Tell subscribers' }).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Sports day' }));
    expect(screen.queryByRole('checkbox', { name: 'Tell subscribers' })).toBeNull();
    expect(screen.getByText('Subscribers hear of a story once, when it is first published: saving this change sends nothing.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${NEWS_API_PATH}/${published.id}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${NEWS_API_PATH}/${published.id}`)[0].json).not.toHaveProperty('tellSubscribers');
  });
});
