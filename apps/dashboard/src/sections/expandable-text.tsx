import { useState } from 'react';
import styles from './sections.module.css';
import { useWords } from '@schoolpage/words';
import { sectionsWords } from './sections.words';

/** A shortened preview (spec §2: the first 7 words) that can be opened to the whole text, and closed again. */
export function ExpandableText({ short, full }: { short: string; full?: string }) {
  const [open, setOpen] = useState(false);
  const words = useWords(sectionsWords);
  if (!full || full.trim() === short.trim()) return <span>{short}</span>;
  return (
    <>
      <span>{open ? full : short}</span>{' '}
      <button type="button" className={styles.expandButton} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {words.t(open ? 'showLess' : 'showMore')}
      </button>
    </>
  );
}
