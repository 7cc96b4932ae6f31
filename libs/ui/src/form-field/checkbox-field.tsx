import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldIds } from './field-ids';
import styles from './form-field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, id, ...input }: CheckboxFieldProps) {
  const { controlId } = useFieldIds(id, undefined);
  return (
    <div className={styles.checkbox}>
      <input id={controlId} type="checkbox" {...input} />
      <label htmlFor={controlId}>{label}</label>
    </div>
  );
}
