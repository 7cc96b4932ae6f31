/** One entry of a template's navigation: a label and the page below the base path ('' is home). */
export interface SitePage {
  label: string;
  page: string;
}
