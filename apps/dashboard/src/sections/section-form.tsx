import { useState, type FormEvent } from 'react';
import { wallTimeToInstant } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button, SubmitButton } from '@schoolpage/ui';
import { failureText, successText } from '../feedback/failure-text';
import type { Feedback } from '../feedback/use-feedback';
import { UploadProgress } from '../forms/upload-progress';
import { useSaveRequest } from '../forms/use-save-request';
import { useUnsavedChanges } from '../forms/unsaved-changes';
import { changedFields, valuesOf } from './changed-fields';
import { FieldInput } from './field-input';
import {
  fileProblem,
  isBlank,
  readFields,
  toEditMultipart,
  toJson,
  toMultipart,
  type FieldSpec,
  type FieldValues,
} from './field-spec';
import styles from './sections.module.css';
import { useSchoolTimeZone } from '../layout/school-time-zone';
import { useWords } from '@schoolpage/words';
import { sectionsWords } from './sections.words';

export interface SectionAction {
  path: string;
  encoding: 'json' | 'multipart';
  /** POST adds (the form then clears itself); PATCH edits (only what changed is sent, the form keeps what was saved). */
  method?: 'POST' | 'PATCH';
  /** The endpoint replaces the whole value, so every field is sent even when one changed (text logo). */
  whole?: boolean;
}

export interface SectionFormProps {
  fields: readonly FieldSpec[];
  submitLabel: string;
  action: SectionAction;
  /** Shown once when a required field is blank (spec §5). */
  requiredMessage?: string;
  /** Any other check; returns the message to show, or nothing when the values may be sent. */
  check?: (values: FieldValues) => string | undefined;
  /** Spec §8 text for a failed save (`{message}` gets the server's words). */
  failure: string;
  feedback: Feedback;
  /** After a save; `changed` names the fields that were saved (empty for an add), `answer` is what the server answered. */
  onSaved?: (changed: readonly FieldSpec[], answer: ApiAnswer) => void;
  /** The saved values the form opens with, by field name: only what differs from them is saved. */
  initial?: Readonly<Record<string, string>>;
  /** Shows a Cancel button next to the submit button. */
  onCancel?: () => void;
  /** Takes the form's values as they are typed (and none once it is cleared), for a live preview. */
  onTyped?: (values: FieldValues) => void;
}

export const NOTHING_CHANGED = 'Nothing to save: nothing has changed.';

/**
 * A form of spec fields that validates (files against their limits too), sends JSON or multipart (with
 * upload progress), reports, and clears itself after an add. Opened with saved values, it sends only what
 * changed. Unsaved typing makes the page ask before it is left.
 */
export function SectionForm({
  fields,
  submitLabel,
  action,
  requiredMessage,
  check,
  failure,
  feedback,
  onSaved,
  initial,
  onCancel,
  onTyped,
}: SectionFormProps) {
  const method = action.method ?? 'POST';
  const words = useWords(sectionsWords);
  const save = useSaveRequest();
  const timeZone = useSchoolTimeZone();
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readFields(form, fields);
    // An edit keeps the saved file when no new one is chosen.
    const missing = fields.some(
      (field) =>
        field.required &&
        isBlank(values[field.name]) &&
        !(field.requiredUnless && !isBlank(values[field.requiredUnless])) &&
        !(method === 'PATCH' && field.kind === 'file'),
    );
    const problem = missing ? requiredMessage : (check?.(values) ?? fileProblem(fields, values));
    if (problem) {
      feedback.error(problem);
      return;
    }
    const changed = initial ? changedFields(fields, values, initial) : [];
    if (initial && changed.length === 0) {
      feedback.info(NOTHING_CHANGED);
      setDirty(false);
      return;
    }
    const sent = schoolTimes(fields, initial && !action.whole ? valuesOf(changed, values) : values, timeZone);
    try {
      const body = await save.send(action.path, {
        method,
        ...(action.encoding === 'json' ? { json: toJson(sent) } : { form: initial ? toEditMultipart(sent) : toMultipart(sent) }),
      });
      if (!initial) form.reset();
      setDirty(false);
      feedback.success(successText(body));
      onSaved?.(changed, body);
    } catch (error) {
      feedback.error(failureText(failure, error));
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} onInput={(event) => {
        setDirty(true);
        onTyped?.(readFields(event.currentTarget, fields));
      }}
      onReset={() => {
        setDirty(false);
        onTyped?.({});
      }} noValidate>
      <div className={styles.fields}>
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            disabled={save.busy}
            initial={initial?.[field.name]}
            savedPicture={field.picture ? initial?.[field.picture] : undefined}
          />
        ))}
      </div>
      <UploadProgress progress={save.progress} />
      <div className={styles.formActions}>
        <SubmitButton busy={save.busy} busyLabel={words.t('saving')}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button className={styles.secondaryButton} onClick={onCancel} aria-disabled={save.busy}>
            {words.t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** `values` with each date and time typed (`datetime-local`, the school's wall clock) sent as the instant it names in `timeZone`. */
function schoolTimes(fields: readonly FieldSpec[], values: FieldValues, timeZone: string): FieldValues {
  const sent = { ...values };
  for (const field of fields) {
    const typed = sent[field.name];
    if (field.kind === 'datetime-local' && typeof typed === 'string' && typed) sent[field.name] = wallTimeToInstant(typed, timeZone) ?? typed;
  }
  return sent;
}
