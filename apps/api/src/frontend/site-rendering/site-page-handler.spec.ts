import { schoolPageAddress } from './site-page-handler';

describe('schoolPageAddress', () => {
  it.each([
    ['/s/st-marys', { slug: 'st-marys', page: '' }],
    ['/s/st-marys/', { slug: 'st-marys', page: '' }],
    ['/s/st-marys/about', { slug: 'st-marys', page: 'about' }],
    ['/s/St-Marys/notice', { slug: 'St-Marys', page: 'notice' }],
  ])('reads %s', (path, address) => {
    expect(schoolPageAddress(path)).toEqual(address);
  });

  it.each(['/s/', '/s', '/web/nbl', '/s/st-marys/about/more', '/s/st marys', '/s/st-marys/About', '/s/st_marys', '/x/s/st-marys'])(
    'finds no page at %s',
    (path) => {
      expect(schoolPageAddress(path)).toBeUndefined();
    },
  );
});
