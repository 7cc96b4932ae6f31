import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/button';
import styles from './submit-button.module.css';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'ref'> {
  /** While true the button shows a spinner with `busyLabel`, stays focusable and does not send the form again. */
  busy?: boolean;
  /** Text shown while busy, e.g. 'Logging in...'; the normal label when omitted. */
  busyLabel?: ReactNode;
  children: ReactNode;
}

/**
 * A form's submit button with a submitting state. While busy it holds the focus: a form sent with Enter from a
 * field (which may be disabled while the form is sent) gives the focus to this button, so it never falls to the page.
 */
export function SubmitButton({ busy = false, className, ...button }: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!busy || !element) return;
    const focused = document.activeElement;
    const lost = !focused || focused === document.body;
    if (lost || (element.form?.contains(focused) && focused !== element)) element.focus();
  }, [busy]);
  return (
    <Button
      ref={ref}
      type="submit"
      busy={busy}
      className={className ? `${styles.button} ${className}` : styles.button}
      {...button}
    />
  );
}
