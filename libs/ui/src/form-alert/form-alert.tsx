import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

export type AlertTone = 'error' | 'success' | 'info';

/** A message the user must notice now (a failed or finished submit); read out by screen readers. */
export interface AlertMessage {
  tone: AlertTone;
  text: string;
}

export interface FormAlertProps {
  tone?: AlertTone;
  /** A message that can wait its turn (a finished save): `role="status"`, read out politely, not interrupting. */
  polite?: boolean;
  /** Nothing is rendered when there is no message. */
  children?: ReactNode;
}

/** An in-page alert (`role="alert"`, or `role="status"` when polite), used instead of the browser's alert box. */
export function FormAlert({ tone = 'error', polite = false, children }: FormAlertProps) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  return (
    <p role={polite ? 'status' : 'alert'} className={`${styles.alert} ${styles[tone]}`}>
      {children}
    </p>
  );
}
