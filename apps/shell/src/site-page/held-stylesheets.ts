/** What the visitor does first on a page: any of these lets the template's whole stylesheets apply (a click made by a script too). */
export const FIRST_ACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/**
 * Holds back the template's whole stylesheets, which the take-over's runtime links with its chunks, until the
 * visitor first acts on the page (a tap, a key, a focus: before any click moves to another page or opens a menu).
 * The page's own styles are already in its head (critical-css.ts) and the whole sheets have the same rules in the
 * same order, so nothing looks different meanwhile; applying them restyles the whole page, which no longer happens
 * while the page is still loading. A held sheet is downloaded and loads as usual (media `not all`); letting it go
 * applies it. Returns the function that lets them go (also called by the first action).
 */
export function holdTemplateStylesheets(doc: Document): () => void {
  const held = new Set<HTMLLinkElement>();
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (isTemplateStylesheet(node)) hold(node);
  });
  const hold = (link: HTMLLinkElement) => {
    held.add(link);
    link.media = 'not all';
  };
  const release = () => {
    observer.disconnect();
    for (const action of FIRST_ACTIONS) doc.removeEventListener(action, release, true);
    for (const link of held) link.removeAttribute('media');
    held.clear();
  };
  observer.observe(doc.head, { childList: true });
  for (const action of FIRST_ACTIONS) doc.addEventListener(action, release, { capture: true, passive: true });
  return release;
}

/** A stylesheet the bundler's runtime linked for a chunk (it marks them `data-rspack`) with no media of its own. */
function isTemplateStylesheet(node: Node): node is HTMLLinkElement {
  return node instanceof HTMLLinkElement && node.rel === 'stylesheet' && node.hasAttribute('data-rspack') && !node.media;
}
