import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { errorRoomOf, type FieldErrorProps } from './error-room';
import { FieldFrame } from './field-frame';
import styles from './form-field.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldErrorProps {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled multi-line text input. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { label, hint, error, errorRoom: _room, id, ...textArea } = props;
  return (
    <FieldFrame label={label} hint={hint} error={error} errorRoom={errorRoomOf(props)} id={id}>
      {(control) => <textarea {...control} className={`${styles.control} ${styles.textArea}`} {...textArea} />}
    </FieldFrame>
  );
}
