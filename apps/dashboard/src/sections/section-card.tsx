import { useId, type ReactNode } from 'react';
import styles from './sections.module.css';

/** One titled card of a dashboard page (a region named by its heading). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
