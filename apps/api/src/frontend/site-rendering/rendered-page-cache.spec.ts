import { RenderedPageCache } from './rendered-page-cache';

describe('RenderedPageCache', () => {
  it('gives back a page for the same school, page, origin and registry', () => {
    const cache = new RenderedPageCache();
    cache.set('org-1', 'about', 'http://a', 'r1', '<p>about</p>');
    expect(cache.get('org-1', 'about', 'http://a', 'r1')).toBe('<p>about</p>');
    expect(cache.get('org-1', '', 'http://a', 'r1')).toBeUndefined();
    expect(cache.get('org-1', 'about', 'http://b', 'r1')).toBeUndefined();
    expect(cache.get('org-2', 'about', 'http://a', 'r1')).toBeUndefined();
  });

  it('treats a page rendered under another registry as stale', () => {
    const cache = new RenderedPageCache();
    cache.set('org-1', '', 'http://a', 'r1', 'old');
    expect(cache.get('org-1', '', 'http://a', 'r2')).toBeUndefined();
  });

  it('forgets every page of a school that changed, and only that school', () => {
    const cache = new RenderedPageCache();
    cache.set('org-1', '', 'http://a', 'r', 'one home');
    cache.set('org-1', 'about', 'http://a', 'r', 'one about');
    cache.set('org-2', '', 'http://a', 'r', 'two home');
    cache.forget('org-1');
    expect(cache.get('org-1', '', 'http://a', 'r')).toBeUndefined();
    expect(cache.get('org-1', 'about', 'http://a', 'r')).toBeUndefined();
    expect(cache.get('org-2', '', 'http://a', 'r')).toBe('two home');
  });
});
