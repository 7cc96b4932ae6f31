import { isAlertShowing, scheduleState, type StoredSiteContent } from '@schoolpage/content-contract';
import type { PublishedPost } from './published-posts';

/**
 * Whether the post is on the school's site at `now`, as it was queued: a send waits for the post's time, and a post
 * deleted or made a draft meanwhile is not sent at all.
 */
export function postStillPublished(content: Partial<StoredSiteContent>, post: PublishedPost, now: number): boolean {
  switch (post.topic) {
    case 'news': {
      const story = content.news?.find((item) => item.id === post.itemId);
      return !!story && scheduleState(story, now) === 'published';
    }
    case 'circulars': {
      const notice = content.notice?.find((item) => item.id === post.itemId);
      return !!notice && scheduleState(notice, now) === 'published';
    }
    case 'events':
      return (content.calendarOfEvents ?? []).some((event) => event.id === post.itemId);
    case 'alerts':
      return content.alert?.message === post.title && isAlertShowing(content.alert, now);
  }
}
