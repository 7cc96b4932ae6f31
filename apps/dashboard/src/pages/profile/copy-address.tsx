import { useEffect, useRef, useState } from 'react';
import sectionStyles from '../../sections/sections.module.css';
import styles from './site-address.module.css';
import { useDashboardMessages } from '../../feedback/use-dashboard-messages';
import { selectText } from './select-text';

/** How long "Address copied" stays on screen. */
const NOTE_MS = 5000;

/**
 * The site's full address as text, with a Copy button. The result is said in a polite live region;
 * where the clipboard cannot be used, the address is selected so the admin can copy it by hand.
 */
export function CopyAddress({ url }: { url: string }) {
  const addressRef = useRef<HTMLParagraphElement>(null);
  const [note, setNote] = useState('');
  const M = useDashboardMessages();

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(''), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  async function copy() {
    setNote('');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setNote(M.addressCopied);
    } catch {
      selectText(addressRef.current);
      setNote(M.addressSelected);
    }
  }

  return (
    <div>
      <div className={styles.addressRow}>
        <p ref={addressRef} className={styles.address}>
          {url}
        </p>
        <button type="button" className={sectionStyles.secondaryButton} onClick={copy}>
          {M.copyAddress}
        </button>
      </div>
      <p role="status" aria-live="polite" className={styles.copyNote}>
        {note}
      </p>
    </div>
  );
}
