/** The address of one page of a site: `sitePath('/web/nbl', 'about')` is `/web/nbl/about`. */
export function sitePath(basePath: string, page = ''): string {
  const base = basePath.replace(/\/+$/, '');
  const child = page.replace(/^\/+/, '');
  if (!child) return base || '/';
  return `${base}/${child}`;
}
