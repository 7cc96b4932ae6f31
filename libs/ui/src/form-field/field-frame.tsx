import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { ErrorRoom, type FieldErrorProps } from './error-room';
import { useFieldIds } from './field-ids';
import styles from './form-field.module.css';

/** What the framed control must carry: its id (for the label), what describes it, and whether it is invalid. */
export interface FramedControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** Help text shown under the control and read out with it. */
  hint?: ReactNode;
  /** What is wrong with the value: shown under the control, read out with it, and marks it invalid. */
  error?: ReactNode;
  /** The room kept under the hint for the message (errorRoomOf): none when absent, and the message pushes what follows. */
  errorRoom?: FieldErrorProps['errorRoom'];
  /** The control's id; one is generated when absent. */
  id?: string;
  /** Draws the control, spreading `control` onto it. */
  children: (control: FramedControl) => ReactNode;
}

/**
 * The frame of every labelled field: the label above the control, its optional hint below it, and its error (in the
 * room kept for it, when there is one: under the hint, so the hint stays by the control).
 */
export function FieldFrame({ label, hint, error, errorRoom, id, children }: FieldFrameProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {errorRoom === undefined ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errorRoom === undefined ? null : (
        <ErrorRoom id={errorId} room={errorRoom}>
          {error}
        </ErrorRoom>
      )}
    </div>
  );
}
