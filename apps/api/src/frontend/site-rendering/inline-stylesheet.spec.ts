import { inlineStylesheet } from './inline-stylesheet';

const HREF = '/remotes/templates/nbl/__federation_expose_Site.css';

describe('inlineStylesheet', () => {
  it('names the files a stylesheet asks for from the site root, as the browser would have found them from the stylesheet', () => {
    const css =
      '@font-face{font-family:SchoolPage Scripts;src:url(assets/noto-400.woff2)format("woff2")}' +
      '.a{background:url("../shared/bg.png")}.b{background:url( \'img/x.svg#icon\' )}';
    expect(inlineStylesheet(HREF, css)).toBe(
      '@font-face{font-family:SchoolPage Scripts;src:url(/remotes/templates/nbl/assets/noto-400.woff2)format("woff2")}' +
        '.a{background:url("/remotes/templates/shared/bg.png")}.b{background:url(\'/remotes/templates/nbl/img/x.svg#icon\')}',
    );
  });

  it('leaves data URLs, other origins, fragments and paths from the root as they are', () => {
    const css = '.a{background:url(data:image/png;base64,AAAA)}.b{background:url(https://cdn.example/x.png)}.c{clip-path:url(#c)}.d{background:url(/x.png)}';
    expect(inlineStylesheet(HREF, css)).toBe(css);
  });

  it('keeps a stylesheet that imports another, or that could close the page\'s style element, a link', () => {
    expect(inlineStylesheet(HREF, '@import "other.css";.a{color:red}')).toBeUndefined();
    expect(inlineStylesheet(HREF, '.a::after{content:"</style>"}')).toBeUndefined();
  });
});
