import type { RichTextDocument } from '../rich-text/rich-text';
import type { Scheduled } from '../schedule/schedule';

/** A story's cover picture: a stored file of the school's and its description. */
export interface NewsCover {
  url: string;
  altText: string;
}

/**
 * A news story: on the school's news page (`/s/<slug>/news`, newest first, pinned on top), its own page
 * (`/s/<slug>/news/<post-slug>`), its home page (the three newest) and its Atom feed, from `publishAt`.
 */
export interface NewsStory extends Scheduled {
  id: string;
  title: string;
  /** Lowercase words joined by hyphens, made from the title; unique among the school's stories. */
  slug: string;
  summary: string;
  body: RichTextDocument;
  coverImage?: NewsCover;
  /** Kept at the top of the news page. */
  pinned: boolean;
  /** Saved with "Tell subscribers" unticked: its subscribers are not sent it when it is published. */
  tellSubscribers?: false;
  /** When it was written and last saved (ISO 8601). */
  createdAt: string;
  updatedAt: string;
}

/**
 * `GET` lists the stories, `POST` `{ title, summary, body, coverImage?: { url, altText }, publishAt?, expireAt?,
 * pinned?, tellSubscribers? }` adds one (its cover stored first through RICH_TEXT_PICTURES_API_PATH); `GET/PATCH/DELETE <path>/<id>`.
 */
export const NEWS_API_PATH = '/api/dashboard/news';

/** The school's news page below its address, and the segment of each story's page. */
export const NEWS_PAGE = 'news';
export const NEWS_PAGE_LABEL = 'News';
export const newsStoryPath = (slug: string) => `${NEWS_PAGE}/${slug}`;
/** The later pages of the news list: `news/page/2`. */
export const newsListPath = (pageNumber: number) => (pageNumber <= 1 ? NEWS_PAGE : `${NEWS_PAGE}/page/${pageNumber}`);
export const NEWS_PER_PAGE = 10;
/** How many stories a home page shows. */
export const NEWS_ON_HOME = 3;

export const NEWS_LIMITS = { title: 160, summary: 400, altText: 300, stories: 500 } as const;

/** When a story counts as published: its publishing time, else when it was written. */
export const storyDate = (story: Pick<NewsStory, 'publishAt' | 'createdAt'>) => story.publishAt ?? story.createdAt;

/** Stories as the news page lists them: pinned first, then newest first. */
export function storiesInOrder<S extends Pick<NewsStory, 'pinned' | 'publishAt' | 'createdAt'>>(stories: readonly S[]): S[] {
  return [...stories].sort((a, b) => Number(b.pinned) - Number(a.pinned) || Date.parse(storyDate(b)) - Date.parse(storyDate(a)));
}

/** The newest stories, pinned or not (a home page's three). */
export function newestStories<S extends Pick<NewsStory, 'publishAt' | 'createdAt'>>(stories: readonly S[], count: number): S[] {
  return [...stories].sort((a, b) => Date.parse(storyDate(b)) - Date.parse(storyDate(a))).slice(0, count);
}
