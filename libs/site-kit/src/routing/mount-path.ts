/**
 * Where a site is mounted, relative to the route that renders it.
 *
 * The shell may render a site under `/web/*` (the site then sees `nbl/about` below its parent) or under
 * `/web/nbl/*` (the site sees `about`). Knowing the full pathname, the part below the parent route and the
 * site's base path, this returns the base path's segments below the parent: `nbl` or `''`.
 */
export function mountPathBelowParent(basePath: string, pathname: string, belowParent: string): string {
  const segments = (path: string) => path.split('/').filter(Boolean);
  const parentDepth = segments(pathname).length - segments(belowParent).length;
  return segments(basePath).slice(Math.max(parentDepth, 0)).join('/');
}
