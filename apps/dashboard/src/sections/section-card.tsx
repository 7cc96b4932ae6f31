import { useId, type ReactNode } from 'react';
import preview from './section-preview.module.css';
import styles from './sections.module.css';

/** One titled card of a dashboard page (a region named by its heading); `aside` (its preview) beside the rest on wide screens. */
export function SectionCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle} tabIndex={-1}>
        {title}
      </h2>
      {aside ? (
        <div className={preview.columns}>
          {aside}
          <div className={preview.main}>{children}</div>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
