import type { BANDS_ATTRIBUTE } from '@schoolpage/content-contract';

// The contract's attribute, checked by the compiler (a type import: the entry stays this small).
const bandsAttribute: typeof BANDS_ATTRIBUTE = 'data-bands';

/**
 * The steps that draw a server-rendered page's bands below its first screen after its first paint, one band a step,
 * then let every band be drawn as usual (BANDS_ATTRIBUTE): each step styles and lays out one band at once, so no step
 * is a long task on a phone, as the page's one first layout of every band was (#45). A band is a `<section>` of the
 * site kit's (SiteSection); drawing a section that was drawn already costs nothing. None for a page drawn whole.
 */
export function bandDrawingSteps(doc: Document): (() => void)[] {
  const root = doc.documentElement;
  if (!root.hasAttribute(bandsAttribute)) return [];
  const bands = [...doc.querySelectorAll<HTMLElement>('section')];
  // Laid out in the next frame, before the next step (one-task-each.ts).
  const draw = (band: HTMLElement) => () => {
    band.style.contentVisibility = 'visible';
  };
  const drawnAsUsual = () => {
    root.removeAttribute(bandsAttribute);
    for (const band of bands) {
      band.style.removeProperty('content-visibility');
      if (!band.style.length) band.removeAttribute('style');
    }
  };
  return [...bands.map(draw), drawnAsUsual];
}
