import type { SupportedLanguage } from '@schoolpage/content-contract';
import { fontFaceRules, type FontFaceRule } from './font-faces';

/** The family of the sites' own faces for India's scripts, one face per script and weight (libs/site-kit/src/brand/script-fonts.module.css). */
export const SCRIPT_FONT_FAMILY = 'SchoolPage Scripts';

/** A stylesheet of the page, by its URL, with its text. */
export interface Stylesheet {
  href: string;
  text: string;
}

/**
 * The woff2 files of the script faces a page in `language` is drawn with (#29): the faces of SCRIPT_FONT_FAMILY
 * whose range holds every letter of the language's name for itself ("हिन्दी": the Devanagari faces, regular and
 * bold). None for English, whose letters no face of that family draws. Each URL is resolved against its
 * stylesheet's as the browser resolves it, so a preload of it is the very file the stylesheet asks for.
 */
export function scriptFontFiles(
  stylesheets: readonly Stylesheet[],
  language: Pick<SupportedLanguage, 'nativeName'>,
  origin: string,
): string[] {
  const letters = [...language.nativeName.replace(/\s/gu, '')].map((letter) => letter.codePointAt(0) ?? 0);
  const files = new Set<string>();
  for (const stylesheet of stylesheets) {
    const base = new URL(stylesheet.href, origin);
    for (const face of facesOf(stylesheet.text)) {
      if (face.family !== SCRIPT_FONT_FAMILY || !letters.every((letter) => draws(face, letter))) continue;
      const file = woff2File(face);
      if (file !== undefined) files.add(sameOriginPath(new URL(file, base), origin));
    }
  }
  return [...files];
}

/** Stylesheets read so far, by their text: a template's files never change, and reading one takes tens of milliseconds. */
const readFaces = new Map<string, FontFaceRule[]>();
const READ_FACES_KEPT = 64;

function facesOf(css: string): FontFaceRule[] {
  let faces = readFaces.get(css);
  if (faces) return faces;
  faces = fontFaceRules(css);
  if (readFaces.size >= READ_FACES_KEPT) readFaces.delete(readFaces.keys().next().value as string);
  readFaces.set(css, faces);
  return faces;
}

function draws(face: FontFaceRule, codePoint: number): boolean {
  return face.unicodeRanges.length === 0 || face.unicodeRanges.some(([first, last]) => first <= codePoint && codePoint <= last);
}

/** The file the browser takes, when it is woff2 (the type the preload announces): the face's first source. */
function woff2File(face: FontFaceRule): string | undefined {
  const [first] = face.sources;
  if (!first) return undefined;
  const woff2 = first.format === undefined ? /\.woff2(?:[?#]|$)/i.test(first.url) : first.format === 'woff2';
  return woff2 ? first.url : undefined;
}

/** A URL on the page's own origin as a path, like the page's other links to its files; another origin's whole. */
function sameOriginPath(url: URL, origin: string): string {
  return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : url.href;
}
