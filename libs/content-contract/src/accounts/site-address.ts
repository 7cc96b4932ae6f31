/**
 * A school's permanent public address: `/s/<slug>`, and each page of its template below it
 * (`/s/<slug>/about`). The slug is made at sign-up from the organisation name and can be changed by
 * the admin; an old slug keeps answering with a permanent redirect to the new one.
 */
export const SITE_ROUTE = '/s';

/** What an admin may choose as the slug: 3–60 characters of a–z, 0–9 and `-`. */
export const SLUG_RULES = {
  minLength: 3,
  maxLength: 60,
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
} as const;

/** Words that name the platform's own addresses and can never be a school's slug. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api', 'dashboard', 'web', 's', 'search-list', 'login', 'signup', 'forgotpassword', 'resetpassword',
  'about', 'contact', 'terms-and-conditions', 'privacy-policy', 'admin', 'static', 'assets', 'bundles',
  'templates', 'apps', 'robots.txt', 'sitemap.xml', 'favicon.ico', 'www', 'schoolpage',
]);

/** The path of a school's site, or of one page of it (`page` as the template names it: '' for home). */
export function sitePath(slug: string, page = ''): string {
  return pathBelow(`${SITE_ROUTE}/${slug}`, page);
}

/**
 * Where a school's site lives on the host it is asked at: `/s/<slug>` on the platform, the root ('') at the school's
 * own verified domain (issue #46). Every address a page names is built below it.
 */
export function siteRoot(slug: string, atOwnDomain: boolean): string {
  return atOwnDomain ? '' : sitePath(slug);
}

/** The path of a page below a site's root (`page` '' for home: the root itself, `/` when the root is the host's). */
export function pathBelow(root: string, page = ''): string {
  return page ? `${root}/${page}` : root || '/';
}
