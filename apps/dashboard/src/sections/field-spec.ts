import { uploadProblem, type UploadKind } from '@schoolpage/content-contract';

export interface FieldOption {
  value: string;
  label: string;
}

/** One control of a section form. `name` is the payload field name of spec §3. */
export interface FieldSpec {
  name: string;
  label: string;
  /** `optOut`: a box ticked at first, read as '' while ticked and 'false' once unticked ("Tell subscribers"). */
  kind: 'text' | 'textarea' | 'date' | 'url' | 'email' | 'tel' | 'select' | 'file' | 'focalPoint' | 'richText' | 'datetime-local' | 'optOut';
  /** Counted by the section's "required" check (the form shows one message for all of them). */
  required?: boolean;
  /** A required field that another may stand in for, by that field's name (a notice's file: its text). */
  requiredUnless?: string;
  /** File pickers: what they take (spec §5: application forms PDF, notices and every other picture images). */
  upload?: UploadKind;
  /** Selects: the choices (a first empty choice is added). */
  options?: readonly FieldOption[];
  placeholder?: string;
  /** A line under the field that says what it takes. */
  hint?: string;
  /** Focal points: the name of the form's file field whose picture the point belongs to. */
  picture?: string;
  /** The text is a list of entries separated by commas (a member's qualifications, e-mails, phones), sent as a JSON array. */
  entries?: boolean;
}

/** "PhD, M.Ed ," → '["PhD","M.Ed"]': the entries of a comma-separated field, as the API's list fields take them. */
export function entriesJson(text: string): string {
  return JSON.stringify(text.split(',').map((entry) => entry.trim()).filter(Boolean));
}

/** A text field's trimmed value, or a chosen file. */
export type FieldValue = string | File | undefined;
export type FieldValues = Record<string, FieldValue>;

export function isBlank(value: FieldValue): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return value.name === '' && value.size === 0;
}

/** Reads a form's controls by their names: trimmed text and the chosen file. */
export function readFields(form: HTMLFormElement, fields: readonly FieldSpec[]): FieldValues {
  const data = new FormData(form);
  const values: FieldValues = {};
  for (const field of fields) {
    if (field.kind === 'file') {
      values[field.name] = chosenFile(form, field.name);
      continue;
    }
    if (field.kind === 'optOut') {
      values[field.name] = data.has(field.name) ? '' : 'false';
      continue;
    }
    const value = data.get(field.name);
    const text = typeof value === 'string' ? value.trim() : undefined;
    values[field.name] = field.entries && text !== undefined ? entriesJson(text) : text;
  }
  return values;
}

/** JSON payloads carry every field (blank ones as ''). */
export function toJson(values: FieldValues): Record<string, string> {
  const json: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) json[name] = typeof value === 'string' ? value : '';
  return json;
}

/** Multipart payloads carry only what was filled in (spec §5: "only non-empty values sent"). */
export function toMultipart(values: FieldValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || isBlank(value)) continue;
    form.append(name, value);
  }
  return form;
}

/** The file chosen in the form's file input called `name`, if any. */
export function chosenFile(form: HTMLFormElement, name: string): File | undefined {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement ? (input.files?.[0] ?? undefined) : undefined;
}

/** An edit's multipart payload: every text (a cleared one clears the saved text) and a file only when one was chosen. */
export function toEditMultipart(values: FieldValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else if (!isBlank(value)) form.append(name, value);
  }
  return form;
}

/** The first chosen file that breaks its field's limits, described in plain words. */
export function fileProblem(fields: readonly FieldSpec[], values: FieldValues): string | undefined {
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind !== 'file' || !field.upload || value === undefined || typeof value === 'string' || isBlank(value)) continue;
    const problem = uploadProblem(field.upload, value);
    if (problem) return problem;
  }
  return undefined;
}

/** True when the values carry a chosen file (sent with upload progress). */
export function hasFile(values: FieldValues): boolean {
  return Object.values(values).some((value) => value !== undefined && typeof value !== 'string' && !isBlank(value));
}
