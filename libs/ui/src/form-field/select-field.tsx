import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value (shown under it; marks the control invalid). */
  error?: ReactNode;
  /** The `<option>` elements. */
  children: ReactNode;
}

/** A labelled native select. */
export function SelectField({ label, hint, error, id, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select {...control} className={styles.control} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
