import type { SitePageEntry } from '@schoolpage/content-contract';

/** One entry of a template's navigation: a label and the page below the base path ('' is home). */
export type SitePage = SitePageEntry;
