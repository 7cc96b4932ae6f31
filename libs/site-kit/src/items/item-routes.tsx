import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { OWN_PAGE_SEGMENT, type SiteContent } from '@schoolpage/content-contract';
import { OwnPageView } from './own-page-view';

/**
 * The pages every template has for a school's items, below its own pages' routes: its own pages
 * (`p/<page-slug>`). Given as route elements for a template's `SiteRoutes`.
 */
export function itemRoutes(content: SiteContent, notFound: ReactElement): ReactElement {
  return (
    <>
      <Route path={`${OWN_PAGE_SEGMENT}/:pageSlug`} element={<OwnPageView content={content} notFound={notFound} />} />
    </>
  );
}
