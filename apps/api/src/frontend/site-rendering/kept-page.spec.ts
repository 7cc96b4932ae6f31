import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { keptPage, pageBytesFor, sendKeptPage } from './kept-page';

describe('keptPage', () => {
  const page = keptPage('<!doctype html><p>St. Mary’s — Notices</p>'.repeat(50), "script-src 'strict-dynamic'");

  it('keeps the page and its gzip and brotli forms, each decoding to the same bytes', () => {
    expect(page.body.toString()).toBe(page.html);
    expect(gunzipSync(page.gzip).equals(page.body)).toBe(true);
    expect(brotliDecompressSync(page.brotli).equals(page.body)).toBe(true);
    expect(page.gzip.length).toBeLessThan(page.body.length);
  });

  it('holds no more memory for its compressed forms than their bytes (what its budget counts)', () => {
    expect(page.gzip.buffer.byteLength).toBe(page.gzip.length);
    expect(page.brotli.buffer.byteLength).toBe(page.brotli.length);
  });

  it('gives brotli, then gzip, then the plain bytes, as the browser accepts them', () => {
    expect(pageBytesFor(page, 'gzip, deflate, br, zstd')).toEqual({ bytes: page.brotli, encoding: 'br' });
    expect(pageBytesFor(page, 'gzip, deflate')).toEqual({ bytes: page.gzip, encoding: 'gzip' });
    expect(pageBytesFor(page, undefined)).toEqual({ bytes: page.body });
    expect(pageBytesFor(page, 'identity')).toEqual({ bytes: page.body });
  });
});

describe('sendKeptPage', () => {
  const caching = { cacheControl: 'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400', sessionCookie: 'schoolpage_session' };
  const page = keptPage('<!doctype html><p>St. Mary’s</p>', "script-src 'strict-dynamic'", 'site-65f0c0ffee0000000000abcd template-nbl');
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => sendKeptPage(request, response, page, caching));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((closed) => server.close(closed)));

  it('gives an anonymous visitor the CDN headers, and 304 when its copy is current', async () => {
    const first = await fetch(origin);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(caching.cacheControl);
    expect(first.headers.get('etag')).toBe(page.entityTag);
    expect(first.headers.get('surrogate-key')).toBe('site-65f0c0ffee0000000000abcd template-nbl');
    expect(first.headers.get('content-security-policy')).toBe("script-src 'strict-dynamic'");
    expect(await first.text()).toBe(page.html);
    const again = await fetch(origin, { headers: { 'If-None-Match': page.entityTag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(page.entityTag);
  });

  it('gives a request with a session cookie the page as private, no-store', async () => {
    const signedIn = await fetch(origin, { headers: { Cookie: 'schoolpage_session=abc', 'If-None-Match': page.entityTag } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(signedIn.headers.get('surrogate-key')).toBeNull();
  });

  it("lets a CDN keep a page no longer than its expiry (its school's alert appears or goes then), never stale", async () => {
    const expiring = keptPage('<p>Closed today</p>', "script-src 'strict-dynamic'", 'site-1', 1_000_000 + 42_500);
    const headers = await new Promise<Headers>((answered) => {
      const once = createServer((request, response) => sendKeptPage(request, response, expiring, caching, 1_000_000));
      once.listen(0, '127.0.0.1', () => {
        void fetch(`http://127.0.0.1:${(once.address() as AddressInfo).port}`).then((answer) => {
          once.close();
          answered(answer.headers);
        });
      });
    });
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=42, stale-if-error=86400');
  });

  it('tags a page by its bytes: another rendering of the site is another ETag', () => {
    expect(keptPage('<!doctype html><p>St. Mary’s, renamed</p>', "script-src 'strict-dynamic'").entityTag).not.toBe(page.entityTag);
  });
});
