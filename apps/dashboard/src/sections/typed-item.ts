import { answeredItem, editedSectionItem, newSectionItem, storedItem, wallTimeToInstant, type ListSectionDescription, type SectionValues } from '@schoolpage/content-contract';
import { isBlank, type FieldValues } from './field-spec';

/** What a form's read values hold as the API would take them: entry lists as arrays, a focal point as `{ x, y }`. */
function checkedValues(section: ListSectionDescription, values: FieldValues, timeZone?: string): SectionValues {
  const checked: SectionValues = {};
  for (const field of section.fields) {
    const value = values[field.form];
    if (typeof value !== 'string') continue;
    if (field.kind === 'focalPoint' || field.kind === 'richText') checked[field.form] = value ? parsedOr(value, undefined) : undefined;
    else if (field.kind === 'instant') checked[field.form] = value ? wallTimeToInstant(value, timeZone) : undefined;
    else if (field.kind === 'optOut') checked[field.form] = value === 'false' ? false : undefined;
    else if (field.kind === 'texts' || field.kind === 'emails' || field.kind === 'phones') checked[field.form] = parsedOr(value, []);
    else checked[field.form] = value;
  }
  return checked;
}

function parsedOr<T>(json: string, fallback: T): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return fallback;
  }
}

/** True when the form holds something typed or chosen. */
export function hasTyped(values: FieldValues): boolean {
  return Object.values(values).some((value) => !isBlank(value));
}

/**
 * The item a section's open form would save, as the spec's answers give it (so the public site's own
 * components show it): a new item from the add form, or `saved` with the edit form's values.
 * `fileUrl` is where the chosen file can be shown from (a blob: address); a typed time is read in `timeZone` (the school's).
 */
export function typedItem(section: ListSectionDescription, values: FieldValues, fileUrl: string | undefined, saved?: unknown, timeZone?: string): unknown {
  const checked = checkedValues(section, values, timeZone);
  const stored = saved === undefined ? newSectionItem(section, checked, fileUrl, new Date()) : editedSectionItem(section, storedItem(section, saved), checked, fileUrl);
  return answeredItem(section, stored);
}
