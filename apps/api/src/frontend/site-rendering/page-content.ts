import type { SiteContent } from '@schoolpage/content-contract';

/**
 * The school's content as a template sees it while it draws one page, and the names of the fields it read:
 * what that page shows (its header, footer and sections) and nothing else.
 */
export function contentWithReadsRecorded(content: SiteContent): { content: SiteContent; read: ReadonlySet<string> } {
  const read = new Set<string>();
  const recorded = new Proxy(content, {
    get(target, field, receiver) {
      if (typeof field === 'string') read.add(field);
      return Reflect.get(target, field, receiver) as unknown;
    },
  });
  return { content: recorded, read };
}

/**
 * The content a page hands to its script for the take-over: every field the server read to draw it (so the browser
 * draws the same page), and the site's other lists, which this page does not show, empty: the take-over reads them
 * from the pages that show them when the visitor goes there (hydrate-site.tsx in the shell).
 */
export function pageContent(content: SiteContent, read: ReadonlySet<string>): SiteContent {
  return Object.fromEntries(
    Object.entries(content).map(([field, value]) => [field, read.has(field) || !Array.isArray(value) ? value : []]),
  ) as unknown as SiteContent;
}
