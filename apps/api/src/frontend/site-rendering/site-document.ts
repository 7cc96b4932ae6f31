import { readFile } from 'node:fs/promises';
import { BANDS_ATTRIBUTE, SCRIPT_FACES_ATTRIBUTE, SITE_DATA_ELEMENT_ID, type SitePageData } from '@schoolpage/content-contract';
import { escapeAttribute, escapeText } from '../seo/html-escape';
import { jsonForScript } from '../seo/json-for-script';
import type { PageHint } from '../page-hints';
import { heroPreload } from './hero-preload';

/** The places in the shell's `site.html` that the server fills in. */
const SLOTS = {
  /** The root element: its language, and its direction when that is right to left (a page in English stays `<html lang="en">`). */
  root: '<html lang="<!--site-lang-->">',
  languages: '<!--site-languages-->',
  head: '<!--site-head-->',
  banner: '<!--site-banner-->',
  html: '<!--site-html-->',
  data: '<!--site-data-->',
} as const;

/** A link of the language switcher: the page in one of the site's languages, named in that language. */
export interface LanguageLink {
  lang: string;
  name: string;
  href: string;
  current: boolean;
}

export interface SiteDocumentParts {
  lang: string;
  /** The writing direction of the page's language (`rtl` for Urdu); `ltr` when absent. */
  dir?: 'ltr' | 'rtl';
  /** The same page in the site's other languages, as plain links above the site (none for a one-language site). */
  languages?: readonly LanguageLink[];
  /** Title, description, canonical, share tags and JSON-LD (see ../seo). */
  head: string;
  /**
   * The template's files: its stylesheets are linked... (its scripts are not named: the take-over downloads them after
   * the first paint, so they never share the link with the page's first view)
   */
  templateFiles: readonly PageHint[];
  /**
   * ...but those whose part this page needs is written into it (`css`, critical-css.ts): nothing to wait for before
   * the first paint. The page's script loads them whole when it takes the page over (a page without it shows one page).
   */
  criticalStyles?: { css: string; covers: ReadonlySet<string> };
  /** The page as the template rendered it. */
  html: string;
  /**
   * What the browser needs to take over (the contract's hand-off): the template and the props it was
   * rendered with. Without it (the template's entry script is not known) the page stays as it was sent.
   */
  data?: SitePageData;
  /** The school's updates page (#48), linked below the site on every page: plain HTML, no script. */
  updates?: { href: string; text: string };
  /** A notice above the site (the admin's preview of a hidden site), with where to act on it. */
  banner?: { text: string; link: { href: string; text: string } };
}

/**
 * A page its script takes over draws with the phone's faces until the take-over, and the site's faces for India's
 * scripts from then (SCRIPT_FACES_ATTRIBUTE); its first paint draws its first screen only, the script its other bands
 * right after (BANDS_ATTRIBUTE). A page without that script keeps the faces and draws every band from the start.
 */
const facesAfterPaint = ` ${SCRIPT_FACES_ATTRIBUTE}="after-paint" ${BANDS_ATTRIBUTE}="after-paint"`;

/** A whole page of a school's site: the shell's `site.html` with every slot filled in. */
export function siteDocument(page: string, parts: SiteDocumentParts): string {
  const files = parts.templateFiles
    .map((file) => {
      if (file.as !== 'style' || parts.criticalStyles?.covers.has(file.href)) return '';
      return `<link rel="stylesheet" href="${escapeAttribute(file.href)}">`;
    })
    .join('');
  const styles = parts.criticalStyles?.css ? `<style>${parts.criticalStyles.css}</style>` : '';
  return fill(page, {
    [SLOTS.root]: `<html lang="${escapeAttribute(parts.lang)}"${parts.dir === 'rtl' ? ' dir="rtl"' : ''}${parts.data ? facesAfterPaint : ''}>`,
    [SLOTS.languages]: languageSwitcher(parts.languages ?? []),
    // The hero picture first: it is what the first view waits for, after the document.
    [SLOTS.head]: heroPreload(parts.html) + parts.head + styles + files,
    [SLOTS.banner]: parts.banner
      ? `<p role="status" class="site-preview-banner">${escapeText(parts.banner.text)} <a href="${escapeAttribute(parts.banner.link.href)}">${escapeText(parts.banner.link.text)}</a></p>`
      : '',
    [SLOTS.html]: parts.html,
    [SLOTS.data]: updatesLink(parts.updates) + (parts.data ? `<script id="${SITE_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(parts.data)}</script>` : ''),
  });
}

/** The link to the school's updates page, outside the part the template's script takes over. */
function updatesLink(link: SiteDocumentParts['updates']): string {
  return link ? `<nav class="site-updates" aria-label="${escapeAttribute(link.text)}"><a href="${escapeAttribute(link.href)}">${escapeText(link.text)}</a></nav>` : '';
}

/** Plain links (they work without JavaScript), each in its own language and script, the current one marked. */
function languageSwitcher(links: readonly LanguageLink[]): string {
  if (links.length < 2) return '';
  const items = links.map(
    (link) =>
      `<li><a href="${escapeAttribute(link.href)}" hreflang="${escapeAttribute(link.lang)}" lang="${escapeAttribute(link.lang)}"${link.current ? ' aria-current="true"' : ''}>${escapeText(link.name)}</a></li>`,
  );
  return `<nav class="site-languages" aria-label="Language"><ul>${items.join('')}</ul></nav>`;
}

/** Replaces each slot once, without reading `$` patterns in the values (school text is never a pattern). */
function fill(page: string, values: Record<string, string>): string {
  let filled = page;
  for (const [slot, value] of Object.entries(values)) {
    const at = filled.indexOf(slot);
    if (at >= 0) filled = filled.slice(0, at) + value + filled.slice(at + slot.length);
  }
  return filled;
}

/** The shell's page for school sites, read once per change of the build (it is small). */
export function sitePageTemplate(file: string): () => Promise<string | undefined> {
  return () => readFile(file, 'utf8').catch(() => undefined);
}
