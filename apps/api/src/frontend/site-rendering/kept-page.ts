import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A rendered page as it is kept: its bytes, and its compressed forms made once when it is rendered. */
export interface KeptPage {
  html: string;
  /** The page's Content-Security-Policy (it names the hashes of the page's scripts). */
  contentSecurityPolicy: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export function keptPage(html: string, contentSecurityPolicy: string): KeptPage {
  const body = Buffer.from(html);
  return {
    html,
    contentSecurityPolicy,
    body,
    gzip: gzipSync(body, { level: 6 }),
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  };
}

/** The form of a kept page a browser asked for (`Accept-Encoding`), and its encoding name. */
export function pageBytesFor(page: KeptPage, acceptEncoding: string | undefined): { bytes: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return { bytes: page.brotli, encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { bytes: page.gzip, encoding: 'gzip' };
  return { bytes: page.body };
}
