import { carriesCookie, cdnCacheControl, entityTagOf, isNotModified } from './cdn-caching';

describe('CDN caching', () => {
  it('lets a CDN keep anonymous answers, serve them stale while it refreshes and while the platform fails', () => {
    const purged = cdnCacheControl({ cdnPurgeUrl: 'http://cdn.local/', publicCacheMs: 15_000 });
    expect(purged).toMatch(/^public, /);
    expect(purged).toContain('s-maxage=300');
    expect(purged).toMatch(/stale-while-revalidate=\d+/);
    expect(purged).toMatch(/stale-if-error=\d+/);
    // Without purges, no longer than the platform reuses answers itself.
    expect(cdnCacheControl({ publicCacheMs: 15_000 })).toContain('s-maxage=15');
  });

  it('tags a body by its bytes, and a matching If-None-Match (weak, strong, listed or *) means not modified', () => {
    const tag = entityTagOf('{"success":true}');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(entityTagOf(Buffer.from('{"success":true}'))).toBe(tag);
    expect(entityTagOf('{"success":false}')).not.toBe(tag);
    expect(isNotModified(tag, tag)).toBe(true);
    expect(isNotModified(`"other", ${tag.slice(2)}`, tag)).toBe(true);
    expect(isNotModified('*', tag)).toBe(true);
    expect(isNotModified('W/"other"', tag)).toBe(false);
    expect(isNotModified(undefined, tag)).toBe(false);
  });

  it('finds the session cookie by its whole name only', () => {
    expect(carriesCookie('schoolpage_session=abc', 'schoolpage_session')).toBe(true);
    expect(carriesCookie('theme=dark; schoolpage_session=', 'schoolpage_session')).toBe(true);
    expect(carriesCookie('not_schoolpage_session=abc', 'schoolpage_session')).toBe(false);
    expect(carriesCookie(undefined, 'schoolpage_session')).toBe(false);
  });
});
