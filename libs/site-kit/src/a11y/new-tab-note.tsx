import styles from './new-tab-note.module.css';

/** Tells screen-reader users that a link opens a new tab (read with the link's name, not shown). */
export function NewTabNote() {
  return <span className={styles.note}> (opens in a new tab)</span>;
}
