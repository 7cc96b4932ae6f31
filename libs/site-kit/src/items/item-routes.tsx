import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { NEWS_PAGE, OWN_PAGE_SEGMENT, type SiteContent } from '@schoolpage/content-contract';
import { lazyView } from '../routing/lazy-view';

// Each view's code (and the rich-text rendering they share) downloads only on its own pages.
const OwnPageView = lazyView(() => import('./own-page-view').then((m) => m.OwnPageView));
const NewsListView = lazyView(() => import('./news-list-view').then((m) => m.NewsListView));
const NewsStoryView = lazyView(() => import('./news-story-view').then((m) => m.NewsStoryView));
const NoticeView = lazyView(() => import('./notice-view').then((m) => m.NoticeView));

/**
 * The pages every template has for a school's items: its own pages (`p/<page-slug>`), its news (`news`,
 * `news/page/<n>`, `news/<post-slug>`) and each notice (`notice/<id>`). Route elements for a template's `SiteRoutes`.
 */
export function itemRoutes(content: SiteContent, basePath: string, notFound: ReactElement): ReactElement {
  const item = { content, basePath, notFound };
  return (
    <>
      <Route path={`${OWN_PAGE_SEGMENT}/:pageSlug`} element={<OwnPageView {...item} />} />
      <Route path={NEWS_PAGE} element={<NewsListView {...item} />} />
      <Route path={`${NEWS_PAGE}/page/:pageNumber`} element={<NewsListView {...item} />} />
      <Route path={`${NEWS_PAGE}/:storySlug`} element={<NewsStoryView {...item} />} />
      <Route path="notice/:noticeId" element={<NoticeView {...item} />} />
    </>
  );
}
