import { withUrlsFromPage } from './stylesheet-urls';

describe('a stylesheet written into a page (#45)', () => {
  it('names its files from the page: relative ones against the stylesheet, absolute and data ones as they are', () => {
    const css = '@font-face{src:url(assets/a.woff2)format("woff2")}.x{background:url("../b.png")}.y{background:url(data:image/png;base64,AA)}.z{background:url(/c.png)}';
    expect(withUrlsFromPage(css, '/remotes/templates/nbl/site.css')).toBe(
      '@font-face{src:url(/remotes/templates/nbl/assets/a.woff2)format("woff2")}.x{background:url("/remotes/templates/b.png")}.y{background:url(data:image/png;base64,AA)}.z{background:url(/c.png)}',
    );
    expect(withUrlsFromPage('.a{src:url(a.woff2)}', 'https://cdn.example/t/site.css')).toBe('.a{src:url(https://cdn.example/t/a.woff2)}');
  });
});
