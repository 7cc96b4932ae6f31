import { schoolPageAddress, withoutEndSlash } from './site-page-handler';

describe('schoolPageAddress', () => {
  it.each([
    ['/s/st-marys', { slug: 'st-marys', page: '' }],
    ['/s/st-marys/about', { slug: 'st-marys', page: 'about' }],
    ['/s/St-Marys/notice', { slug: 'St-Marys', page: 'notice' }],
    // An item's page (the template's routes decide whether the school has it).
    ['/s/st-marys/p/fee-structure', { slug: 'st-marys', page: 'p/fee-structure' }],
    ['/s/st-marys/news/page/2', { slug: 'st-marys', page: 'news/page/2' }],
  ])('reads %s', (path, address) => {
    expect(schoolPageAddress(path)).toEqual(address);
  });

  it.each(['/s/', '/s', '/web/nbl', '/s/st-marys/news/page/2/more', '/s/st-marys/p//x', '/s/st-marys//x', '/s/st-marys/p/Fees', '/s/st marys', '/s/st-marys/About', '/s/st_marys', '/x/s/st-marys', '/s/st-marys/', '/s/st-marys/hi/'])(
    'finds no page at %s',
    (path) => {
      expect(schoolPageAddress(path)).toBeUndefined();
    },
  );
});

describe('withoutEndSlash', () => {
  it.each([
    ['/s/st-marys/hi/', '/s/st-marys/hi'],
    ['/s/st-marys/', '/s/st-marys'],
    ['/s/st-marys/about//', '/s/st-marys/about'],
  ])('leads %s to %s', (path, address) => {
    expect(withoutEndSlash(path)).toBe(address);
  });

  it.each(['/s/st-marys/hi', '/s/', '/s//evil.example/', '/s/st-marys'])('leaves %s alone', (path) => {
    expect(withoutEndSlash(path)).toBeUndefined();
  });
});
