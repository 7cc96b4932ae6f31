import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { keptPage, pageBytesFor } from './kept-page';

describe('keptPage', () => {
  const page = keptPage('<!doctype html><p>St. Mary’s — Notices</p>'.repeat(50), "script-src 'strict-dynamic'");

  it('keeps the page and its gzip and brotli forms, each decoding to the same bytes', () => {
    expect(page.body.toString()).toBe(page.html);
    expect(gunzipSync(page.gzip).equals(page.body)).toBe(true);
    expect(brotliDecompressSync(page.brotli).equals(page.body)).toBe(true);
    expect(page.gzip.length).toBeLessThan(page.body.length);
  });

  it('gives brotli, then gzip, then the plain bytes, as the browser accepts them', () => {
    expect(pageBytesFor(page, 'gzip, deflate, br, zstd')).toEqual({ bytes: page.brotli, encoding: 'br' });
    expect(pageBytesFor(page, 'gzip, deflate')).toEqual({ bytes: page.gzip, encoding: 'gzip' });
    expect(pageBytesFor(page, undefined)).toEqual({ bytes: page.body });
    expect(pageBytesFor(page, 'identity')).toEqual({ bytes: page.body });
  });
});
