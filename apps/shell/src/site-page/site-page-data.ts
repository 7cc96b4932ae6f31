import { parseSitePageData, SITE_DATA_ELEMENT_ID, type SitePageData } from '@schoolpage/content-contract';

/** Set on `<html>` once the browser has taken the page over. */
export const HYDRATED_ATTRIBUTE = 'data-site-hydrated';

/** The page's data (`<script id="site-data">`, typed in the contract), or undefined when the page carries none (or none that parses). */
export function readSitePageData(doc: Document): SitePageData | undefined {
  return parseSitePageData(doc.getElementById(SITE_DATA_ELEMENT_ID)?.textContent);
}
