import type { ReactNode } from 'react';
import { FieldError } from './field-error';
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
  /** The control's id; one is generated when absent. */
  id?: string;
  /** Draws the control, spreading `control` onto it. */
  children: (control: FramedControl) => ReactNode;
}

/** The frame of every labelled field: the label above the control, its error and its optional hint below it. */
export function FieldFrame({ label, hint, error, id, children }: FieldFrameProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      <FieldError id={errorId}>{error}</FieldError>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
