import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useFieldIds } from './field-ids';
import styles from './form-field.module.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  /** The `<option>` elements. */
  children: ReactNode;
}

/** A labelled native select. */
export function SelectField({ label, hint, id, children, ...select }: SelectFieldProps) {
  const { controlId, hintId } = useFieldIds(id, hint);
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <select id={controlId} aria-describedby={hintId} className={styles.control} {...select}>
        {children}
      </select>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
