import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheControlUntil, entityTagOf, setCachingHeaders, type CdnCaching } from '../../common/cdn-caching';

/**
 * A rendered page as it is kept: its bytes, and what is worked out once when it is rendered: its
 * compressed forms and its tags for a CDN (entity tag, surrogate keys).
 */
export interface KeptPage {
  html: string;
  /** The page's Content-Security-Policy (it names the hashes of the page's scripts). */
  contentSecurityPolicy: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  /** Changes with the page's bytes: its site's content, its template's files, the registry. */
  entityTag: string;
  /** The school's and its template's surrogate keys (`site-<id> template-<name>`). */
  surrogateKey: string;
  /** When the page goes stale by itself (epoch ms): its school's alert appears or goes then. */
  expiresAt?: number;
}

export function keptPage(html: string, contentSecurityPolicy: string, surrogateKey = '', expiresAt?: number): KeptPage {
  const body = Buffer.from(html);
  return {
    html,
    contentSecurityPolicy,
    body,
    gzip: ownBytes(gzipSync(body, { level: 6 })),
    brotli: ownBytes(
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ),
    entityTag: entityTagOf(body),
    surrogateKey,
    ...(expiresAt === undefined ? {} : { expiresAt }),
  };
}

/**
 * `bytes` in memory of their own. What zlib gives back in one piece is a view of its whole 16 KiB output chunk, so a
 * page compressed to 3 KiB would hold 16 KiB while the page's budget (KEPT_PAGES_MIB) counts 3.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** The form of a kept page a browser asked for (`Accept-Encoding`), and its encoding name. */
export function pageBytesFor(page: KeptPage, acceptEncoding: string | undefined): { bytes: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return { bytes: page.brotli, encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { bytes: page.gzip, encoding: 'gzip' };
  return { bytes: page.body };
}

/**
 * Sends a kept page in the compressed form the browser accepts, with the page's own script policy and
 * the CDN's headers (or `private, no-store` for a request with a session cookie), kept by the CDN no
 * longer than the page's own expiry; 304 when the client's copy is current.
 */
export function sendKeptPage(request: IncomingMessage, response: ServerResponse, page: KeptPage, caching: CdnCaching, now = Date.now()): void {
  response.setHeader('Content-Security-Policy', page.contentSecurityPolicy);
  response.setHeader('Vary', 'Accept-Encoding');
  const pageCaching =
    page.expiresAt === undefined ? caching : { ...caching, cacheControl: cacheControlUntil(caching.cacheControl, (page.expiresAt - now) / 1000) };
  if (setCachingHeaders(request, response, pageCaching, page)) {
    response.writeHead(304);
    response.end();
    return;
  }
  const { bytes, encoding } = pageBytesFor(page, request.headers['accept-encoding']);
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': bytes.length });
  response.end(bytes);
}
