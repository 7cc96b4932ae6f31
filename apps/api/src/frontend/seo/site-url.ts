import { pathBelow, sitePath } from '@schoolpage/content-contract';

/**
 * The platform's public origin (`https://example.org`), checked and without a trailing slash.
 * Every address in a page's head is built on it, so a wrong one is refused rather than rendered.
 */
export function publicOrigin(origin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw new Error(`The public origin "${origin}" is not an absolute http(s) address.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`The public origin "${origin}" is not an absolute http(s) address.`);
  }
  return parsed.origin;
}

/** The absolute address of a school's site (`page` '' for home) or of one of its pages. */
export function siteUrl(origin: string, slug: string, page = ''): string {
  return `${publicOrigin(origin)}${sitePath(encodeURIComponent(slug), page.split('/').map(encodeURIComponent).join('/'))}`;
}

/** The absolute address of a page of the school's site on the host it is asked at (below its root when given). */
export function sitePageUrl({ origin, slug, root }: { origin: string; slug: string; root?: string }, page = ''): string {
  if (root === undefined) return siteUrl(origin, slug, page);
  return `${publicOrigin(origin)}${pathBelow(root, page.split('/').map(encodeURIComponent).join('/'))}`;
}

/**
 * A content URL (`/api/files/…`, a template asset or a full address) made absolute on the origin;
 * undefined for a blank URL or one that is not http(s) (`javascript:`, `data:`).
 */
export function absoluteUrl(origin: string, url: string | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, `${publicOrigin(origin)}/`);
  } catch {
    return undefined;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
}

/** True for an absolute http(s) address (what a social link must be to name the school elsewhere). */
export function isWebAddress(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
