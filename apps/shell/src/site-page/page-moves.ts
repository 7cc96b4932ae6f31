import { parseSitePageData, SITE_DATA_ELEMENT_ID, type SiteContent, type SitePageData } from '@schoolpage/content-contract';

/**
 * A page carries only the content it shows (the server leaves the lists of the site's other pages empty). When the
 * visitor follows a link to another page of the same site (other-page.ts), the take-over reads that page's content
 * from the page itself (its server-rendered document, kept by the CDN) and moves there in the page; a page of another
 * site, language or template, or one that cannot be read, is opened as a new document. Loaded at the first such click.
 */
export async function moveToPage(url: URL, data: SitePageData, moveTo: (path: string, content: SiteContent) => void): Promise<void> {
  const next = await pageDataAt(url).catch(() => undefined);
  if (next && next.remote === data.remote && next.basePath === data.basePath && next.language === data.language) {
    moveTo(url.pathname + url.search + url.hash, next.content);
  } else {
    window.location.assign(url.href);
  }
}

async function pageDataAt(url: URL): Promise<SitePageData | undefined> {
  const answer = await fetch(url.href, { headers: { accept: 'text/html' } });
  if (!answer.ok) return undefined;
  return parseSitePageData(pageDataText(await answer.text()));
}

/**
 * The text of a page's data element, read from its HTML as text: the document is never parsed as one (its inline
 * styles are not this page's, whose Content-Security-Policy names its own by their hashes). The server escapes every
 * `<` inside the data, so the element ends at the first `</script>` after it.
 */
export function pageDataText(html: string): string | undefined {
  const start = new RegExp(`<script id="${SITE_DATA_ELEMENT_ID}"[^>]*>`).exec(html);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  const end = html.indexOf('</script>', from);
  return end < 0 ? undefined : html.slice(from, end);
}

/** The content read so far with another page's: its lists filled in, none emptied (each page leaves the others' empty). */
export function withPageContent(current: SiteContent, next: SiteContent): SiteContent {
  const merged: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(next)) {
    if (!(Array.isArray(value) && value.length === 0 && field in current)) merged[field] = value;
  }
  return merged as unknown as SiteContent;
}
