import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageBelow, reportPageView, takeReportedPageView, VISIT_API_PATH } from '@schoolpage/content-contract';

/**
 * Reports each page a visitor opens (`reportPageView`: `POST /api/web/visit`, no cookie, nothing waits for it),
 * but the server's page that the page's entry script already reported when it loaded; without script, the
 * `<noscript>` image reports the page the server sent.
 */
export function VisitBeacon({ organizationId, basePath }: { organizationId: string; basePath: string }) {
  const { pathname } = useLocation();
  const page = pageBelow(basePath, pathname);

  useEffect(() => {
    if (!takeReportedPageView(document, page)) reportPageView(organizationId, page);
  }, [organizationId, page]);

  const query = new URLSearchParams({ organizationId, page }).toString();
  return (
    <noscript>
      <img src={`${VISIT_API_PATH}?${query}`} alt="" width="1" height="1" />
    </noscript>
  );
}
