import type { ListSectionDescription } from '@schoolpage/content-contract';
import { dateOnly } from './item-fields';

/** The saved values of an item by its form's field names (the section's description maps stored names to them). */
export function savedValuesOf(section: ListSectionDescription, item: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of section.fields) {
    const stored = section.plain ? item : (item as Record<string, unknown> | undefined)?.[field.stored];
    if (typeof stored === 'string') values[field.form] = field.kind === 'date' ? dateOnly(stored) : stored;
    else if (Array.isArray(stored)) values[field.form] = stored.join(', ');
  }
  return values;
}

/** Where an item is edited and moved: `<path>/<id>`, or `<path>/<position>` for plain texts (vision, mission). */
export function itemPathOf(section: ListSectionDescription, item: unknown, index: number): string {
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  return `${section.path}/${!section.plain && typeof id === 'string' ? encodeURIComponent(id) : index}`;
}
