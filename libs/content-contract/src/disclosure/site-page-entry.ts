/** One entry of a site's navigation: a label and the page below the site's address ('' is home). */
export interface SitePageEntry {
  label: string;
  page: string;
}
