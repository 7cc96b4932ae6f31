import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { supportedLanguage } from '@schoolpage/content-contract';
import { scriptFontFiles } from './script-fonts';

const ORIGIN = 'https://schools.example';
/** The faces of India's scripts as the templates import them. */
const SCRIPT_FONTS_CSS = readFileSync(join(__dirname, '../../../../../libs/site-kit/src/brand/script-fonts.module.css'), 'utf8');
/** Two of them as the template's build writes them (minified, hashed names below `assets/`), beside a Latin face. */
const BUILT_CSS =
  '@font-face{font-family:SchoolPage Merriweather;font-weight:700;src:url(assets/merriweather-latin-700-normal.d2cb8298.woff2)format("woff2");unicode-range:U+??,U+131}' +
  '@font-face{font-family:SchoolPage Scripts;font-weight:400;src:url(assets/noto-sans-devanagari-devanagari-400-normal.d8e94726.woff2)format("woff2");unicode-range:U+900-97F,U+1CD0-1CF9}' +
  '@font-face{font-family:SchoolPage Scripts;font-weight:700;src:url(assets/noto-sans-devanagari-devanagari-700-normal.9fcd2cb2.woff2)format("woff2");unicode-range:U+900-97F,U+1CD0-1CF9}' +
  '@font-face{font-family:SchoolPage Scripts;font-weight:400;src:url(assets/noto-sans-bengali-bengali-400-normal.80758651.woff2)format("woff2");unicode-range:U+951-952,U+980-9FE}' +
  '.site{font-family:"SchoolPage Scripts",system-ui}';
const SITE_CSS = '/remotes/templates/nbl/__federation_expose_Site.033db047.css';

const filesFor = (code: string, css = SCRIPT_FONTS_CSS, href = '/remotes/templates/nbl/brand/script-fonts.css') =>
  scriptFontFiles([{ href, text: css }], supportedLanguage(code)!, ORIGIN);

describe('scriptFontFiles (#29)', () => {
  it('gives a Hindi page the Devanagari faces, regular and bold, resolved against the stylesheet', () => {
    expect(filesFor('hi')).toEqual([
      '/remotes/templates/nbl/brand/fonts/noto-sans-devanagari-devanagari-400-normal.woff2',
      '/remotes/templates/nbl/brand/fonts/noto-sans-devanagari-devanagari-700-normal.woff2',
    ]);
    expect(filesFor('mr')).toEqual(filesFor('hi'));
  });

  it('gives an Urdu page the Nastaliq faces and a Bengali one the Bengali faces, never another script’s', () => {
    expect(filesFor('ur')).toEqual([
      '/remotes/templates/nbl/brand/fonts/noto-nastaliq-urdu-arabic-400-normal.woff2',
      '/remotes/templates/nbl/brand/fonts/noto-nastaliq-urdu-arabic-700-normal.woff2',
    ]);
    expect(filesFor('bn')).toEqual([
      '/remotes/templates/nbl/brand/fonts/noto-sans-bengali-bengali-400-normal.woff2',
      '/remotes/templates/nbl/brand/fonts/noto-sans-bengali-bengali-700-normal.woff2',
    ]);
  });

  it('gives every other supported language its two faces', () => {
    for (const code of ['te', 'ta', 'gu', 'kn', 'ml', 'or', 'pa']) expect([code, filesFor(code)]).toEqual([code, [expect.any(String), expect.any(String)]]);
  });

  it('gives an English page no face at all', () => {
    expect(filesFor('en')).toEqual([]);
    expect(filesFor('en', BUILT_CSS, SITE_CSS)).toEqual([]);
  });

  it('reads the built stylesheet: its hashed files below the stylesheet’s folder, none of the Latin family', () => {
    expect(filesFor('hi', BUILT_CSS, SITE_CSS)).toEqual([
      '/remotes/templates/nbl/assets/noto-sans-devanagari-devanagari-400-normal.d8e94726.woff2',
      '/remotes/templates/nbl/assets/noto-sans-devanagari-devanagari-700-normal.9fcd2cb2.woff2',
    ]);
  });

  it('keeps a stylesheet on another origin’s files on that origin', () => {
    expect(filesFor('hi', BUILT_CSS, 'https://cdn.example/nbl/site.css')).toEqual([
      'https://cdn.example/nbl/assets/noto-sans-devanagari-devanagari-400-normal.d8e94726.woff2',
      'https://cdn.example/nbl/assets/noto-sans-devanagari-devanagari-700-normal.9fcd2cb2.woff2',
    ]);
  });
});
