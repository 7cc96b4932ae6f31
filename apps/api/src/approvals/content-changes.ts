import { CHANGE_SUMMARY_WORDS } from '@schoolpage/content-contract';

/**
 * A contributor's change, kept until it is approved: what their edit did to the site's content, item by item, so it
 * can be applied later to the content as it is then (other changes made meanwhile are kept), and read by people.
 */
export type ContentChange =
  | { kind: 'add'; list: string; index: number; item: Item }
  | { kind: 'edit'; list: string; id: string; before: Item; after: Item }
  | { kind: 'remove'; list: string; id: string; before: Item }
  | { kind: 'move'; list: string; id: string; index: number; item: Item }
  | { kind: 'set'; field: string; before: unknown; after: unknown };

type Item = Record<string, unknown> & { id: string };
type Content = Record<string, unknown>;

const isItemList = (value: unknown): value is Item[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && typeof (item as Item).id === 'string');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The changes that turn `before` into `after`: per item in lists of items with ids, whole values elsewhere. */
export function contentChanges(before: Content, after: Content): ContentChange[] {
  const changes: ContentChange[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field];
    const now = after[field];
    if (same(was, now)) continue;
    if (isItemList(was ?? []) && isItemList(now ?? []) && (Array.isArray(was) || Array.isArray(now))) {
      changes.push(...listChanges(field, (was as Item[] | undefined) ?? [], (now as Item[] | undefined) ?? []));
    } else {
      changes.push({ kind: 'set', field, before: was, after: now });
    }
  }
  return changes;
}

function listChanges(list: string, before: Item[], after: Item[]): ContentChange[] {
  const changes: ContentChange[] = [];
  const beforeById = new Map(before.map((item) => [item.id, item]));
  const afterIds = new Set(after.map((item) => item.id));
  for (const item of before) if (!afterIds.has(item.id)) changes.push({ kind: 'remove', list, id: item.id, before: item });
  const kept = before.filter((item) => afterIds.has(item.id)).map((item) => item.id);
  const keptAfter = after.filter((item) => beforeById.has(item.id)).map((item) => item.id);
  // One change moves one item at most: the one whose move explains the new order.
  let moved = false;
  after.forEach((item, index) => {
    const was = beforeById.get(item.id);
    if (!was) changes.push({ kind: 'add', list, index, item });
    else {
      if (!same(was, item)) changes.push({ kind: 'edit', list, id: item.id, before: was, after: item });
      if (!moved && kept.indexOf(item.id) !== keptAfter.indexOf(item.id) && movedAlone(kept, keptAfter, item.id)) {
        moved = true;
        changes.push({ kind: 'move', list, id: item.id, index, item });
      }
    }
  });
  return changes;
}

/** Whether taking `id` out of both orders leaves them equal (one item moved), or it is the item that moved most. */
function movedAlone(before: string[], after: string[], id: string): boolean {
  const without = (ids: string[]) => ids.filter((other) => other !== id);
  if (same(without(before), without(after))) return true;
  const distance = (other: string) => Math.abs(before.indexOf(other) - after.indexOf(other));
  return distance(id) === Math.max(...after.map(distance));
}

export type Applied = { content: Content } | { conflict: ContentChange };

/**
 * Applies `changes` to the content as it is now. An item edited, moved or removed that is no longer there is a
 * conflict (nothing is applied); added items go where they were added (or last); whole values are set.
 */
export function applyContentChanges(current: Content, changes: readonly ContentChange[]): Applied {
  const content = structuredClone(current);
  for (const change of changes) {
    if (change.kind === 'set') {
      content[change.field] = structuredClone(change.after);
      continue;
    }
    const list = [...((content[change.list] as Item[] | undefined) ?? [])];
    const at = list.findIndex((item) => item.id === (change.kind === 'add' ? change.item.id : change.id));
    if (change.kind === 'add') {
      if (at < 0) list.splice(Math.min(change.index, list.length), 0, structuredClone(change.item));
    } else if (at < 0) {
      return { conflict: change };
    } else if (change.kind === 'edit') {
      list[at] = structuredClone(change.after);
    } else if (change.kind === 'remove') {
      list.splice(at, 1);
    } else {
      const [moved] = list.splice(at, 1);
      list.splice(Math.min(change.index, list.length), 0, moved);
    }
    content[change.list] = list;
  }
  return { content };
}

const NAME_FIELDS = ['title', 'noticeTitle', 'tagLine', 'question', 'fullName', 'category', 'sliderQuote', 'caption', 'stepTitle', 'formTitle', 'eventTitle'];

/** What people call an item: its title (or the like), else its first text. */
export function itemName(item: Record<string, unknown>): string {
  const named = NAME_FIELDS.map((field) => item[field]).find((value) => typeof value === 'string' && value.trim());
  const text = named ?? Object.values(item).find((value) => typeof value === 'string' && value.trim() && value !== item['id']);
  return typeof text === 'string' ? (text.length > 80 ? `${text.slice(0, 79)}…` : text) : 'an item';
}

/** One line a person reads: "Added to notice: Sports Day". */
export function changeSummary(change: ContentChange): string {
  switch (change.kind) {
    case 'add':
      return CHANGE_SUMMARY_WORDS.added(change.list, itemName(change.item));
    case 'edit':
      return CHANGE_SUMMARY_WORDS.edited(change.list, itemName(change.after));
    case 'remove':
      return CHANGE_SUMMARY_WORDS.removed(change.list, itemName(change.before));
    case 'move':
      return CHANGE_SUMMARY_WORDS.moved(change.list, itemName(change.item));
    default:
      return CHANGE_SUMMARY_WORDS.set(change.field);
  }
}

/** The sections a set of changes touches (lists and fields), for the record and the inbox. */
export function changedSections(changes: readonly ContentChange[]): string[] {
  return [...new Set(changes.map((change) => (change.kind === 'set' ? change.field : change.list)))].filter((section) => section !== 'recentlyDeleted');
}
