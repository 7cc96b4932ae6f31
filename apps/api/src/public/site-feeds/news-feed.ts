import { newsStoryPath, noticePagePath, richTextPlainText, storyDate, xmlSafeText, type NewsStory, type Notice } from '@schoolpage/content-contract';
import { Feed } from 'feed';

/** Entries in a feed: the newest, as feed readers keep no more. */
export const FEED_ENTRIES = 50;

/** One entry of a school's news feed: a notice or a news story. */
export interface FeedEntry {
  /** A permanent id (a `tag:` URI, RFC 4151): the same entry keeps it whatever changes. */
  id: string;
  title: string;
  /** Where the entry is read. */
  link: string;
  /** When it was published or last changed (ISO 8601). */
  updated: string;
  summary?: string;
}

export interface NewsFeedInput {
  schoolName: string;
  /** The school's site (`https://…/s/<slug>`) and the feed's own address. */
  siteUrl: string;
  feedUrl: string;
  /** The feed's id: stays the same when the school's address changes. */
  id: string;
  entries: readonly FeedEntry[];
  /** When the site last changed (epoch ms): the feed's date when it has no entries. */
  updatedAt: number;
}

/** The `tag:` URI (RFC 4151) of something of a school at the platform's host: `tag:host,2026:<kind>:<org>[:<item>]`. */
export function tagUri(host: string, ...parts: string[]): string {
  return `tag:${host},2026:${parts.join(':')}`;
}

/** A school's notices as feed entries: each links to its file, or (a notice that is a text alone) to its own page under `siteUrl`. */
export function noticeEntries(notices: readonly Notice[], origin: string, host: string, organizationId: string, siteUrl: string): FeedEntry[] {
  return notices
    .filter((notice) => notice.id && !Number.isNaN(Date.parse(notice.uploadDate)))
    .map((notice) => ({
      id: tagUri(host, 'notice', organizationId, notice.id as string),
      title: notice.title,
      link: notice.fileUrl ? new URL(notice.fileUrl.url, origin).href : `${siteUrl}/${noticePagePath(notice.id as string)}`,
      updated: new Date(notice.uploadDate).toISOString(),
    }));
}

/** A school's news stories as feed entries: each links to its page, summarised by its summary (or its first words). */
export function storyEntries(stories: readonly NewsStory[], siteUrl: string, host: string, organizationId: string): FeedEntry[] {
  return stories.map((story) => {
    const summary = story.summary || richTextPlainText(story.body).slice(0, 300);
    return {
      id: tagUri(host, 'news', organizationId, story.id),
      title: story.title,
      link: `${siteUrl}/${newsStoryPath(story.slug)}`,
      updated: new Date(storyDate(story)).toISOString(),
      ...(summary ? { summary } : {}),
    };
  });
}

/**
 * The school's news feed as Atom (RFC 4287): its entries newest first (at most FEED_ENTRIES), each titled with
 * the school's own words as plain text (escaped, as the feed library marks titles as HTML).
 */
export function newsFeed(input: NewsFeedInput): string {
  const entries = [...input.entries].sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated)).slice(0, FEED_ENTRIES);
  const updated = entries[0] ? new Date(entries[0].updated) : new Date(input.updatedAt);
  // Every text the school typed leaves out what XML forbids (a control character would make readers refuse the feed).
  const schoolName = xmlSafeText(input.schoolName);
  const feed = new Feed({
    id: input.id,
    title: `${schoolName}: notices and news`,
    link: input.siteUrl,
    updated,
    language: 'en',
    generator: 'SchoolPage',
    copyright: schoolName,
    feedLinks: { atom: input.feedUrl },
    author: { name: schoolName, link: input.siteUrl },
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.id,
      title: asHtmlText(entry.title),
      link: entry.link,
      date: new Date(entry.updated),
      ...(entry.summary ? { description: asHtmlText(entry.summary) } : {}),
    });
  }
  return feed.atom1();
}

/** Text as HTML that reads as that text: a title like `<b>` shows as typed and can never be markup. */
function asHtmlText(text: string): string {
  return xmlSafeText(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
