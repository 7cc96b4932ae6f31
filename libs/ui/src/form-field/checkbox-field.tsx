import type { InputHTMLAttributes, ReactNode } from 'react';
import { ErrorRoom, errorRoomOf, type FieldErrorProps } from './error-room';
import { FieldError } from './field-error';
import { useFieldIds } from './field-ids';
import styles from './form-field.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>, FieldErrorProps {
  label: ReactNode;
}

/** A checkbox with its label beside it; what is wrong (a box that must be ticked) is said under it. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { label, error, errorRoom: _room, id, ...input } = props;
  const { controlId, errorId } = useFieldIds(id, undefined, error);
  const room = errorRoomOf(props);
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkbox}>
        <input id={controlId} type="checkbox" aria-describedby={errorId} aria-invalid={error ? true : undefined} {...input} />
        <label htmlFor={controlId}>{label}</label>
      </div>
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
