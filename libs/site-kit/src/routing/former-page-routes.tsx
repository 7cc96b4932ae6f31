import type { ReactElement } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { FORMER_PAGE_NAMES } from '@schoolpage/content-contract';

/**
 * The names templates once gave their pages (`course`, `resource`, `notice`), each leading to the page's one
 * name, the query kept (a sample preview's `?source=`). The server answers them with a 301 before any template
 * draws (site-page-handler); these routes do the same for a page the browser alone shows (the `/web` previews).
 */
export function formerPageRoutes(): ReactElement {
  return (
    <>
      {Object.entries(FORMER_PAGE_NAMES).map(([former, current]) => (
        <Route key={former} path={former} element={<ToCurrentPage page={current} />} />
      ))}
    </>
  );
}

function ToCurrentPage({ page }: { page: string }) {
  const { search, hash } = useLocation();
  // From the former page's route, `..` is the site's base path (react-router resolves it by routes).
  return <Navigate to={{ pathname: page ? `../${page}` : '..', search, hash }} replace />;
}
