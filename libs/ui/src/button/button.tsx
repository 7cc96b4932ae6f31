import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** While true the button says so (`aria-busy`, a spinner and `busyLabel`) and does nothing when pressed. */
  busy?: boolean;
  /** Text shown while busy, e.g. 'Saving...'; the normal label when omitted. */
  busyLabel?: ReactNode;
  /**
   * What a press does while the button is `aria-disabled` (not while busy), for a button that explains
   * instead of acting, e.g. showing what is still missing; otherwise such a press does nothing.
   */
  onUnavailablePress?: () => void;
  children: ReactNode;
}

/**
 * A button that keeps focus when it cannot act: busy or `aria-disabled`, it stays focusable (a keyboard user
 * never falls to the page body) and a press does nothing. `disabled` stays the native attribute, for buttons
 * that never hold focus when they change.
 */
export function Button({ busy = false, busyLabel, type = 'button', onClick, onUnavailablePress, children, ...button }: ButtonProps) {
  const ariaDisabled = button['aria-disabled'];
  const inactive = busy || ariaDisabled === true || ariaDisabled === 'true';

  function press(event: MouseEvent<HTMLButtonElement>) {
    if (inactive) {
      // Also keeps a submit button from sending its form again.
      event.preventDefault();
      if (!busy) onUnavailablePress?.();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...button}
      type={type}
      aria-disabled={inactive || undefined}
      aria-busy={busy || undefined}
      onClick={press}
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
