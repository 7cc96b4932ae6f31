import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useFieldIds } from './field-ids';
import styles from './form-field.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled multi-line text input. */
export function TextAreaField({ label, hint, id, ...textArea }: TextAreaFieldProps) {
  const { controlId, hintId } = useFieldIds(id, hint);
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={controlId}
        aria-describedby={hintId}
        className={`${styles.control} ${styles.textArea}`}
        {...textArea}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
