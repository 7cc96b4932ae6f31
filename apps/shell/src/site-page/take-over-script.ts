import type { takeOver } from './hydrate-site';

/**
 * The site's script comes in two files. The page's entry (main.ts) is what runs at load: about a kilobyte, no
 * Module Federation, no React. The take-over's script (take-over.ts, a build of its own with the federation
 * runtime) is downloaded at the visitor's first move; it leaves its start in TAKE_OVER_GLOBAL for the entry.
 */
export const TAKE_OVER_GLOBAL = 'schoolPageTakeOver';

/**
 * The entry's script tag names the take-over's script, then the files that script fetches as soon as it runs (React
 * and the hydration's chunk), space-separated: the build writes them in (tools/rspack/take-over-script-names.ts).
 */
export const TAKE_OVER_SCRIPT_ATTRIBUTE = 'data-take-over';

export type TakeOver = typeof takeOver;

export interface TakeOverFiles {
  script: string;
  /** Downloaded beside the script rather than after it has run. */
  startsWith: string[];
}

/** The take-over's files named by `entryScript` (the entry's own script tag), or undefined when it names none. */
export function takeOverFilesOf(entryScript: Element | null): TakeOverFiles | undefined {
  const [script, ...startsWith] = entryScript?.getAttribute(TAKE_OVER_SCRIPT_ATTRIBUTE)?.split(/\s+/).filter(Boolean) ?? [];
  return script ? { script, startsWith } : undefined;
}

/** Downloads the take-over's files (once per page), runs its script and gives its start. */
export function loadTakeOver(doc: Document, files: TakeOverFiles): Promise<TakeOver> {
  for (const file of files.startsWith) {
    const preload = doc.createElement('link');
    preload.rel = 'preload';
    preload.setAttribute('as', file.endsWith('.css') ? 'style' : 'script');
    preload.href = file;
    doc.head.append(preload);
  }
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = files.script;
    // Runs as soon as it is there: the visitor is waiting for the page to answer.
    script.async = true;
    script.addEventListener('load', () => {
      const start = (doc.defaultView as (Window & { [TAKE_OVER_GLOBAL]?: TakeOver }) | null)?.[TAKE_OVER_GLOBAL];
      if (start) resolve(start);
      else reject(new Error(`${files.script} gave no take-over.`));
    });
    script.addEventListener('error', () => reject(new Error(`${files.script} could not be downloaded.`)));
    doc.head.append(script);
  });
}
