import { richTextPlainText, type ApprovalChange, type RichTextDocument } from '@schoolpage/content-contract';
import { makeWords } from '@schoolpage/words';
import { fieldLabel, fieldName } from '../../languages/field-label';
import { fieldLabelWords } from '../../languages/field-label.words';
import { listSectionCardsIn } from '../list-section-cards';

/** One line of an item or value in the approval view: the dashboard's label, the value, and whether it is new. */
export interface ChangeLine {
  label: string;
  value: string;
  /** An entry the change adds to a list of texts (a vision, a mission): marked "(new)". */
  isNew?: true;
}

/** How the approval view names a part of the site and its fields: as the dashboard's screens do. */
export interface ChangeLabels {
  /** "Notices", "Vision", "Welcome message". */
  part: (part: string) => string;
  /** The label of the field stored as `stored` in an item (or the value) of `part`: "Notice title". */
  field: (part: string, stored: string) => string;
}

/** Fields the school never types: ids, the time a notice was added, and the phone numbers as the server reads them for links. */
const UNSHOWN = new Set(['id', 'uploadDate', 'phoneE164']);

/** The labels of the dashboard's screens in `language`: a list's own form labels, else the dashboard's names of fields. */
export function changeLabelsIn(language: string): ChangeLabels {
  const cards = new Map(listSectionCardsIn(language).map((card) => [card.section.list as string, card]));
  const words = makeWords(language, fieldLabelWords);
  return {
    part: (part) => cards.get(part)?.title ?? fieldLabel(part, undefined, words),
    field: (part, stored) => {
      const card = cards.get(part);
      const section = card?.section;
      const form = section?.fields.find((field) => field.stored === stored)?.form ?? (section?.file?.stored === stored ? section.file.form : undefined);
      return card?.fields.find((field) => field.name === form)?.label ?? fieldName(stored, words);
    },
  };
}

/** The lines of one side of a change, labelled; entries a list of texts gains are marked new. An absent side has none. */
export function changeLines(change: ApprovalChange, side: 'before' | 'after', labels: ChangeLabels): ChangeLine[] {
  const value = change[side];
  const partLabel = labels.part(change.part);
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) {
    const before = side === 'after' && Array.isArray(change.before) ? new Set(change.before.map(shown)) : undefined;
    return value
      .map(shown)
      .filter(Boolean)
      .map((entry): ChangeLine => (before && !before.has(entry) ? { label: partLabel, value: entry, isNew: true } : { label: partLabel, value: entry }));
  }
  if (typeof value !== 'object' || isFile(value) || isRichText(value)) {
    const text = shown(value);
    return text ? [{ label: partLabel, value: text }] : [];
  }
  return Object.entries(value as Record<string, unknown>)
    .filter(([key]) => !UNSHOWN.has(key))
    .map(([key, field]) => ({ label: labels.field(change.part, key), value: shown(field) }))
    .filter((line) => line.value !== '');
}

const isFile = (value: object): value is { url: string } => typeof (value as { url?: unknown }).url === 'string';
const isRichText = (value: object): value is RichTextDocument => (value as { type?: unknown }).type === 'doc';

/** A stored value as text: a file as its address, a rich text as its words, a list as its entries, else JSON. */
export function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(shown).filter(Boolean).join(', ');
  if (isFile(value)) return value.url;
  if (isRichText(value)) return richTextPlainText(value).trim();
  return JSON.stringify(value);
}
