import type { ReactNode } from 'react';
import styles from './form-field.module.css';

/** What is wrong with a field, shown under it and read out with it (its id is in the control's aria-describedby). */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}
