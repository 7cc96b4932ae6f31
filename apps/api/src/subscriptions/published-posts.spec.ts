import { publishedPosts } from './published-posts';

const NOW = Date.parse('2026-11-29T06:00:00.000Z');
const body = { type: 'doc' as const, content: [] };
const story = (id: string, extra: Record<string, unknown> = {}) => ({ id, title: `Story ${id}`, slug: `story-${id}`, summary: '', body, pinned: false, createdAt: '', updatedAt: '', ...extra });
const notice = (id: string, extra: Record<string, unknown> = {}) => ({ id, title: `Circular ${id}`, uploadDate: '', ...extra });

describe('the posts a saved change publishes', () => {
  it('finds a new story, circular and event, at once or at their publishing time', () => {
    const later = '2026-12-01T01:30:00.000Z';
    const posts = publishedPosts({}, { news: [story('a')], notice: [notice('n', { publishAt: later })], calendarOfEvents: [{ id: 'e', title: 'Sports day', date: '2026-12-05' }] }, NOW);
    expect(posts.map((post) => [post.topic, post.itemId, post.page, post.dueAt])).toEqual([
      ['news', 'a', 'news/story-a', NOW],
      ['circulars', 'n', 'notice/n', Date.parse(later)],
      ['events', 'e', '', NOW],
    ]);
  });

  it('finds nothing for an edit, a draft, or a post saved with "Tell subscribers" unticked; a draft published later is new', () => {
    const before = { news: [story('a'), story('d', { status: 'draft' })], notice: [notice('n')] };
    expect(publishedPosts(before as never, { news: [story('a', { title: 'Edited' }), story('d', { status: 'draft' })], notice: [notice('n', { title: 'Edited' })] }, NOW)).toEqual([]);
    expect(publishedPosts({}, { notice: [notice('q', { tellSubscribers: false })] }, NOW)).toEqual([]);
    expect(publishedPosts(before as never, { news: [story('a'), story('d', { status: 'published' })] }, NOW).map((post) => post.itemId)).toEqual(['d']);
  });

  it('finds an alert when its message is new, not when only its level changes', () => {
    const alert = { message: 'School closed tomorrow', level: 'emergency' };
    expect(publishedPosts({}, { alert } as never, NOW)).toMatchObject([{ topic: 'alerts', title: 'School closed tomorrow', dueAt: NOW }]);
    expect(publishedPosts({ alert } as never, { alert: { ...alert, level: 'info' } } as never, NOW)).toEqual([]);
  });
});
