import type { StoredSiteContent } from '@schoolpage/content-contract';

/** Most items one list of a site may hold (courses: categories, and courses in each category). */
export const MAX_LIST_ITEMS = 200;
/** The gallery holds more: it is pictures only. */
export const MAX_GALLERY_ITEMS = 500;
/** Largest site content, as stored JSON (UTF-8 bytes). */
export const MAX_SITE_CONTENT_BYTES = 2 * 1024 * 1024;

export type SiteLimitProblem = { reason: 'listFull'; max: number } | { reason: 'tooLarge'; bytes: number };

type Content = Partial<StoredSiteContent>;

export function maxItemsOf(list: string): number {
  return list === 'gallery' ? MAX_GALLERY_ITEMS : MAX_LIST_ITEMS;
}

/**
 * What a change would break: a list grown past its cap, or content grown past MAX_SITE_CONTENT_BYTES.
 * Only growth counts, so a site already beyond a limit (stored before limits existed) can still be cut down.
 */
export function siteLimitProblem(before: Content, after: Content): SiteLimitProblem | undefined {
  for (const [name, items] of Object.entries(after)) {
    if (!Array.isArray(items)) continue;
    const max = maxItemsOf(name);
    const previous = (before as Record<string, unknown>)[name];
    if (items.length > max && items.length > (Array.isArray(previous) ? previous.length : 0)) return { reason: 'listFull', max };
  }
  for (const category of after.courses ?? []) {
    const previous = before.courses?.find((c) => c.id === category.id)?.course.length ?? 0;
    if (category.course.length > MAX_LIST_ITEMS && category.course.length > previous) return { reason: 'listFull', max: MAX_LIST_ITEMS };
  }
  const bytes = Buffer.byteLength(JSON.stringify(after));
  if (bytes > MAX_SITE_CONTENT_BYTES && bytes > Buffer.byteLength(JSON.stringify(before))) return { reason: 'tooLarge', bytes };
  return undefined;
}
