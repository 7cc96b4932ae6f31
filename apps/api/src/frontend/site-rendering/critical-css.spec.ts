import { classesOf, criticalCss } from './critical-css';

const css =
  '.hero{color:red}.menu-open .nav{display:block}.card,.gone{margin:0}a:focus-visible{outline:2px solid}' +
  '@media (min-width:900px){.hero{display:grid}.gone{display:none}}@media print{.gone{color:#000}}' +
  '.card:not(.active){opacity:.5}@keyframes spin{to{transform:rotate(1turn)}}' +
  "@font-face{font-family:SchoolPage Lora;src:url(/lora.woff2)}@font-face{font-family:'SchoolPage Merriweather';src:url(/m.woff2)}" +
  '.title{content:"}{";font-family:var(--f,SchoolPage Lora)}';

describe('the styles a page needs for its first paint (#45)', () => {
  const html = '<main class="hero"><div class="card  title">x</div></main>';
  const critical = criticalCss(css, classesOf(html), html);

  it('keeps the rules whose every class the page has, in the stylesheet order, with their media', () => {
    expect(critical).toContain('.hero{color:red}');
    expect(critical).toContain('.card{margin:0}');
    expect(critical).toContain('a:focus-visible{outline:2px solid}');
    expect(critical).toContain('@media (min-width:900px){.hero{display:grid}}');
    expect(critical).toContain('.card:not(.active){opacity:.5}');
    expect(critical).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    expect(critical).toContain('.title{content:"}{";font-family:var(--f,SchoolPage Lora)}');
    expect(critical.indexOf('.hero{color:red}')).toBeLessThan(critical.indexOf('.card{margin:0}'));
  });

  it('leaves out the rules of what the page does not have, and an at-rule left empty', () => {
    expect(critical).not.toContain('.gone');
    expect(critical).not.toContain('.nav');
    expect(critical).not.toContain('@media print');
  });

  it('keeps a face of a script only for a page with a character of it', () => {
    const faces = "@font-face{font-family:'SchoolPage Scripts';src:url(/d.woff2);unicode-range:U+0900-097F,U+1CD0-1CF9}.t{font-family:'SchoolPage Scripts'}";
    expect(criticalCss(faces, new Set(['t']), '<p class="t">Welcome</p>')).not.toContain('@font-face');
    expect(criticalCss(faces, new Set(['t']), '<p class="t">स्वागत</p>')).toContain('@font-face');
    expect(criticalCss('@font-face{font-family:A;src:url(/a.woff2);unicode-range:U+??}.t{font-family:A}', new Set(['t']), 'x')).toContain('@font-face');
  });

  it('keeps only the faces its styles or its HTML name', () => {
    expect(critical).toContain('@font-face{font-family:SchoolPage Lora;src:url(/lora.woff2)}');
    expect(critical).not.toContain('Merriweather');
    const chosen = '<main class="hero" style="--f:\'SchoolPage Merriweather\'"></main>';
    expect(criticalCss(css, classesOf(chosen), chosen)).toContain('SchoolPage Merriweather');
  });
});
