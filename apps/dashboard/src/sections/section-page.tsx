import type { ReactNode } from 'react';
import styles from './sections.module.css';

/** A dashboard page: its title and its section cards. */
export function SectionPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {children}
    </div>
  );
}
