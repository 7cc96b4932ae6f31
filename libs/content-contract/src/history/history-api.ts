
/** The lists whose items each have their own history, by the kind their key names: an own page, a news story, a circular (a notice). */
export const HISTORY_ITEM_LISTS = { page: 'pages', news: 'news', circular: 'notice' } as const;
export type HistoryItemKind = keyof typeof HISTORY_ITEM_LISTS;

/**
 * A thing of a school's site whose versions are kept (issue #47): a section (each list section, single section, the
 * contact details, brand, template choice, languages and their texts), an own page, a news story, a circular, the
 * alert or the disclosure.
 */
export type HistoryThing =
  | { kind: 'section'; field: string }
  | { kind: HistoryItemKind; id: string }
  | { kind: 'alert' }
  | { kind: 'disclosure' };

/** A thing's `historyKey`, as every dashboard answer carries it: `section:<field>`, `page:<id>`, `news:<id>`, `circular:<id>`, `alert`, `disclosure`. */
export function historyKey(thing: HistoryThing): string {
  if (thing.kind === 'section') return `section:${thing.field}`;
  if (thing.kind === 'alert' || thing.kind === 'disclosure') return thing.kind;
  return `${thing.kind}:${thing.id}`;
}

/** What a dashboard answer adds: the key of the thing it shows, for its history. */
export interface WithHistoryKey {
  historyKey: string;
}

/** Who made a version: their name as it was then and their role; null for the state a thing had before its history began. */
export interface HistoryAuthor {
  name: string;
  role: string;
}

/** One version of a thing, as `GET /api/dashboard/history?thing=<key>&page=` lists it. */
export interface HistoryVersion {
  id: string;
  historyKey: string;
  at: string;
  by: HistoryAuthor | null;
  approvalId: string | null;
  state: unknown;
}

/** One page of a thing's versions, newest first. */
export interface HistoryPage {
  historyKey: string;
  page: number;
  pageSize: number;
  total: number;
  versions: HistoryVersion[];
}

/** One field (of an item, or of a single section) whose value changed. */
export interface HistoryFieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** What a version changed from the one before it, item by item (an item has an id) and field by field. */
export type HistoryChange =
  | { kind: 'added'; itemId: string | null; position: number | null; item: unknown }
  | { kind: 'removed'; itemId: string | null; item: unknown }
  | { kind: 'moved'; itemId: string; position: number }
  | { kind: 'changed'; itemId: string | null; fields: HistoryFieldChange[] };

/** `GET /api/dashboard/history/<versionId>`: the version and its difference from the one before. */
export interface HistoryVersionAnswer {
  version: HistoryVersion;
  previousId: string | null;
  changes: HistoryChange[];
}

const HISTORY_PATH = '/api/dashboard/history';

/** The history's calls. */
export const HISTORY_API = {
  list: (key: string, page: number) => `${HISTORY_PATH}?thing=${encodeURIComponent(key)}&page=${page}`,
  version: (id: string) => `${HISTORY_PATH}/${encodeURIComponent(id)}`,
  restore: (id: string) => `${HISTORY_PATH}/${encodeURIComponent(id)}/restore`,
} as const;
