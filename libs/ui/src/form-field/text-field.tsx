import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { errorRoomOf, type FieldErrorProps } from './error-room';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldErrorProps {
  label: ReactNode;
  /** Help text shown under the input and read out with it. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint. */
export function TextField(props: TextFieldProps) {
  const { label, hint, error, errorRoom: _room, id, className, ...input } = props;
  return (
    <FieldFrame label={label} hint={hint} error={error} errorRoom={errorRoomOf(props)} id={id}>
      {(control) => (
        <input {...control} className={className ? `${styles.control} ${className}` : styles.control} {...input} />
      )}
    </FieldFrame>
  );
}
