import { HISTORY_ITEM_LISTS as ITEM_THINGS, historyKey, type HistoryItemKind as ItemKind, type HistoryThing } from '@schoolpage/content-contract';
import type { StoredContent } from '../sites/recently-deleted';

type Item = Record<string, unknown> & { id: string };
type Content = Record<string, unknown>;

/** The template choice, kept beside the content, has its history as the section `section:template`. */
export const TEMPLATE_FIELD = 'template';

/** A site as its history sees it: its content, with the template choice as one more section. */
export function historyView(site: { content: StoredContent; templateName: string }): StoredContent {
  return { ...site.content, [TEMPLATE_FIELD]: site.templateName } as StoredContent;
}

/** Whether a thing is the template choice. */
export const isTemplateChoice = (thing: Thing) => thing.kind === 'section' && thing.field === TEMPLATE_FIELD;

/** Parts of the stored content that are no thing of their own: the trash is kept apart, pages and stories are items. */
const NOT_SECTIONS = new Set(['recentlyDeleted', 'pages', 'news', 'alert', 'disclosure']);

/** A thing whose versions are kept, named by its `historyKey` (libs/content-contract history-api.ts). */
export type Thing = HistoryThing;
export { historyKey };

/** The thing a key names, or undefined for a key that names none. */
export function thingOf(key: string): Thing | undefined {
  if (key === 'alert' || key === 'disclosure') return { kind: key };
  const match = /^(section|page|news|circular):([\w-]{1,100})$/.exec(key);
  if (!match) return undefined;
  const [, kind, name] = match;
  if (kind === 'section') return NOT_SECTIONS.has(name) ? undefined : { kind: 'section', field: name };
  return { kind: kind as ItemKind, id: name };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const items = (content: Content, list: string): Item[] => (Array.isArray(content[list]) ? (content[list] as Item[]) : []);

/** A thing's state in `content` (null where it is not there) and, for an item, its place in its list. */
export function stateOf(content: StoredContent, thing: Thing): { state: unknown; position: number | null } {
  const all = content as unknown as Content;
  if (thing.kind === 'section') return { state: all[thing.field] ?? null, position: null };
  if (thing.kind === 'alert' || thing.kind === 'disclosure') return { state: all[thing.kind] ?? null, position: null };
  const list = items(all, ITEM_THINGS[thing.kind]);
  const position = list.findIndex((item) => item.id === thing.id);
  return position < 0 ? { state: null, position: null } : { state: list[position], position };
}

/** A thing's `state` as the part of a site's content it is (a section, an item in its list), to read its files from. */
export function contentOfThing(thing: Thing, state: unknown): StoredContent {
  if (state === null || state === undefined) return {} as StoredContent;
  const field = thing.kind === 'section' ? thing.field : thing.kind === 'alert' || thing.kind === 'disclosure' ? thing.kind : ITEM_THINGS[thing.kind];
  return { [field]: thing.kind === 'section' || thing.kind === 'alert' || thing.kind === 'disclosure' ? state : [state] } as unknown as StoredContent;
}

/** Every thing a save changed, from the content as it was and as it was saved. */
export function changedThings(before: StoredContent, after: StoredContent): Thing[] {
  const was = before as unknown as Content;
  const now = after as unknown as Content;
  const things: Thing[] = [];
  for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (NOT_SECTIONS.has(field) || same(was[field], now[field])) continue;
    things.push({ kind: 'section', field });
  }
  for (const kind of ['alert', 'disclosure'] as const) if (!same(was[kind], now[kind])) things.push({ kind });
  for (const kind of Object.keys(ITEM_THINGS) as ItemKind[]) {
    const list = ITEM_THINGS[kind];
    const ids = new Set([...items(was, list), ...items(now, list)].map((item) => item.id));
    for (const id of ids) {
      const thing: Thing = { kind, id };
      const [a, b] = [stateOf(before, thing), stateOf(after, thing)];
      if (!same(a.state, b.state) || a.position !== b.position) things.push(thing);
    }
  }
  return things;
}

/**
 * Puts `state` back as the thing's current state in `content` (changed in place): a whole section, alert or
 * disclosure; an item in its place (removed when the version had none). With `itemId`, only that item of a list
 * section comes back, as it was, in its place; false when the version has no such item.
 */
export function restoreInto(content: StoredContent, thing: Thing, state: unknown, position: number | null, itemId?: string): boolean {
  const all = content as unknown as Content;
  if (itemId !== undefined) {
    if (thing.kind !== 'section' || !Array.isArray(state)) return false;
    const index = (state as Item[]).findIndex((item) => item?.id === itemId);
    if (index < 0) return false;
    all[thing.field] = placed(items(all, thing.field), (state as Item[])[index], index);
    outOfTrash(content, thing.field, itemId);
    return true;
  }
  if (thing.kind === 'section' || thing.kind === 'alert' || thing.kind === 'disclosure') {
    const field = thing.kind === 'section' ? thing.field : thing.kind;
    if (state === null) delete all[field];
    else all[field] = structuredClone(state);
    return true;
  }
  const list = ITEM_THINGS[thing.kind];
  const current = items(all, list);
  all[list] = state === null ? current.filter((item) => item.id !== thing.id) : placed(current, state as Item, position ?? current.length);
  if (state !== null) outOfTrash(content, list, thing.id);
  return true;
}

/**
 * The list (`pages` or `news`) where restoring the thing's `state` would give it an address another page or story
 * of the site has taken since; undefined when there is no clash.
 */
export function addressClash(content: StoredContent, thing: Thing, state: unknown): 'pages' | 'news' | undefined {
  if ((thing.kind !== 'page' && thing.kind !== 'news') || state === null) return undefined;
  const list = ITEM_THINGS[thing.kind];
  const slug = (state as { slug?: unknown }).slug;
  return items(content, list).some((item) => item.id !== thing.id && item['slug'] === slug) ? list : undefined;
}

/** A restored item is no longer also in "Recently deleted". */
function outOfTrash(content: StoredContent, list: string, id: string): void {
  if (!content.recentlyDeleted) return;
  content.recentlyDeleted = content.recentlyDeleted.filter((entry) => entry.list !== list || (entry.item as { id?: unknown } | null)?.id !== id);
}

/** `list` with `item` in place of the one with its id, or put at `position` when it is not there. */
function placed(list: Item[], item: Item, position: number): Item[] {
  const copy = structuredClone(item);
  const at = list.findIndex((other) => other.id === item.id);
  if (at >= 0) return list.map((other, index) => (index === at ? copy : other));
  const index = Math.min(Math.max(position, 0), list.length);
  return [...list.slice(0, index), copy, ...list.slice(index)];
}
