import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { NEWS_PAGE, OWN_PAGE_SEGMENT, type SiteContent } from '@schoolpage/content-contract';
import { NewsListView } from './news-list-view';
import { NewsStoryView } from './news-story-view';
import { NoticeView } from './notice-view';
import { OwnPageView } from './own-page-view';

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
