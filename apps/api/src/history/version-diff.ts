import { contentChanges } from '../approvals/content-changes';
import { historyKey, thingOf } from './history-keys';
import type { VersionRecord } from './version-store';

/** One field of an item (or of a single section) whose text changed: the old and the new. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** What changed from one version to the next, item by item (an item has an id) and field by field. */
export type VersionChange =
  | { kind: 'added'; itemId: string | null; position: number | null; item: unknown }
  | { kind: 'removed'; itemId: string | null; item: unknown }
  | { kind: 'moved'; itemId: string; position: number }
  | { kind: 'changed'; itemId: string | null; fields: FieldChange[] };

type Item = Record<string, unknown> & { id: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two objects (id aside), or the whole value as one field where either is no object. */
export function fieldChanges(field: string, before: unknown, after: unknown): FieldChange[] {
  if (!isObject(before) || !isObject(after)) return same(before, after) ? [] : [{ field, old: before ?? null, new: after ?? null }];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => key !== 'id'));
  return [...keys].filter((key) => !same(before[key], after[key])).map((key) => ({ field: key, old: before[key] ?? null, new: after[key] ?? null }));
}

/** What `version` changed from `previous` (none: from nothing). */
export function versionChanges(previous: VersionRecord | undefined, version: VersionRecord): VersionChange[] {
  const before = previous?.state ?? null;
  const after = version.state;
  const kind = thingOf(version.thing)?.kind;
  if (kind === 'page' || kind === 'news' || kind === 'circular') return itemChanges(previous, version);
  if (version.thing === TRANSLATIONS) return translationChanges(before, after);
  const changes: VersionChange[] = [];
  for (const change of contentChanges({ state: before }, { state: after })) {
    switch (change.kind) {
      case 'add':
        changes.push({ kind: 'added', itemId: change.item.id, position: change.index, item: change.item });
        break;
      case 'remove':
        changes.push({ kind: 'removed', itemId: change.id, item: change.before });
        break;
      case 'move':
        changes.push({ kind: 'moved', itemId: change.id, position: change.index });
        break;
      case 'edit':
        changes.push({ kind: 'changed', itemId: change.id, fields: fieldChanges('', change.before, change.after) });
        break;
      case 'set':
        if (before === null) changes.push({ kind: 'added', itemId: null, position: null, item: after });
        else if (after === null) changes.push({ kind: 'removed', itemId: null, item: before });
        else changes.push({ kind: 'changed', itemId: null, fields: fieldChanges(version.thing.replace(/^section:/, ''), before, after) });
    }
  }
  return changes;
}

/** The history key of the languages' texts (languages/translations.ts: by language, by field path). */
const TRANSLATIONS = historyKey({ kind: 'section', field: 'translations' });

/** Each language's texts, flat: `<language>/<field path>` → the text. */
function translatedTexts(state: unknown): Map<string, unknown> {
  const texts = new Map<string, unknown>();
  if (!isObject(state)) return texts;
  for (const [language, fields] of Object.entries(state)) {
    if (!isObject(fields)) continue;
    for (const [path, field] of Object.entries(fields)) texts.set(`${language}/${path}`, isObject(field) ? field['text'] : field);
  }
  return texts;
}

/** The languages' texts: each text that changed, named by its language and its place (`hi/faq/#<id>/question`). */
function translationChanges(before: unknown, after: unknown): VersionChange[] {
  const [was, now] = [translatedTexts(before), translatedTexts(after)];
  const fields = [...new Set([...was.keys(), ...now.keys()])]
    .filter((field) => !same(was.get(field), now.get(field)))
    .map((field) => ({ field, old: was.get(field) ?? null, new: now.get(field) ?? null }));
  return fields.length > 0 ? [{ kind: 'changed', itemId: null, fields }] : [];
}

/** A page, story or circular: there or not, in its place, field by field. */
function itemChanges(previous: VersionRecord | undefined, version: VersionRecord): VersionChange[] {
  const before = (previous?.state ?? null) as Item | null;
  const after = version.state as Item | null;
  if (!before && after) return [{ kind: 'added', itemId: after.id, position: version.position, item: after }];
  if (before && !after) return [{ kind: 'removed', itemId: before.id, item: before }];
  if (!before || !after) return [];
  const changes: VersionChange[] = [];
  const fields = fieldChanges('', before, after);
  if (fields.length > 0) changes.push({ kind: 'changed', itemId: after.id, fields });
  if (version.position !== null && previous?.position !== version.position) changes.push({ kind: 'moved', itemId: after.id, position: version.position });
  return changes;
}
