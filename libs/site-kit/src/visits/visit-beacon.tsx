import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SEARCH_WORDS_STORAGE_KEY, VISIT_API_PATH, type VisitBeacon as Beacon } from '@schoolpage/content-contract';

/** The page below the site's address ('' for home): `/s/hill/about` under `/s/hill` is `about`. */
export function pageBelow(basePath: string, pathname: string): string {
  const base = basePath.replace(/\/+$/, '');
  return (pathname.startsWith(base) ? pathname.slice(base.length) : pathname).replace(/^\/+|\/+$/g, '');
}

/** The words of SchoolPage's own search that led here, taken once (the search keeps them for the school it opens). */
function takeSearchWords(): string | undefined {
  try {
    const words = sessionStorage.getItem(SEARCH_WORDS_STORAGE_KEY) ?? undefined;
    sessionStorage.removeItem(SEARCH_WORDS_STORAGE_KEY);
    return words || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reports each page a visitor opens to `POST /api/web/visit` with `navigator.sendBeacon` (no cookie is set, nothing
 * waits for it); without script, the `<noscript>` image reports the page the server sent.
 */
export function VisitBeacon({ organizationId, basePath }: { organizationId: string; basePath: string }) {
  const { pathname } = useLocation();
  const page = pageBelow(basePath, pathname);

  useEffect(() => {
    const beacon: Beacon = { organizationId, page, ...(document.referrer ? { referrer: document.referrer } : {}) };
    const searchWords = takeSearchWords();
    if (searchWords) beacon.searchWords = searchWords;
    const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
    if (!navigator.sendBeacon?.(VISIT_API_PATH, body)) {
      void fetch(VISIT_API_PATH, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
    }
  }, [organizationId, page]);

  const query = new URLSearchParams({ organizationId, page }).toString();
  return (
    <noscript>
      <img src={`${VISIT_API_PATH}?${query}`} alt="" width="1" height="1" />
    </noscript>
  );
}
