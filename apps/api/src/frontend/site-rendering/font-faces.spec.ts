import { fontFaceRules } from './font-faces';

describe('fontFaceRules', () => {
  it('reads a minified built stylesheet: unquoted family and URL, format, ranges such as U+900-97F and U+??', () => {
    const css =
      '.site{color:red}@font-face{font-family:SchoolPage Scripts;font-weight:700;src:url(assets/noto-700.9fcd2cb2.woff2)format("woff2");unicode-range:U+900-97F,U+1CD0}' +
      '@font-face{font-family:SchoolPage Merriweather;src:url(assets/merriweather.woff2)format("woff2");unicode-range:U+??,U+131}';
    expect(fontFaceRules(css)).toEqual([
      { family: 'SchoolPage Scripts', sources: [{ url: 'assets/noto-700.9fcd2cb2.woff2', format: 'woff2' }], unicodeRanges: [[0x900, 0x97f], [0x1cd0, 0x1cd0]] },
      { family: 'SchoolPage Merriweather', sources: [{ url: 'assets/merriweather.woff2', format: 'woff2' }], unicodeRanges: [[0, 0xff], [0x131, 0x131]] },
    ]);
  });

  it('reads a written one: quoted family and URLs, comments, several sources, a rule inside @supports', () => {
    const css = `/* a comment with @font-face { src: url(no.woff2) } */
      @import url('theme.css');
      @supports (font-display: swap) {
        @font-face {
          font-family : 'SchoolPage Scripts'; /* the family */
          src: local('Noto Sans Devanagari'), url('./fonts/a.woff2') format('woff2'), url("./fonts/a.woff") format("woff");
          unicode-range: u+0900-097f;
        }
      }
      .scripts { --sp-scripts-ready: 1; }`;
    expect(fontFaceRules(css)).toEqual([
      {
        family: 'SchoolPage Scripts',
        sources: [
          { url: './fonts/a.woff2', format: 'woff2' },
          { url: './fonts/a.woff', format: 'woff' },
        ],
        unicodeRanges: [[0x900, 0x97f]],
      },
    ]);
  });

  it('finds nothing in a stylesheet without faces', () => {
    expect(fontFaceRules('.a{font-family:"SchoolPage Scripts",serif;background:url(x.png)}')).toEqual([]);
  });
});
