import { answeredFileUrl, instantToWallTime, type ListSectionDescription } from '@schoolpage/content-contract';
import { dateOnly } from './item-fields';

/**
 * The saved values of an item by its form's field names (the section's description maps stored names to
 * them); a focal point as JSON text, a time as the school's wall-clock time (in `timeZone`), and the saved file's
 * URL under the file field's name (a focal point shows the picture it belongs to).
 */
export function savedValuesOf(section: ListSectionDescription, item: unknown, timeZone?: string): Record<string, string> {
  const values: Record<string, string> = {};
  const record = item as Record<string, unknown> | undefined;
  for (const field of section.fields) {
    const stored = section.plain ? item : record?.[field.stored];
    if (typeof stored === 'string') values[field.form] = field.kind === 'date' ? dateOnly(stored) : field.kind === 'instant' ? instantToWallTime(stored, timeZone) : stored;
    else if (field.kind === 'richText' && stored && typeof stored === 'object') values[field.form] = JSON.stringify(stored);
    else if (Array.isArray(stored)) values[field.form] = stored.join(', ');
    else if (field.kind === 'focalPoint' && stored && typeof stored === 'object') values[field.form] = JSON.stringify(stored);
  }
  const fileUrl = answeredFileUrl(section, item);
  if (section.file && fileUrl !== undefined) values[section.file.form] = fileUrl;
  return values;
}

/** Where an item is edited and moved: `<path>/<id>`, or `<path>/<position>` for plain texts (vision, mission). */
export function itemPathOf(section: ListSectionDescription, item: unknown, index: number): string {
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  return `${section.path}/${!section.plain && typeof id === 'string' ? encodeURIComponent(id) : index}`;
}
