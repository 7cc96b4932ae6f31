import type { InputHTMLAttributes, ReactNode } from 'react';
import { ErrorRoom, errorRoomOf, type FieldErrorProps } from './error-room';
import { FieldError } from './field-error';
import { useFieldIds } from './field-ids';
import styles from './form-field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, FieldErrorProps {
  label: ReactNode;
  /** A line under the box that says what ticking it does. */
  hint?: ReactNode;
}

/** A checkbox with its label beside it and its hint under it; what is wrong (a box that must be ticked) is said under that. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { label, hint, error, errorRoom: _room, id, ...input } = props;
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const room = errorRoomOf(props);
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkbox}>
        <input id={controlId} type="checkbox" aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
        <label htmlFor={controlId}>{label}</label>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {room === undefined ? (
        <FieldError id={errorId}>{error}</FieldError>
      ) : (
        <ErrorRoom id={errorId} room={room}>
          {error}
        </ErrorRoom>
      )}
    </div>
  );
}
