import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { errorRoomOf, type FieldErrorProps } from './error-room';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, FieldErrorProps {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { label, hint, error, errorRoom: _room, id, disabled, ...input } = props;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} errorRoom={errorRoomOf(props)} id={id}>
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
