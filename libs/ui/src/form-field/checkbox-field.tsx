import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './field-error';
import { useFieldIds } from './field-ids';
import styles from './form-field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** What is wrong (a box that must be ticked): shown under it, read out with it, and marks it invalid. */
  error?: ReactNode;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const { controlId, errorId } = useFieldIds(id, undefined, error);
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkbox}>
        <input id={controlId} type="checkbox" aria-describedby={errorId} aria-invalid={error ? true : undefined} {...input} />
        <label htmlFor={controlId}>{label}</label>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
