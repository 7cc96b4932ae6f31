import { pagesWithDisclosure } from '../disclosure/public-disclosure';
import { ENQUIRY_PAGE, ENQUIRY_PAGE_LABEL } from '../enquiries/enquiry-pages';
import type { SitePageEntry } from '../disclosure/site-page-entry';
import { NEWS_PAGE, NEWS_PAGE_LABEL, NEWS_PER_PAGE, newsListPath, newsStoryPath } from '../news/news-story';
import { ownPagePath } from '../own-pages/own-page';
import type { SiteContent } from './site-content';

type MenuContent = Pick<Partial<SiteContent>, 'disclosure' | 'pages' | 'notice' | 'news' | 'enquiry'>;

/** The page of one notice below the school's address: `notice/<id>`. */
export const noticePagePath = (id: string) => `notice/${id}`;

/**
 * What a site's header and footer link to: the template's pages, the disclosure when the school has one, then
 * the school's own pages shown in the menu (given at their time: content-at.ts), and "Enquire" while the site takes
 * enquiries (its own address).
 */
export function siteMenuPages<P extends SitePageEntry>(pages: readonly P[], content: MenuContent): (P | SitePageEntry)[] {
  const own = (content.pages ?? []).filter((page) => page.showInMenu).map((page) => ({ label: page.title, page: ownPagePath(page.slug) }));
  const news = content.news?.length && !pages.some((entry) => entry.page === NEWS_PAGE) ? [{ label: NEWS_PAGE_LABEL, page: NEWS_PAGE }] : [];
  const enquire = content.enquiry ? [{ label: ENQUIRY_PAGE_LABEL, page: ENQUIRY_PAGE }] : [];
  return [...pagesWithDisclosure(pages, content), ...news, ...own, ...enquire];
}

/**
 * True for a page the site has at its time: one of the template's or the menu's, an own page (`p/<slug>`), a story
 * (`news/<slug>`) or a later page of the news (`news/page/<n>`), or a notice's own page (`notice/<id>`). Anything else is answered 404.
 */
export function isSitePage(pages: readonly SitePageEntry[], content: MenuContent, page: string): boolean {
  if (siteMenuPages(pages, content).some((entry) => entry.page === page)) return true;
  const stories = content.news ?? [];
  if (stories.some((story) => newsStoryPath(story.slug) === page)) return true;
  const listPages = Math.ceil(stories.length / NEWS_PER_PAGE);
  if (Array.from({ length: listPages - 1 }, (_, i) => newsListPath(i + 2)).includes(page)) return true;
  if ((content.pages ?? []).some((own) => ownPagePath(own.slug) === page)) return true;
  return (content.notice ?? []).some((notice) => notice.id && noticePagePath(notice.id) === page);
}
