/**
 * A stylesheet's text with the files it names (`url(assets/face.woff2)`, relative to the stylesheet) named from the
 * page's origin instead, so the text can be written into a page at another address. Absolute and `data:` addresses
 * stay as they are.
 */
/** Stands for the page's own origin while addresses are resolved. */
const PAGE_ORIGIN = 'http://page.invalid';

export function withUrlsFromPage(css: string, stylesheetHref: string): string {
  const base = new URL(stylesheetHref, `${PAGE_ORIGIN}/`);
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote: string, address: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(address)) return whole;
    const url = new URL(address, base);
    const fromPage = url.origin === PAGE_ORIGIN ? url.pathname + url.search + url.hash : url.href;
    return `url(${quote}${fromPage}${quote})`;
  });
}
