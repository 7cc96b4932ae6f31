import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFieldIds } from './field-ids';
import styles from './form-field.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField({ label, hint, id, disabled, ...input }: PasswordFieldProps) {
  const { controlId, hintId } = useFieldIds(id, hint);
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <div className={styles.withToggle}>
        <input
          id={controlId}
          type={visible ? 'text' : 'password'}
          aria-describedby={hintId}
          className={styles.control}
          disabled={disabled}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={controlId}
          aria-label={visible ? 'Hide password' : 'Show password'}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
