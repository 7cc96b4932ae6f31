import { countdownText } from './countdown';
import sectionStyles from '../../sections/sections.module.css';
import styles from './verify.module.css';

export interface ResendCodeButtonProps {
  /** Seconds before the server will send another code (0: it may be asked for now). */
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
}

/**
 * "Send the code again": while the server's wait lasts it is marked disabled (aria-disabled, so it stays
 * in the tab order and is read with its countdown) and counts down, e.g. "Send the code again (0:42)".
 */
export function ResendCodeButton({ secondsLeft, sending, onResend }: ResendCodeButtonProps) {
  const waiting = secondsLeft > 0;
  const inactive = waiting || sending;
  return (
    <button
      type="button"
      className={`${sectionStyles.secondaryButton} ${styles.resend}`}
      aria-disabled={inactive || undefined}
      aria-busy={sending || undefined}
      onClick={() => {
        if (!inactive) onResend();
      }}
    >
      {sending ? 'Sending code...' : waiting ? `Send the code again (${countdownText(secondsLeft)})` : 'Send the code again'}
    </button>
  );
}
