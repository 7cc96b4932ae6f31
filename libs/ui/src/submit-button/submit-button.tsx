import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './submit-button.module.css';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** While true the button is disabled and shows a spinner with `busyLabel`. */
  busy?: boolean;
  /** Text shown while busy, e.g. 'Logging in...'; the normal label when omitted. */
  busyLabel?: ReactNode;
  children: ReactNode;
}

/** A form's submit button with a submitting state. */
export function SubmitButton({ busy = false, busyLabel, disabled, children, className, ...button }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className ? `${styles.button} ${className}` : styles.button}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...button}
    >
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" data-testid="spinner" />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
