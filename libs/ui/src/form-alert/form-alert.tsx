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
  /** Nothing is rendered when there is no message. */
  children?: ReactNode;
}

/** An in-page alert (`role="alert"`), used instead of the browser's alert box. */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  return (
    <p role="alert" className={`${styles.alert} ${styles[tone]}`}>
      {children}
    </p>
  );
}
