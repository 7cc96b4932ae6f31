import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * How anonymous answers may be kept by a CDN in front of the platform (RFC 9111, RFC 5861): browsers keep
 * them `browserSeconds` (pages 0: revalidated every time, cheap with the ETag), a CDN keeps the answer
 * `s-maxage` seconds, may serve it stale while it fetches a fresh one, and while the platform fails
 * (`stale-if-error`). With purges (CDN_PURGE_URL) a change reaches the CDN at once, so it may keep answers
 * for minutes; without, no longer than the platform itself reuses them (PUBLIC_CACHE_SECONDS).
 */
export function cdnCacheControl(config: { cdnPurgeUrl?: string; publicCacheMs: number }, browserSeconds = 0): string {
  const sMaxAge = config.cdnPurgeUrl ? PURGED_CACHE_SECONDS : Math.floor(config.publicCacheMs / 1000);
  return `public, max-age=${browserSeconds}, s-maxage=${sMaxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

/**
 * How long a browser reuses a visitor's JSON read (a site's content, a suggestion). A page preloads its
 * school's content and reads it a moment later: fresh, the preloaded answer is used as it is. At
 * `max-age=0` the browser would take it as stale and, under `stale-while-revalidate`, fetch it a second time.
 */
export const JSON_READ_BROWSER_SECONDS = 10;

const PURGED_CACHE_SECONDS = 300;
const STALE_WHILE_REVALIDATE_SECONDS = 60;
/** A day: the schools' pages stay up through an outage of every instance. */
const STALE_IF_ERROR_SECONDS = 86_400;

/**
 * `cacheControl` for an answer that goes stale at a known time (a page whose alert appears or goes then):
 * a CDN keeps it no longer than `secondsLeft`, and never serves it stale while it fetches a fresh one.
 */
export function cacheControlUntil(cacheControl: string, secondsLeft: number): string {
  const left = Math.max(0, Math.floor(secondsLeft));
  return cacheControl
    .replace(/s-maxage=(\d+)/, (_, seconds: string) => `s-maxage=${Math.min(Number(seconds), left)}`)
    .replace(/,\s*stale-while-revalidate=\d+/, '');
}

/** Answers to a signed-in visitor (and errors): kept by no one. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The surrogate key (`Surrogate-Key`, Varnish xkey) naming everything of one school, which a purge names. */
export const siteCacheKey = (organizationId: string) => `site-${organizationId}`;
/** The surrogate key naming everything shown with one template. */
export const templateCacheKey = (templateName: string) => `template-${templateName}`;

/** A weak entity tag of an answer's body (the same body in gzip or brotli has the same tag). */
export function entityTagOf(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** True when the client's copy (`If-None-Match`) is the answer it would get: it gets 304 instead. */
export function isNotModified(ifNoneMatch: string | string[] | undefined, entityTag: string): boolean {
  if (typeof ifNoneMatch !== 'string') return false;
  const opaque = entityTag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}

/** True when the request's `Cookie` header carries the cookie `name` (set or not, valid or not). */
export function carriesCookie(cookieHeader: string | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  const at = cookieHeader.indexOf(`${name}=`);
  return at === 0 || (at > 0 && (cookieHeader[at - 1] === ' ' || cookieHeader[at - 1] === ';'));
}

/** How a route's anonymous answers may be kept (`cdnCacheControl`), and the session cookie that makes an answer private. */
export interface CdnCaching {
  cacheControl: string;
  sessionCookie: string;
}

/**
 * Sets the caching headers of an answer on `response`: `private, no-store` when the request carries the
 * session cookie, else the CDN's (Cache-Control, ETag, Surrogate-Key). Returns true when the client's
 * copy is current: the answer is then 304 without a body.
 */
export function setCachingHeaders(
  request: IncomingMessage,
  response: ServerResponse,
  caching: CdnCaching,
  tags: { readonly entityTag: string; readonly surrogateKey: string },
): boolean {
  if (carriesCookie(request.headers.cookie, caching.sessionCookie)) {
    response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    return false;
  }
  response.setHeader('Cache-Control', caching.cacheControl);
  response.setHeader('ETag', tags.entityTag);
  response.setHeader('Surrogate-Key', tags.surrogateKey);
  return isNotModified(request.headers['if-none-match'], tags.entityTag);
}

/** The platform's CDN caching, from its configuration, the name of its session cookie and how long browsers keep an answer. */
export function cdnCaching(config: { cdnPurgeUrl?: string; publicCacheMs: number }, sessionCookie: string, browserSeconds = 0): CdnCaching {
  return { cacheControl: cdnCacheControl(config, browserSeconds), sessionCookie };
}
