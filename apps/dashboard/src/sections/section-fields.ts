import { answeredFileUrl, isPictureFile, type ListSectionDescription, type SectionField, type UploadKind } from '@schoolpage/content-contract';
import type { FieldSpec } from './field-spec';
import { sectionTextWords } from './section-texts.words';

/** What the dashboard says of one field: its label and, where it asks for more than the label, a placeholder or a narrower upload. */
export interface FieldLabel {
  label: string;
  placeholder?: string;
  /** A line under the field that says what it takes. */
  hint?: string;
  /** The file picker takes less than the server accepts (spec §5: notices take images). */
  upload?: UploadKind;
}

/** The dashboard's label of each field by its payload name, in the order the form shows them. */
export type FieldLabels = Readonly<Record<string, string | FieldLabel>>;

const SHARED = sectionTextWords.en;

/** An example of good alt text, in every alt text field. */
export const PICTURE_TEXT_PLACEHOLDER = SHARED.altTextPlaceholder;

/** What every picture's caption and alt text are called, beside the picture's file field (a section may say otherwise). */
export const PICTURE_TEXT_LABELS = {
  caption: { label: SHARED.caption, placeholder: SHARED.captionPlaceholder },
  altText: { label: SHARED.altText, placeholder: PICTURE_TEXT_PLACEHOLDER },
} as const satisfies FieldLabels;

/** Texts that may be longer than this many characters are typed in a box of several lines. */
const LONGEST_ONE_LINE_TEXT = 500;

/** The control of one of the section's text fields, from what the field holds. */
function textControl(section: ListSectionDescription, field: SectionField): Omit<FieldSpec, 'label'> {
  const control = { name: field.form, ...(field.required ? { required: true } : {}) };
  switch (field.kind) {
    case 'text':
      return { ...control, kind: field.max > LONGEST_ONE_LINE_TEXT ? 'textarea' : 'text' };
    case 'date':
      return { ...control, kind: 'date' };
    case 'httpUrl':
      return { ...control, kind: 'url' };
    case 'focalPoint':
      return { ...control, kind: 'focalPoint', picture: section.file?.form };
    case 'richText':
      return { ...control, kind: 'richText' };
    case 'instant':
      return { ...control, kind: 'datetime-local', hint: SHARED.schoolTime };
    case 'optOut':
      return { ...control, kind: 'optOut' };
    case 'texts':
    case 'emails':
    case 'phones':
      return { ...control, kind: 'text', entries: true };
  }
}

/** "activitieCaption" → "Activitie caption (optional)": the label of a field the dashboard names no label for. */
function labelFromName(control: Omit<FieldSpec, 'label'>): string {
  const words = control.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${control.required ? '' : ' (optional)'}`;
}

/**
 * A section form's controls, made from the section's description (LIST_SECTIONS): every field and the file, each
 * as its kind asks, labelled with the dashboard's words in their order (a box of what saving does last). A field added to the description shows
 * without a change here (labelled from its name, after the others); a label for a field the section lacks is an error.
 */
export function sectionFieldsOf(section: ListSectionDescription, labels: FieldLabels): FieldSpec[] {
  const controls = new Map<string, Omit<FieldSpec, 'label'>>(section.fields.map((field) => [field.form, textControl(section, field)]));
  const file = section.file;
  const required = file?.required ? { required: true, ...(file.orText ? { requiredUnless: file.orText } : {}) } : {};
  if (file) controls.set(file.form, { name: file.form, kind: 'file', upload: file.kind, ...required });
  for (const name of Object.keys(labels)) {
    if (!controls.has(name)) throw new Error(`The ${section.list} section has no field "${name}".`);
  }
  const ordered = [...Object.keys(labels), ...[...controls.keys()].filter((name) => !(name in labels))];
  // A box of what saving does ("Tell subscribers") comes last, by the button.
  const last = (name: string) => controls.get(name)?.kind === 'optOut';
  const names = [...ordered.filter((name) => !last(name)), ...ordered.filter(last)];
  return names.map((name) => {
    const control = controls.get(name) as Omit<FieldSpec, 'label'>;
    const words = labels[name] ?? (PICTURE_TEXT_LABELS as FieldLabels)[name];
    return typeof words === 'object' ? { ...control, ...words } : { ...control, label: words ?? labelFromName(control) };
  });
}

/**
 * The fields of saved `item`'s edit form: an item whose file is no picture (a PDF notice) has no caption or alt text
 * to give; and "Tell subscribers" is asked only when an item is added (an edit is never sent again).
 */
export function editFieldsOf(section: ListSectionDescription, fields: readonly FieldSpec[], item: unknown): readonly FieldSpec[] {
  const url = answeredFileUrl(section, item);
  const pictureless = url !== undefined && url !== '' && !isPictureFile({ url });
  return fields.filter((field) => field.kind !== 'optOut' && !(pictureless && field.name in PICTURE_TEXT_LABELS));
}
