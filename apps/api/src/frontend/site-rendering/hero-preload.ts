/** The first picture a page draws with `fetchpriority="high"` (its hero): the `<img>`, and the `<picture>` around it. */
const HERO = /(?:<picture\b[^>]*>((?:<source\b[^>]*>)*))?<img\b(?=[^>]*\bfetchpriority="high")[^>]*>/i;

/**
 * A preload of a page's hero picture, as the page itself will choose it: the `<picture>`'s first source (AVIF) or the
 * `<img>`, in the width the screen needs (`imagesrcset`, `imagesizes`), asked for first (`fetchpriority="high"`),
 * so it downloads beside the document, before the browser has laid the page out. '' for a page without one.
 * The attributes are copied as the server rendered them (already escaped).
 */
export function heroPreload(html: string): string {
  const hero = HERO.exec(html);
  // React preloads a high-priority `<img>` outside a `<picture>` itself, at the start of the page's HTML.
  if (!hero || /<link rel="preload" as="image"/i.test(html)) return '';
  const firstSource = hero[1] ? /<source\b[^>]*>/i.exec(hero[1])?.[0] : undefined;
  const source = firstSource && attribute(firstSource, 'srcset') ? firstSource : undefined;
  const chosen = source ?? hero[0];
  const srcset = attribute(chosen, 'srcset');
  const src = attribute(hero[0], 'src');
  if (!srcset && !src) return '';
  const attributes = [
    source ? optional('type', attribute(source, 'type')) : optional('href', src),
    optional('imagesrcset', srcset),
    optional('imagesizes', attribute(chosen, 'sizes')),
    source ? optional('media', attribute(source, 'media')) : '',
  ].join('');
  return `<link rel="preload" as="image"${attributes} fetchpriority="high">`;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

function optional(name: string, value: string | undefined): string {
  return value ? ` ${name}="${value}"` : '';
}
