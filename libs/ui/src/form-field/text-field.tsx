import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from './field-ids';
import styles from './form-field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Help text shown under the input and read out with it. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint. */
export function TextField({ label, hint, id, className, ...input }: TextFieldProps) {
  const { controlId, hintId } = useFieldIds(id, hint);
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <input
        id={controlId}
        aria-describedby={hintId}
        className={className ? `${styles.control} ${className}` : styles.control}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
