import type { ReactNode } from 'react';
import { useFieldIds } from './field-ids';
import styles from './form-field.module.css';

/** What the framed control must carry: its id (for the label) and its hint's id (read out with it). */
export interface FramedControl {
  id: string;
  'aria-describedby'?: string;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** Help text shown under the control and read out with it. */
  hint?: ReactNode;
  /** The control's id; one is generated when absent. */
  id?: string;
  /** Draws the control, spreading `control` onto it. */
  children: (control: FramedControl) => ReactNode;
}

/** The frame of every labelled field: the label above the control and the optional hint below it. */
export function FieldFrame({ label, hint, id, children }: FieldFrameProps) {
  const { controlId, hintId } = useFieldIds(id, hint);
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': hintId })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
