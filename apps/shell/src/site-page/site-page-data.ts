import type { SiteProps } from '@schoolpage/content-contract';

/** What the server puts in a school's page for the browser to take over from: `<script id="site-data">`. */
export interface SitePageData extends SiteProps {
  /** The template's remote and the URL of its manifest, as the server rendered it... */
  remote: string;
  entry: string;
  /** ...and of its entry script (`remoteEntry.js`), which the page loads it from. */
  entryScript: string;
}

export const SITE_DATA_ELEMENT_ID = 'site-data';

/** Set on `<html>` once the browser has taken the page over. */
export const HYDRATED_ATTRIBUTE = 'data-site-hydrated';

/** The page's data, or undefined when the page carries none (or none that parses). */
export function readSitePageData(doc: Document): SitePageData | undefined {
  const text = doc.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<SitePageData>;
    return data.content && typeof data.basePath === 'string' && data.remote && data.entry && data.entryScript
      ? (data as SitePageData)
      : undefined;
  } catch {
    return undefined;
  }
}
