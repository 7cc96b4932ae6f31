import { newsStoryPath } from '../news/news-story';
import { noticePagePath } from './site-menu';
import { ownPagePath } from '../own-pages/own-page';
import type { SiteContent } from './site-content';

/** What a page is called when neither the school nor the page has a name yet. */
const UNNAMED_PAGE = 'Home';

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The `<title>` of one page of a school's site: "<page name> — <school name>", the school's name alone on
 * its home page (`page` ''), and the page's own name while the school has none. The server writes it into the page;
 * the page keeps it as a visitor moves between pages.
 */
export function pageTitle(schoolName: string, page: string, pageName: string): string {
  const school = collapsed(schoolName);
  const name = collapsed(pageName);
  if (!school) return name || UNNAMED_PAGE;
  if (!page || !name) return school;
  return `${name} — ${school}`;
}

/** The name of a page that shows one of the school's items (an own page, a story, a notice): its title; undefined for other pages. */
export function itemPageName(content: Pick<SiteContent, 'pages' | 'news' | 'notice'>, page: string): string | undefined {
  return (
    content.news?.find((story) => newsStoryPath(story.slug) === page) ??
    content.pages?.find((own) => ownPagePath(own.slug) === page) ??
    content.notice?.find((notice) => notice.id && noticePagePath(notice.id) === page)
  )?.title;
}
