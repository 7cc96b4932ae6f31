import type { StoredSiteContent } from '@schoolpage/content-contract';
import { MAX_GALLERY_ITEMS, MAX_LIST_ITEMS, MAX_SITE_CONTENT_BYTES, siteLimitProblem } from './site-limits';

const faq = (n: number, answer = 'Yes.') => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, question: `Q${i}?`, answer }));
const gallery = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `g${i}`, imageUrl: { url: `/api/files/${i}.png` } }));
const category = (courses: number) => ({ id: 'c1', category: 'Masters', course: Array.from({ length: courses }, (_, i) => ({ id: `k${i}`, title: `C${i}`, fee: '', duration: '' })) });

describe('siteLimitProblem', () => {
  it('lets a list grow to its cap and no further', () => {
    expect(siteLimitProblem({ faq: faq(MAX_LIST_ITEMS - 1) }, { faq: faq(MAX_LIST_ITEMS) })).toBeUndefined();
    expect(siteLimitProblem({ faq: faq(MAX_LIST_ITEMS) }, { faq: faq(MAX_LIST_ITEMS + 1) })).toEqual({ reason: 'listFull', max: 200 });
    expect(siteLimitProblem({}, { vision: Array(MAX_LIST_ITEMS + 1).fill('v') })).toEqual({ reason: 'listFull', max: 200 });
  });

  it('gives the gallery a larger cap', () => {
    expect(siteLimitProblem({ gallery: gallery(MAX_LIST_ITEMS) }, { gallery: gallery(MAX_LIST_ITEMS + 1) })).toBeUndefined();
    expect(siteLimitProblem({ gallery: gallery(MAX_GALLERY_ITEMS) }, { gallery: gallery(MAX_GALLERY_ITEMS + 1) })).toEqual({ reason: 'listFull', max: 500 });
  });

  it('caps the courses of each category', () => {
    const before = { courses: [category(MAX_LIST_ITEMS)] } as Partial<StoredSiteContent>;
    expect(siteLimitProblem(before, { courses: [category(MAX_LIST_ITEMS + 1)] })).toEqual({ reason: 'listFull', max: 200 });
  });

  it('refuses content that grows past the size limit', () => {
    const big = faq(150, 'a'.repeat(14_000));
    expect(Buffer.byteLength(JSON.stringify({ faq: big }))).toBeGreaterThan(MAX_SITE_CONTENT_BYTES);
    expect(siteLimitProblem({ faq: big.slice(0, 149) }, { faq: big })).toEqual({ reason: 'tooLarge', bytes: expect.any(Number) });
    // Multi-byte text is counted in bytes, not characters.
    const wide = faq(100, 'अ'.repeat(7_500));
    expect(JSON.stringify({ faq: wide }).length).toBeLessThan(MAX_SITE_CONTENT_BYTES);
    expect(siteLimitProblem({}, { faq: wide })).toEqual({ reason: 'tooLarge', bytes: expect.any(Number) });
  });

  it('lets a site already beyond a limit shrink', () => {
    expect(siteLimitProblem({ faq: faq(MAX_LIST_ITEMS + 50) }, { faq: faq(MAX_LIST_ITEMS + 49) })).toBeUndefined();
    const big = faq(150, 'a'.repeat(14_000));
    expect(siteLimitProblem({ faq: big }, { faq: big.slice(1) })).toBeUndefined();
  });
});
