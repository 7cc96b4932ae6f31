import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Help text shown under the input and read out with it. */
  hint?: ReactNode;
  /** What is wrong with the value (shown under it; marks the control invalid). */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint. */
export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <input {...control} className={className ? `${styles.control} ${className}` : styles.control} {...input} />
      )}
    </FieldFrame>
  );
}
