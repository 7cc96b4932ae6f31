import { recentPosts } from './recent-posts';

const NOW = Date.parse('2026-11-29T06:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const body = { type: 'doc' as const, content: [] };
const at = (ms: number) => new Date(ms).toISOString();
const story = (id: string, extra: Record<string, unknown> = {}) => ({ id, title: `Story ${id}`, slug: `story-${id}`, summary: '', body, pinned: false, createdAt: at(NOW), updatedAt: '', ...extra });
const notice = (id: string, extra: Record<string, unknown> = {}) => ({ id, title: `Circular ${id}`, uploadDate: at(NOW), ...extra });

describe('the posts of a site recent enough to have been sent', () => {
  it('finds stories and circulars published within the time, or to be published later', () => {
    const content = {
      news: [story('new', { createdAt: at(NOW - HOUR) }), story('old', { createdAt: at(NOW - 30 * HOUR) }), story('later', { createdAt: at(NOW - 40 * HOUR), publishAt: at(NOW + HOUR) })],
      notice: [notice('new'), notice('old', { uploadDate: at(NOW - 25 * HOUR) }), notice('undated', { uploadDate: '' })],
      calendarOfEvents: [{ id: 'e', title: 'Sports day', date: '2026-12-05' }],
    };
    const posts = recentPosts(content, NOW, 24 * HOUR);
    expect(posts.map((post) => [post.topic, post.itemId, post.dueAt])).toEqual([
      ['news', 'new', NOW],
      ['news', 'later', NOW + HOUR],
      ['circulars', 'new', NOW],
    ]);
  });

  it('leaves out drafts and posts saved with "Tell subscribers" unticked', () => {
    const content = { news: [story('d', { status: 'draft' })], notice: [notice('q', { tellSubscribers: false })] };
    expect(recentPosts(content as never, NOW, 24 * HOUR)).toEqual([]);
  });
});
