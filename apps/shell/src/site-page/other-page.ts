/** The address of another page of the site a plain click on a link goes to, or undefined for any other click. */
export function otherPageOf(event: MouseEvent, basePath: string): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link?.href || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  const inSite = url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
  return url.origin === window.location.origin && inSite && url.pathname !== window.location.pathname ? url : undefined;
}
