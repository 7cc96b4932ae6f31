import { pictureSources, type SiteContent } from '@schoolpage/content-contract';

/** Below this width every template shows the hero across the whole screen, so the preload picks what the page will. */
const FULL_WIDTH_HERO = '(max-width: 899px)';

/**
 * The hero picture is the largest thing on a site's first screen: ask for it as soon as the content
 * names it, while the template's files are still arriving, rather than once the template has drawn it.
 * A school's stored picture is asked for as the page's `<picture>` will choose it (AVIF, in the width
 * the screen needs; on phones and tablets, where the hero is full width), never the large original; a
 * built-in picture as it is.
 */
export function preloadHeroPicture(content: SiteContent | undefined): void {
  const url = content?.welcomeMessage?.imageUrl?.url;
  const preloads = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]');
  if (!url || [...preloads].some((link) => link.dataset['hero'] === url)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.dataset['hero'] = url;
  link.setAttribute('fetchpriority', 'high');
  const offered = pictureSources(url);
  if (offered) {
    const [best] = offered.sources;
    link.type = best.type;
    link.setAttribute('imagesrcset', best.srcSet);
    link.setAttribute('imagesizes', '100vw');
    link.media = FULL_WIDTH_HERO;
  } else {
    link.href = url;
  }
  document.head.append(link);
}
