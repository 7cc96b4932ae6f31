import type { ReactNode, SelectHTMLAttributes } from 'react';
import { errorRoomOf, type FieldErrorProps } from './error-room';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldErrorProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The `<option>` elements. */
  children: ReactNode;
}

/** A labelled native select. */
export function SelectField(props: SelectFieldProps) {
  const { label, hint, error, errorRoom: _room, id, children, ...select } = props;
  return (
    <FieldFrame label={label} hint={hint} error={error} errorRoom={errorRoomOf(props)} id={id}>
      {(control) => (
        <select {...control} className={styles.control} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
