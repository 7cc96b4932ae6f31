import { pageInLanguage } from './page-language';

const ORIGIN = 'https://schools.example';
const threeLanguages = { languages: { default: 'en', languages: ['en', 'hi', 'ur'] } };

describe('the language of a page of a school site (#29)', () => {
  it('keeps /s/<slug>/… for the default language, with every language as an alternate', () => {
    const page = pageInLanguage(threeLanguages, '/s/sunrise', 'about', ORIGIN);
    expect(page).toMatchObject({ isDefault: true, page: 'about', basePath: '/s/sunrise', language: { code: 'en', dir: 'ltr' } });
    if (page === 'withoutDefaultCode') throw new Error('unexpected');
    expect(page.alternates.map(({ hreflang, href, isDefault, current }) => ({ hreflang, href, isDefault, current }))).toEqual([
      { hreflang: 'en', href: `${ORIGIN}/s/sunrise/about`, isDefault: true, current: true },
      { hreflang: 'hi', href: `${ORIGIN}/s/sunrise/hi/about`, isDefault: false, current: false },
      { hreflang: 'ur', href: `${ORIGIN}/s/sunrise/ur/about`, isDefault: false, current: false },
    ]);
  });

  it('reads /s/<slug>/<lang>/… as that language, its home too, Urdu right to left', () => {
    expect(pageInLanguage(threeLanguages, '/s/sunrise', 'hi/news/page/2', ORIGIN)).toMatchObject({ isDefault: false, page: 'news/page/2', basePath: '/s/sunrise/hi' });
    const urduHome = pageInLanguage(threeLanguages, '/s/sunrise', 'ur', ORIGIN);
    expect(urduHome).toMatchObject({ page: '', basePath: '/s/sunrise/ur', language: { code: 'ur', dir: 'rtl', nativeName: 'اردو' } });
    if (urduHome === 'withoutDefaultCode') throw new Error('unexpected');
    expect(urduHome.alternates.find((alternate) => alternate.current)?.href).toBe(`${ORIGIN}/s/sunrise/ur`);
    expect(urduHome.alternates[0].href).toBe(`${ORIGIN}/s/sunrise`);
  });

  it('leaves a code the site is not written in to the page names (an unknown page), and sends the default code away', () => {
    expect(pageInLanguage(threeLanguages, '/s/sunrise', 'bn/about', ORIGIN)).toMatchObject({ isDefault: true, page: 'bn/about' });
    expect(pageInLanguage(threeLanguages, '/s/sunrise', 'en/about', ORIGIN)).toBe('withoutDefaultCode');
  });

  it('changes nothing for a site of one language', () => {
    const page = pageInLanguage({}, '/s/sunrise', 'about', ORIGIN);
    expect(page).toMatchObject({ isDefault: true, page: 'about', basePath: '/s/sunrise', alternates: [], language: { code: 'en' } });
    expect(pageInLanguage({}, '/s/sunrise', 'en', ORIGIN)).toMatchObject({ page: 'en' });
  });
});
