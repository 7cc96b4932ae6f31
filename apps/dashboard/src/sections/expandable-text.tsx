import { useState } from 'react';
import styles from './sections.module.css';

/** A shortened preview (spec §2: the first 7 words) that can be opened to the whole text, and closed again. */
export function ExpandableText({ short, full }: { short: string; full?: string }) {
  const [open, setOpen] = useState(false);
  if (!full || full.trim() === short.trim()) return <span>{short}</span>;
  return (
    <>
      <span>{open ? full : short}</span>{' '}
      <button type="button" className={styles.expandButton} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? 'Show less' : 'Show more'}
      </button>
    </>
  );
}
