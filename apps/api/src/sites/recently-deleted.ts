import { TRASH_DAYS, type DeletedItem, type StoredSiteContent } from '@schoolpage/content-contract';

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
