/**
 * A template's stylesheet as it can be written into a page (`<style>`) instead of linked, or undefined when it
 * cannot: it imports another (`@import`) or holds a `</style`. The files it names (`url(...)`, relative to the
 * stylesheet: its faces' woff2 files, its pictures) are named from the site's root instead, so the page finds the
 * very files the stylesheet would have. A page whose stylesheets are all in it paints without waiting for a file.
 */
export function inlineStylesheet(href: string, text: string): string | undefined {
  if (/@import|<\/style/i.test(text)) return undefined;
  const base = new URL(href, ROOT);
  return text.replace(URL_TOKEN, (whole, quote: string, reference: string) => {
    const file = new URL(reference, base);
    // Data URLs, other origins and fragments (`url(#clip)`) stay as they are.
    if (file.origin !== ROOT || reference.startsWith('#')) return whole;
    return `url(${quote}${file.pathname}${file.search}${file.hash}${quote})`;
  });
}

/** Any origin: a stylesheet's `href` is a path on the site (`/remotes/templates/nbl/site.css`). */
const ROOT = 'http://site.invalid';

/** `url(x)`, `url('x')`, `url("x")`, with the spaces CSS allows inside the parentheses. */
const URL_TOKEN = /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/gi;
