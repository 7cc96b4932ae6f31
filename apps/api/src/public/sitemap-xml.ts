/** One `<url>` of a sitemap. */
export interface SitemapEntry {
  loc: string;
  /** Epoch milliseconds of the last change; left out when unknown (0). */
  lastmod?: number;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** A W3C Datetime in UTC, to the second (`2024-05-01T08:30:00Z`). */
export function w3cDate(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap (sitemaps.org protocol 0.9): every URL escaped, each with its last change when known. */
export function urlSetXml(entries: Iterable<SitemapEntry>): string {
  const parts = [`${HEAD}<urlset xmlns="${NAMESPACE}">\n`];
  for (const entry of entries) {
    const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
    parts.push(`<url><loc>${xmlEscape(entry.loc)}</loc>${lastmod}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** A sitemap index naming the sitemaps at `locations`. */
export function sitemapIndexXml(locations: Iterable<string>): string {
  const parts = [`${HEAD}<sitemapindex xmlns="${NAMESPACE}">\n`];
  for (const loc of locations) parts.push(`<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>\n`);
  parts.push('</sitemapindex>\n');
  return parts.join('');
}
