import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value (shown under it; marks the control invalid). */
  error?: ReactNode;
}

/** A labelled multi-line text input. */
export function TextAreaField({ label, hint, error, id, ...textArea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => <textarea {...control} className={`${styles.control} ${styles.textArea}`} {...textArea} />}
    </FieldFrame>
  );
}
