import type { SiteProps } from './site-content';

/** The id of the element a server-rendered school page carries its data in: `<script id="site-data" type="application/json">`. */
export const SITE_DATA_ELEMENT_ID = 'site-data';

/**
 * On `<html>` of a server-rendered school page (`data-script-faces="after-paint"`): the site's own faces for India's
 * scripts are left out of its font lists until the page's script removes the attribute as it takes the page over.
 * The page is drawn at once with the phone's faces, the faces' downloads never compete with its first picture and
 * text, and the whole restyles of letting them in and of their arrival are not tasks of their own
 * (libs/site-kit/src/brand/script-fonts.module.css; without scripting, they are used from the start).
 */
export const SCRIPT_FACES_ATTRIBUTE = 'data-script-faces';

/**
 * On `<html>` of a server-rendered school page (`data-bands="after-paint"`): the bands below its first screen are
 * left undrawn (content-visibility) for its first paint, so that paint styles and lays out the first screen only
 * (with the page's every face and size looked up, that one task was the page's longest, #45); right after it, the
 * page's script draws them one band a task and removes the attribute, so every band is drawn, measured and read as
 * usual from then on (libs/site-kit/src/sections/site-section.module.css; without scripting, drawn from the start).
 */
export const BANDS_ATTRIBUTE = 'data-bands';

/**
 * On a link of a school's page that the site's script opens in the page rather than following it (a gallery tile
 * opens the picture in its viewer): a plain press on it before the take-over is kept and pressed again once the site
 * answers it (apps/shell/src/site-page/visitor-presence.ts), so the first tap opens the viewer, not the picture's file.
 */
export const OPENS_IN_PAGE_ATTRIBUTE = 'data-opens-in-page';

/**
 * What the server puts in a school's page for the browser to take over from (hydrate): the props the
 * template rendered with, and the template itself.
 */
export interface SitePageData extends SiteProps {
  /** The template's remote and the URL of its manifest, as the server rendered it... */
  remote: string;
  entry: string;
  /** ...and of its entry script (`remoteEntry.js`), which the page loads it from. */
  entryScript: string;
}

/** The page's data from the text of its data element, or undefined when it is missing, incomplete or does not parse. */
export function parseSitePageData(text: string | null | undefined): SitePageData | undefined {
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<SitePageData> | null;
    return data?.content && typeof data.basePath === 'string' && data.remote && data.entry && data.entryScript
      ? (data as SitePageData)
      : undefined;
  } catch {
    return undefined;
  }
}
