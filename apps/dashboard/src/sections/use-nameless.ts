import { useEffect, type RefObject } from 'react';

/** The attributes that name or describe an element to assistive technology (and to look-ups by label). */
const NAMING = ['aria-labelledby', 'aria-label', 'aria-describedby'];

/**
 * Keeps what is drawn inside `ref` without names (as it is drawn and redrawn): a picture of another page
 * (a preview) must not answer to the labels of the page it sits in ("Question" finding "Frequently Asked Questions").
 */
export function useNameless(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const unname = () => {
      for (const element of root.querySelectorAll(NAMING.map((name) => `[${name}]`).join())) for (const name of NAMING) element.removeAttribute(name);
    };
    unname();
    const observer = new MutationObserver(unname);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: NAMING });
    return () => observer.disconnect();
  }, [ref]);
}
