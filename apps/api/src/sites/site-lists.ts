import { API_MESSAGES, type StoredSiteContent } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { DomainError } from '../common/domain-error';

/** The lists of a site that admins add to and delete from ("What We Offer" is saved whole: single-sections.service.ts). */
export type SiteListName = Exclude<
  {
    [K in keyof StoredSiteContent]-?: StoredSiteContent[K] extends unknown[] ? K : never;
  }[keyof StoredSiteContent] &
    keyof StoredSiteContent,
  'offers'
>;

/** A stored item of list `L`. */
export type SiteListItem<L extends SiteListName> = StoredSiteContent[L] extends (infer T)[] ? T : never;

/** How an admin names the item to delete: by position (spec) or by its stable id. */
export interface ItemSelector {
  index?: number;
  id?: string;
}

/** The selected item is not in the list (a stale position or id). */
export class ItemNotFoundError extends DomainError {
  constructor(readonly reason: 'indexOutOfRange' | 'unknownId') {
    super('notFound', reason === 'indexOutOfRange' ? API_MESSAGES.request.indexOutOfRange : API_MESSAGES.request.itemNotFound);
  }
}

/** A short random id for a new list item. */
export function newItemId(): string {
  return randomBytes(8).toString('hex');
}

/** The position of the selected item; an id, when given, wins over the index so a stale index cannot hit the wrong item. */
export function positionOf(list: readonly unknown[], selector: ItemSelector): number {
  if (selector.id !== undefined) {
    const position = list.findIndex((item) => typeof item === 'object' && item !== null && (item as { id?: string }).id === selector.id);
    if (position < 0) throw new ItemNotFoundError('unknownId');
    return position;
  }
  const index = selector.index;
  if (index === undefined || !Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new ItemNotFoundError('indexOutOfRange');
  }
  return index;
}

/** A new list with `item` at the end. */
export function withItemAdded<T>(list: readonly T[], item: T): T[] {
  return [...list, item];
}

/** A new list without the selected item, and the item removed. */
export function withItemRemoved<T>(list: readonly T[], selector: ItemSelector): { list: T[]; removed: T } {
  const position = positionOf(list, selector);
  return { list: [...list.slice(0, position), ...list.slice(position + 1)], removed: list[position] };
}

/** A new list with the selected item replaced by `edit(item)`. */
export function withItemEdited<T>(list: readonly T[], selector: ItemSelector, edit: (item: T) => T): T[] {
  const position = positionOf(list, selector);
  return list.map((item, i) => (i === position ? edit(item) : item));
}

/** A new list with the selected item moved to position `to` (0-based, in the new list). */
export function withItemMoved<T>(list: readonly T[], selector: ItemSelector, to: number): T[] {
  const position = positionOf(list, selector);
  if (!Number.isInteger(to) || to < 0 || to >= list.length) throw new ItemNotFoundError('indexOutOfRange');
  const rest = [...list.slice(0, position), ...list.slice(position + 1)];
  return [...rest.slice(0, to), list[position], ...rest.slice(to)];
}

/** A new list with `item` put back at `position` (or at the end when the list has become shorter). */
export function withItemInserted<T>(list: readonly T[], item: T, position: number): T[] {
  const at = Math.max(0, Math.min(position, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}
