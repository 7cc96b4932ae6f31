import { publishedPosts, type PublishedPost } from './published-posts';

type PostContent = Parameters<typeof publishedPosts>[1];

/**
 * The stories and circulars of a site published (or to be published) within `withinMs` before `now` or later, as
 * posts to send: what a send lost between a save and its queuing is found again from (send-recovery.ts). Events and
 * alerts carry no time of their own to tell a new one from an old one: they are queued by the save alone.
 */
export function recentPosts(content: PostContent, now: number, withinMs: number): PublishedPost[] {
  const since = now - withinMs;
  const recent = (time: string | undefined) => {
    const at = time ? Date.parse(time) : Number.NaN;
    return Number.isFinite(at) && at >= since;
  };
  return publishedPosts(
    {},
    {
      news: (content.news ?? []).filter((story) => recent(story.publishAt ?? story.createdAt)),
      notice: (content.notice ?? []).filter((notice) => recent(notice.publishAt ?? notice.uploadDate)),
    },
    now,
  );
}
