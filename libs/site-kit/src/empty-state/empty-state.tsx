import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** The line a section shows in place of its items while the school has none. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
