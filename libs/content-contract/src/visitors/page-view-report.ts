import { VISIT_API_PATH } from './visit-path';
import { SEARCH_WORDS_STORAGE_KEY, type VisitBeacon } from './visitor-figures';

/**
 * On `<html>` of a server-rendered school page once its entry script has reported the page the server sent
 * (`data-page-view-reported="<page>"`): the page is counted as soon as it has loaded, whether or not the visitor
 * acts and the site's script takes it over; the site's beacon then leaves that one view out.
 */
export const PAGE_VIEW_REPORTED_ATTRIBUTE = 'data-page-view-reported';

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
 * Reports one page view to `POST /api/web/visit` with `navigator.sendBeacon` (no cookie is set, nothing waits for
 * it), with the referrer and the search words that led here: JSON, sent as text (the route reads the body as JSON
 * whatever its type). Every browser the site's script runs in has sendBeacon.
 */
export function reportPageView(organizationId: string, page: string): void {
  const beacon: VisitBeacon = { organizationId, page, referrer: document.referrer || undefined, searchWords: takeSearchWords() };
  navigator.sendBeacon(VISIT_API_PATH, JSON.stringify(beacon));
}

/** Whether `page` is the view the page's entry already reported (told once, for the first page shown: a later visit of the same page counts). */
export function takeReportedPageView(doc: Document, page: string): boolean {
  const reported = doc.documentElement.getAttribute(PAGE_VIEW_REPORTED_ATTRIBUTE) === page;
  doc.documentElement.removeAttribute(PAGE_VIEW_REPORTED_ATTRIBUTE);
  return reported;
}
