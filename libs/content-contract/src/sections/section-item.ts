import { richTextPlainText } from '../rich-text/rich-text';
import type { RichTextDocument } from '../rich-text/rich-text';
import type { ListSectionDescription } from './list-sections';

/** The checked values of a section's form, by payload name. */
export type SectionValues = Record<string, unknown>;

/** A new item from a section's form: stored names, the file's URL, and a stamp when the section keeps one. */
export function newSectionItem(section: ListSectionDescription, values: SectionValues, fileUrl: string | undefined, now: Date): unknown {
  if (section.plain) return values[section.fields[0].form];
  const item: Record<string, unknown> = {};
  for (const field of section.fields) {
    const value = values[field.form];
    if (value !== undefined && value !== null) item[field.stored] = value;
    else if (field.alwaysStored) item[field.stored] = field.kind === 'text' ? '' : [];
  }
  if (section.stampedAt) item[section.stampedAt] = now.toISOString();
  if (fileUrl && section.file) item[section.file.stored] = { url: fileUrl };
  return item;
}

/** `item` with the fields the edit gives changed (a field left out stays) and, when a file came, its new URL. */
export function editedSectionItem(section: ListSectionDescription, item: unknown, values: SectionValues, fileUrl: string | undefined): unknown {
  if (section.plain) return values[section.fields[0].form] ?? item;
  const edited: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  for (const field of section.fields) {
    const value = values[field.form];
    // null clears an optional field (a notice's schedule).
    if (value === null) delete edited[field.stored];
    else if (value !== undefined) edited[field.stored] = value;
  }
  if (fileUrl && section.file) {
    edited[section.file.stored] = { url: fileUrl };
    // The focal point of the old picture means nothing on the new one.
    for (const field of section.fields) if (field.kind === 'focalPoint' && values[field.form] === undefined) delete edited[field.stored];
  }
  return edited;
}

/** True when an edit names nothing to change. */
export function isEmptyEdit(section: ListSectionDescription, values: SectionValues, fileUrl: unknown): boolean {
  return !fileUrl && section.fields.every((field) => values[field.form] === undefined);
}

/** Whether `value` (a text or a rich-text document) has words in it. */
function hasWords(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'object' && value !== null) return richTextPlainText(value as RichTextDocument) !== '';
  return false;
}

/**
 * Whether a stored `item` of `section` lacks the file its section requires, with no text standing in for it
 * (SectionFile.orText: a notice is a file, a text, or both).
 */
export function lacksFileAndText(section: ListSectionDescription, item: unknown): boolean {
  const file = section.file;
  if (!file?.required || typeof item !== 'object' || item === null) return false;
  const stored = item as Record<string, unknown>;
  if ((stored[file.stored] as { url?: unknown } | undefined)?.url) return false;
  const text = file.orText ? section.fields.find((field) => field.form === file.orText) : undefined;
  return !(text && hasWords(stored[text.stored]));
}
