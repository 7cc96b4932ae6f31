/** One `<url>` of a sitemap. */
export interface SitemapEntry {
  loc: string;
  /** Epoch milliseconds of the last change; left out when unknown (0). */
  lastmod?: number;
  /** The same page in every language of its site, itself included (#29): `xhtml:link rel="alternate" hreflang`. */
  alternates?: { hreflang: string; href: string }[];
}

import { xmlSafeText } from '@schoolpage/content-contract';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or an attribute value: escaped, and without the characters XML forbids. */
export function xmlEscape(text: string): string {
  return xmlSafeText(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** A W3C Datetime in UTC, to the second (`2024-05-01T08:30:00Z`). */
export function w3cDate(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * A sitemap (sitemaps.org protocol 0.9): every URL escaped, each with its last change when known and, for a page
 * of a site in several languages, its address in each (Google's `xhtml:link` alternates).
 */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const xhtml = entries.some((entry) => entry.alternates?.length) ? ` xmlns:xhtml="${XHTML_NAMESPACE}"` : '';
  const parts = [`${HEAD}<urlset xmlns="${NAMESPACE}"${xhtml}>\n`];
  for (const entry of entries) {
    const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
    const alternates = (entry.alternates ?? [])
      .map((alternate) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(alternate.hreflang)}" href="${xmlEscape(alternate.href)}"/>`)
      .join('');
    parts.push(`<url><loc>${xmlEscape(entry.loc)}</loc>${lastmod}${alternates}</url>\n`);
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
