/**
 * The pages every school's site has, each at one address below the school's whatever its template
 * (`/s/<slug>/admissions`): a template names its pages by these, so a change of template keeps every address.
 */
export const SITE_PAGES = {
  home: '',
  about: 'about',
  gallery: 'gallery',
  notices: 'notices',
  admissions: 'admissions',
  contact: 'contact',
} as const;

export type SitePageName = (typeof SITE_PAGES)[keyof typeof SITE_PAGES];

/** Every page of SITE_PAGES, home ('') first. */
export const SITE_PAGE_NAMES: readonly SitePageName[] = Object.values(SITE_PAGES);

/**
 * The names templates once gave their pages (Run's `resource`, NBL's `course`, both `notice`): each answers
 * 301 to the page's one address, so a link shared or printed before keeps leading to the page.
 */
export const FORMER_PAGE_NAMES: Readonly<Record<string, SitePageName>> = {
  notice: SITE_PAGES.notices,
  resource: SITE_PAGES.admissions,
  course: SITE_PAGES.admissions,
  courses: SITE_PAGES.admissions,
  home: SITE_PAGES.home,
};

/** The one name of a page a template once named otherwise (`course` → `admissions`); undefined for any other page. */
export function currentPageName(page: string): SitePageName | undefined {
  return Object.hasOwn(FORMER_PAGE_NAMES, page) ? FORMER_PAGE_NAMES[page] : undefined;
}
