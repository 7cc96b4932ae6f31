import type { SiteContent, SitePageData } from '@schoolpage/content-contract';
import { readSitePageData } from './site-page-data';

/**
 * A page carries only the content it shows (the server leaves the lists of the site's other pages empty). When the
 * visitor follows a link to another page of the same site, the take-over reads that page's content from the page
 * itself (its server-rendered document, kept by the CDN) and moves there in the page; a page of another site,
 * language or template, or one that cannot be read, is opened as a new document.
 */
export function readPagesOnDemand(data: SitePageData, moveTo: (path: string, content: SiteContent) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const url = otherPageOf(event, data.basePath);
    if (!url) return;
    // Before the router's own handler: it leaves a link whose click was handled alone.
    event.preventDefault();
    void pageDataAt(url).then(
      (next) =>
        next && next.remote === data.remote && next.basePath === data.basePath && next.language === data.language
          ? moveTo(url.pathname + url.search + url.hash, next.content)
          : window.location.assign(url.href),
      () => window.location.assign(url.href),
    );
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}

/** The address of another page of the site a plain click on a link goes to, or undefined for any other click. */
export function otherPageOf(event: MouseEvent, basePath: string): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link?.href || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  const inSite = url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
  return url.origin === window.location.origin && inSite && url.pathname !== window.location.pathname ? url : undefined;
}

async function pageDataAt(url: URL): Promise<SitePageData | undefined> {
  const answer = await fetch(url.href, { headers: { accept: 'text/html' } });
  if (!answer.ok) return undefined;
  return readSitePageData(new DOMParser().parseFromString(await answer.text(), 'text/html'));
}

/** The content read so far with another page's: its lists filled in, none emptied (each page leaves the others' empty). */
export function withPageContent(current: SiteContent, next: SiteContent): SiteContent {
  const merged: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(next)) {
    if (!(Array.isArray(value) && value.length === 0 && field in current)) merged[field] = value;
  }
  return merged as unknown as SiteContent;
}
