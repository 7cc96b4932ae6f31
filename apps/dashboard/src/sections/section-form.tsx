import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { failureText, successText } from '../feedback/failure-text';
import type { Feedback } from '../feedback/use-feedback';
import { FieldInput } from './field-input';
import { isBlank, readFields, toEditMultipart, toJson, toMultipart, type FieldSpec, type FieldValues } from './field-spec';
import styles from './sections.module.css';

export interface SectionAction {
  path: string;
  encoding: 'json' | 'multipart';
  /** POST adds (the form then clears itself); PATCH edits (every text is sent, the form keeps what was saved). */
  method?: 'POST' | 'PATCH';
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
  onSaved?: () => void;
  /** The saved values the form opens with, by field name. */
  initial?: Readonly<Record<string, string>>;
  /** Shows a Cancel button next to the submit button. */
  onCancel?: () => void;
}

/** A form of spec fields that validates, sends JSON or multipart, reports, and clears itself on success. */
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
}: SectionFormProps) {
  const method = action.method ?? 'POST';
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readFields(form, fields);
    // An edit keeps the saved file when no new one is chosen.
    const missing = fields.some((field) => field.required && isBlank(values[field.name]) && !(method === 'PATCH' && field.kind === 'file'));
    const problem = missing ? requiredMessage : check?.(values);
    if (problem) {
      feedback.error(problem);
      return;
    }
    setBusy(true);
    try {
      const body = await apiRequest(action.path, {
        method,
        ...(action.encoding === 'json' ? { json: toJson(values) } : { form: method === 'PATCH' ? toEditMultipart(values) : toMultipart(values) }),
      });
      if (method === 'POST' && !initial) form.reset();
      feedback.success(successText(body));
      onSaved?.();
    } catch (error) {
      feedback.error(failureText(failure, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.fields}>
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            disabled={busy}
            initial={initial?.[field.name]}
            savedPicture={field.picture ? initial?.[field.picture] : undefined}
          />
        ))}
      </div>
      <div className={styles.formActions}>
        <SubmitButton busy={busy} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className={styles.secondaryButton} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

