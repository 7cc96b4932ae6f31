import type { takeOver } from './hydrate-site';

/**
 * The site's script comes in two files. The page's entry (main.ts) is what runs at load: a few hundred bytes, no
 * Module Federation, no React. The take-over's script (take-over.ts, a build of its own with the federation
 * runtime) is downloaded at the visitor's first move; it leaves its start in TAKE_OVER_GLOBAL for the entry.
 */
export const TAKE_OVER_GLOBAL = 'schoolPageTakeOver';

/** The entry's script tag names the take-over's script (the build writes it in, host-page-build.ts). */
export const TAKE_OVER_SCRIPT_ATTRIBUTE = 'data-take-over';

export type TakeOver = typeof takeOver;

/** The take-over's script named by `entryScript` (the entry's own script tag), or undefined when it names none. */
export function takeOverScriptOf(entryScript: Element | null): string | undefined {
  return entryScript?.getAttribute(TAKE_OVER_SCRIPT_ATTRIBUTE) || undefined;
}

/** Downloads and runs the take-over's script at `src` (once per page) and gives its start. */
export function loadTakeOver(doc: Document, src: string): Promise<TakeOver> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    // Runs as soon as it is there: the visitor is waiting for the page to answer.
    script.async = true;
    script.addEventListener('load', () => {
      const start = (doc.defaultView as (Window & { [TAKE_OVER_GLOBAL]?: TakeOver }) | null)?.[TAKE_OVER_GLOBAL];
      if (start) resolve(start);
      else reject(new Error(`${src} gave no take-over.`));
    });
    script.addEventListener('error', () => reject(new Error(`${src} could not be downloaded.`)));
    doc.head.append(script);
  });
}
