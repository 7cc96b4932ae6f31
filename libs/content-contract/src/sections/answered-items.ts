import type { SiteContent } from '../site/site-content';
import type { StoredSiteContent } from '../site/stored-site-content';
import { LIST_SECTIONS, type ListSectionDescription, type SectionListName } from './list-sections';

/**
 * A stored item of a section as the spec's answers give it: the same item, but where the section answers
 * with the file's address as the item's own `url` (the gallery), `{ url }` under its stored name becomes that.
 */
export function answeredItem(section: ListSectionDescription, item: unknown): unknown {
  const file = section.file;
  if (!file?.answeredAsUrl || !item || typeof item !== 'object') return item;
  const { [file.stored]: ref, ...rest } = item as Record<string, unknown>;
  return { ...rest, url: (ref as { url?: unknown } | undefined)?.url };
}

/** An answered item as it is stored: the reverse of `answeredItem` (the gallery's own `url` back under the file's stored name). */
export function storedItem(section: ListSectionDescription, item: unknown): unknown {
  const file = section.file;
  if (!file?.answeredAsUrl || !item || typeof item !== 'object') return item;
  const { url, ...rest } = item as Record<string, unknown>;
  return typeof url === 'string' ? { ...rest, [file.stored]: { url } } : rest;
}

/** A stored list as the spec's answers give it. */
export function answeredList<L extends SectionListName>(list: L, items: StoredSiteContent[L]): SiteContent[L] {
  const section = LIST_SECTIONS[list];
  return (section.file?.answeredAsUrl ? (items as unknown[]).map((item) => answeredItem(section, item)) : items) as SiteContent[L];
}

/** The address of an answered item's file (`{ url }` under the file's stored name, or the gallery's own `url`). */
export function answeredFileUrl(section: ListSectionDescription, item: unknown): string | undefined {
  const file = section.file;
  if (!file || !item || typeof item !== 'object') return undefined;
  const record = item as Record<string, unknown>;
  const url = file.answeredAsUrl ? record.url : (record[file.stored] as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' ? url : undefined;
}
