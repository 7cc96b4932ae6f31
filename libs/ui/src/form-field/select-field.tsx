import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  /** The `<option>` elements. */
  children: ReactNode;
}

/** A labelled native select. */
export function SelectField({ label, hint, id, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} id={id}>
      {(control) => (
        <select {...control} className={styles.control} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
