import { countdownText } from './countdown';
import sectionStyles from '../../sections/sections.module.css';
import styles from './verify.module.css';
import { useWords } from '@schoolpage/words';
import { verifyWords } from './verify.words';

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
  const words = useWords(verifyWords);
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
      {sending ? words.t('sendingCode') : waiting ? words.t('sendAgainIn', { wait: countdownText(secondsLeft) }) : words.t('sendAgain')}
    </button>
  );
}
