import { historyKey, type HistoryItemKind } from './history-api';

/** The `historyKey` a dashboard answer of a section (a list, a single section, the contact details, brand…) carries. */
export const sectionHistoryKey = (field: string) => historyKey({ kind: 'section', field });

/** A page, story or circular as the dashboard is answered it: with its own `historyKey`. */
export function keyedItem<T extends { id: string }>(kind: HistoryItemKind, item: T): T & { historyKey: string } {
  return { ...item, historyKey: historyKey({ kind, id: item.id }) };
}

/** Each page, story or circular of a list, with its own `historyKey`. */
export const keyedItems = <T extends { id: string }>(kind: HistoryItemKind, items: readonly T[]) => items.map((item) => keyedItem(kind, item));
