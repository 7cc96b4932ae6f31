import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value (shown under it; marks the control invalid). */
  error?: ReactNode;
}

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField({ label, hint, error, id, disabled, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <div className={styles.withToggle}>
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={styles.control}
            disabled={disabled}
            {...input}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-controls={control.id}
            aria-label={visible ? 'Hide password' : 'Show password'}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
