import { TRASH_DAYS, type DeletedItem, type StoredSiteContent } from '@schoolpage/content-contract';
import { newItemId, positionOf } from './site-lists';

export type { DeletedItem };

/** The site document as stored: its content plus the site's recently deleted items (never shown publicly). */
export type StoredContent = StoredSiteContent & { recentlyDeleted?: DeletedItem[] };

/** Most deleted items kept per site; older ones beyond it are removed for good. */
export const MAX_DELETED_ITEMS = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** True while a deleted item may still be restored. */
export function isKept(entry: DeletedItem, now: number): boolean {
  return now - Date.parse(entry.deletedAt) < TRASH_DAYS * DAY_MS;
}

/** The deleted items still kept at `now`, newest first; the rest (and, after the save, their files) go. */
export function keptDeleted(entries: readonly DeletedItem[] | undefined, now: number): DeletedItem[] {
  return (entries ?? [])
    .filter((entry) => isKept(entry, now))
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt))
    .slice(0, MAX_DELETED_ITEMS);
}

/** Records a deleted item in the site's "Recently deleted" list; returns its id there. */
export function keepDeleted(content: StoredContent, entry: Omit<DeletedItem, 'id' | 'deletedAt'>, now = new Date()): string {
  const id = newItemId();
  content.recentlyDeleted = [{ id, ...entry, deletedAt: now.toISOString() }, ...(content.recentlyDeleted ?? [])];
  return id;
}

/**
 * Moves the school's own page or news story `id` (present: the caller checked) into "Recently deleted"; returns
 * the list left and the entry's id there.
 */
export function removedIntoTrash<L extends 'pages' | 'news'>(content: StoredContent, list: L, id: string): { left: NonNullable<StoredContent[L]>; deletedId: string } {
  const items = (content[list] ?? []) as NonNullable<StoredContent[L]>;
  const position = positionOf(items, { id });
  const left = [...items.slice(0, position), ...items.slice(position + 1)] as NonNullable<StoredContent[L]>;
  content[list] = left;
  return { left, deletedId: keepDeleted(content, { list, position, item: items[position] }) };
}
