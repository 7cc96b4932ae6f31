import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_API_PATH, TRASH_API, type NewsStory } from '@schoolpage/content-contract';
import { ok, stubApi } from '../testing/api-stub';
import { PostListPage, type OwnFields } from './post-list-page';

const story = { id: 'aaaaaaaaaaaaaaaa', title: 'Sports day', slug: 'sports-day', summary: '', body: { type: 'doc', content: [] }, pinned: false, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' } as unknown as NewsStory;
const noFields: OwnFields<NewsStory> = { initial: () => ({}), render: () => null, payload: () => ({}) };

describe('deleting a post (a page, a story)', () => {
  it('asks first, deletes, and offers Undo, which restores it from Recently deleted', async () => {
    const api = stubApi().on('GET', NEWS_API_PATH, ok({ info: [story] }));
    api.on('DELETE', `${NEWS_API_PATH}/${story.id}`, ok({ message: 'Story deleted.', info: [], deletedId: 'dddddddddddddddd' }));
    api.on('POST', TRASH_API.restore('dddddddddddddddd'), ok({ message: 'Restored successfully.' }));
    const user = userEvent.setup({ delay: null });
    render(<PostListPage<NewsStory> title="News" noun="story" path={NEWS_API_PATH} address={(post) => `/news/${post.slug}`} fields={noFields} textLabel="Story" />);
    await user.click(await screen.findByRole('button', { name: 'Delete Sports day' }));
    expect(api.callsTo('DELETE', `${NEWS_API_PATH}/${story.id}`)).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${NEWS_API_PATH}/${story.id}`)).toHaveLength(1));
    expect(screen.getByText('Story deleted.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('POST', TRASH_API.restore('dddddddddddddddd'))).toHaveLength(1));
    expect(await screen.findByText('“Sports day” is back.')).toBeTruthy();
  });
});

describe('drafts of posts', () => {
  const draft = { ...story, id: 'bbbbbbbbbbbbbbbb', title: 'Annual day', slug: 'annual-day', status: 'draft' } as NewsStory;

  it('lists a draft as such, saves a new story as a draft (the form stays open) and publishes it (the form closes)', async () => {
    const api = stubApi().on('GET', NEWS_API_PATH, ok({ info: [draft] }));
    api.on('POST', NEWS_API_PATH, ok({ message: 'Story added.', info: { ...draft, id: 'cccccccccccccccc', title: 'Prize day', slug: 'prize-day' } }));
    api.on('PATCH', `${NEWS_API_PATH}/cccccccccccccccc`, ok({ message: 'Story saved.', info: { ...draft, status: 'published' } }));
    const user = userEvent.setup({ delay: null });
    render(<PostListPage<NewsStory> title="News" noun="story" path={NEWS_API_PATH} address={(post) => `/news/${post.slug}`} fields={noFields} textLabel="Story" />);
    const listed = (await screen.findByText('Annual day')).closest('li') as HTMLElement;
    expect(within(listed).getByText('Draft')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Write a new story' }));
    await user.type(screen.getByLabelText('Title'), 'Prize day');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('POST', NEWS_API_PATH)).toHaveLength(1));
    expect(api.callsTo('POST', NEWS_API_PATH)[0].json).toMatchObject({ title: 'Prize day', status: 'draft' });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${NEWS_API_PATH}/cccccccccccccccc`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${NEWS_API_PATH}/cccccccccccccccc`)[0].json).toMatchObject({ status: 'published' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull());
  });
});
