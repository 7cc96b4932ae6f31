import { entriesJson, isBlank, type FieldSpec, type FieldValues } from './field-spec';

/** The fields whose value differs from what is saved: edited texts, and every chosen file. */
export function changedFields(fields: readonly FieldSpec[], values: FieldValues, saved: Readonly<Record<string, string>>): FieldSpec[] {
  return fields.filter((field) => {
    const value = values[field.name];
    if (field.kind === 'file') return value !== undefined && !isBlank(value);
    const before = (saved[field.name] ?? '').trim();
    return (value ?? '') !== (field.entries ? entriesJson(before) : before);
  });
}

/** Only the named fields' values. */
export function valuesOf(fields: readonly FieldSpec[], values: FieldValues): FieldValues {
  return Object.fromEntries(fields.map((field) => [field.name, values[field.name]]));
}

/** "welcome message and welcome image": what a save changed, in the form's own words. */
export function savedWhat(fields: readonly FieldSpec[]): string {
  const names = fields.map((field) => field.label.replace(/\s*\((optional|image|PDF)\)$/i, '').toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
}
