import {
  newsStoryPath,
  noticePagePath,
  type CalendarEvent,
  type NewsStory,
  type Notice,
  type RichTextDocument,
  type SiteAlert,
  type StoredSiteContent,
  type SubscriptionTopic,
} from '@schoolpage/content-contract';

/** A post subscribers of its topic are told of, once: what the mail and the notification say of it. */
export interface PublishedPost {
  topic: SubscriptionTopic;
  /** The item's id (an alert, which has none: the time its message was saved), with the topic: one send per post, whatever is edited later. */
  itemId: string;
  title: string;
  body?: RichTextDocument;
  /** Plain words when there is no body (an alert's message). */
  text?: string;
  /** A file of the post (a circular's PDF or picture), as stored (`/api/files/…`). */
  fileUrl?: string;
  /** Its page below the school's address (`notice/<id>`, `news/<slug>`; '' for the home page). */
  page: string;
  /** When it goes out (epoch ms): its publishing time, or at once. */
  dueAt: number;
}

type PostContent = Pick<Partial<StoredSiteContent>, 'news' | 'notice' | 'calendarOfEvents' | 'alert'> & { [key: string]: unknown };

/** The item's own say: a post saved with "Tell subscribers" unticked is never sent. */
const told = (item: object & { tellSubscribers?: unknown }) => item.tellSubscribers !== false;
const dueOf = (publishAt: string | undefined, now: number) => Math.max(now, publishAt ? Date.parse(publishAt) || now : now);
/** The ids of the items a reader could already have been told of (drafts are not). */
const postedIds = (items: readonly { id?: string; status?: string }[] | undefined) => new Set((items ?? []).filter((item) => item.status !== 'draft').map((item) => item.id));

/**
 * The posts a save published: a story, circular or event that was not there (or was a draft) before and is not one
 * now, and an alert whose message is new. Its time may be later (`publishAt`, an alert's start): the send waits for
 * it. An edit of a post already there publishes nothing.
 */
export function publishedPosts(before: PostContent, after: PostContent, now: number): PublishedPost[] {
  const posts: PublishedPost[] = [];
  const wasPosted = { news: postedIds(before.news), notice: postedIds(before.notice), events: postedIds(before.calendarOfEvents) };
  for (const story of (after.news ?? []) as (NewsStory & { tellSubscribers?: unknown })[]) {
    if (story.status === 'draft' || wasPosted.news.has(story.id) || !told(story)) continue;
    posts.push({ topic: 'news', itemId: story.id, title: story.title, body: story.body, ...(story.summary ? { text: story.summary } : {}), page: newsStoryPath(story.slug), dueAt: dueOf(story.publishAt, now) });
  }
  for (const notice of (after.notice ?? []) as (Notice & { tellSubscribers?: unknown })[]) {
    if (!notice.id || notice.status === 'draft' || wasPosted.notice.has(notice.id) || !told(notice)) continue;
    posts.push({
      topic: 'circulars',
      itemId: notice.id,
      title: notice.title,
      ...(notice.body ? { body: notice.body } : {}),
      ...(notice.fileUrl?.url ? { fileUrl: notice.fileUrl.url } : {}),
      page: noticePagePath(notice.id),
      dueAt: dueOf(notice.publishAt, now),
    });
  }
  for (const event of (after.calendarOfEvents ?? []) as (CalendarEvent & { tellSubscribers?: unknown })[]) {
    if (!event.id || wasPosted.events.has(event.id) || !told(event)) continue;
    posts.push({ topic: 'events', itemId: event.id, title: event.title, text: `On ${event.date}.`, page: '', dueAt: now });
  }
  const alert: (SiteAlert & { tellSubscribers?: unknown }) | undefined = after.alert;
  if (alert?.message && alert.message !== before.alert?.message && told(alert)) {
    posts.push({ topic: 'alerts', itemId: `alert-${now.toString(36)}`, title: alert.message, text: alert.message, page: '', dueAt: dueOf(alert.startsAt, now) });
  }
  return posts;
}
