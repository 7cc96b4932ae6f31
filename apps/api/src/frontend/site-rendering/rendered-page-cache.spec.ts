import { keptPage } from './kept-page';
import { RenderedPageCache } from './rendered-page-cache';

/** Any policy: the cache keeps it with the page. */
const POLICY = "script-src 'strict-dynamic'";

describe('RenderedPageCache', () => {
  it('gives back a page for the same school, page, origin and registry', () => {
    const cache = new RenderedPageCache();
    cache.set('org-1', 'about', 'http://a', 'r1', keptPage('<p>about</p>', POLICY));
    expect(cache.get('org-1', 'about', 'http://a', 'r1')?.html).toBe('<p>about</p>');
    expect(cache.get('org-1', '', 'http://a', 'r1')).toBeUndefined();
    expect(cache.get('org-1', 'about', 'http://b', 'r1')).toBeUndefined();
    expect(cache.get('org-2', 'about', 'http://a', 'r1')).toBeUndefined();
  });

  it('keeps one page per school and page whatever origins ask: another origin replaces it and is answered alone', () => {
    const cache = new RenderedPageCache();
    for (let i = 0; i < 100; i++) cache.set('org-1', 'about', `http://host-${i}.example`, 'r', keptPage(`about ${i}`, POLICY));
    expect(cache.pagesKept('org-1')).toBe(1);
    expect(cache.get('org-1', 'about', 'http://host-99.example', 'r')?.html).toBe('about 99');
    expect(cache.get('org-1', 'about', 'http://host-0.example', 'r')).toBeUndefined();
  });

  it('treats a page rendered under another registry as stale', () => {
    const cache = new RenderedPageCache();
    cache.set('org-1', '', 'http://a', 'r1', keptPage('old', POLICY));
    expect(cache.get('org-1', '', 'http://a', 'r2')).toBeUndefined();
  });

  it('forgets every page of a school that changed, and only that school', () => {
    const cache = new RenderedPageCache();
    cache.set('org-1', '', 'http://a', 'r', keptPage('one home', POLICY));
    cache.set('org-1', 'about', 'http://a', 'r', keptPage('one about', POLICY));
    cache.set('org-2', '', 'http://a', 'r', keptPage('two home', POLICY));
    cache.forget('org-1');
    expect(cache.get('org-1', '', 'http://a', 'r')).toBeUndefined();
    expect(cache.get('org-1', 'about', 'http://a', 'r')).toBeUndefined();
    expect(cache.get('org-2', '', 'http://a', 'r')?.html).toBe('two home');
  });

  it("drops a page at its expiry (its school's alert appears or goes then), by the clock it is given", () => {
    let now = 1_000;
    const cache = new RenderedPageCache(() => now);
    cache.set('org-1', '', 'http://a', 'r', keptPage('with the alert', POLICY, '', 5_000));
    cache.set('org-1', 'about', 'http://a', 'r', keptPage('no expiry', POLICY));
    expect(cache.get('org-1', '', 'http://a', 'r')?.html).toBe('with the alert');
    now = 4_999;
    expect(cache.get('org-1', '', 'http://a', 'r')?.html).toBe('with the alert');
    now = 5_000;
    expect(cache.get('org-1', '', 'http://a', 'r')).toBeUndefined();
    expect(cache.get('org-1', 'about', 'http://a', 'r')?.html).toBe('no expiry');
  });

  it('keeps pages within its byte budget, the school asked for least recently going first', () => {
    const page = (text: string) => keptPage(`<p>${text.repeat(200)}</p>`, POLICY);
    const oneSchool = (() => {
      const measure = new RenderedPageCache();
      measure.set('org', '', 'http://a', 'r', page('x'));
      return measure.bytes;
    })();
    const cache = new RenderedPageCache(undefined, oneSchool * 10);
    for (let i = 0; i < 50; i++) {
      cache.set(`org-${i}`, '', 'http://a', 'r', page('x'));
      expect(cache.get('org-0', '', 'http://a', 'r')).toBeDefined(); // asked for again and again: kept
    }
    expect(cache.bytes).toBeLessThanOrEqual(oneSchool * 10);
    expect(cache.get('org-49', '', 'http://a', 'r')).toBeDefined();
    expect(cache.get('org-20', '', 'http://a', 'r')).toBeUndefined();
    // A school's every page counts: its second page makes it larger.
    cache.set('org-49', 'about', 'http://a', 'r', page('y'));
    expect(cache.pagesKept('org-49')).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(oneSchool * 10);
  });
});
