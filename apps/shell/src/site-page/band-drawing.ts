import type { BANDS_ATTRIBUTE } from '@schoolpage/content-contract';

// The contract's attribute, checked by the compiler (a type import: the entry stays this small).
const bandsAttribute: typeof BANDS_ATTRIBUTE = 'data-bands';

export interface BandDrawing {
  /** One band a step, then every band drawn as usual; none for a page drawn whole. */
  steps: (() => void)[];
  /** Every band drawn as usual at once (a visitor is there: the page takes its real height before they scroll). */
  drawAll: () => void;
}

/**
 * How a server-rendered page's bands below its first screen are drawn after its first paint (BANDS_ATTRIBUTE): one
 * band a step, each styled and laid out on its own, so no step is a long task on a phone, as the page's one first
 * layout of every band was (#45); then, or at once when the visitor acts, every band as usual. A band is a
 * `<section>` of the site kit's (SiteSection); drawing a section that was drawn already costs nothing.
 */
export function bandDrawing(doc: Document): BandDrawing {
  const root = doc.documentElement;
  if (!root.hasAttribute(bandsAttribute)) return { steps: [], drawAll: () => undefined };
  const bands = [...doc.querySelectorAll<HTMLElement>('section')];
  let drawnAsUsual = false;
  // Laid out in the next frame, before the next step (one-task-each.ts).
  const draw = (band: HTMLElement) => () => {
    if (!drawnAsUsual) band.style.contentVisibility = 'visible';
  };
  const drawAll = () => {
    if (drawnAsUsual) return;
    drawnAsUsual = true;
    root.removeAttribute(bandsAttribute);
    for (const band of bands) {
      band.style.removeProperty('content-visibility');
      // Read back first: Chromium writes a style changed by script into the attribute lazily, after its removal too.
      if (!band.getAttribute('style')) band.removeAttribute('style');
    }
  };
  return { steps: [...bands.map(draw), drawAll], drawAll };
}
