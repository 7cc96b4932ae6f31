import { useId, type ReactNode } from 'react';
import { HistoryLink, type HistoryOf } from '../history/history-link';
import preview from './section-preview.module.css';
import styles from './sections.module.css';

interface SectionCardProps {
  title: string;
  aside?: ReactNode;
  /** The `historyKey` of what the card edits: the card then offers its "History". */
  historyKey?: string;
  /** The things a card edits where it edits several (the organisation's name, welcome and logo): a "History" for each. */
  histories?: readonly HistoryOf[];
  children: ReactNode;
}

/** One titled card of a dashboard page (a region named by its heading); `aside` (its preview) beside the rest on wide screens. */
export function SectionCard({ title, aside, historyKey, histories, children }: SectionCardProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className={styles.cardTitle} tabIndex={-1}>
      {title}
    </h2>
  );
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      {historyKey ? (
        <div className={styles.cardHeader}>
          {heading}
          <HistoryLink historyKey={historyKey} describedBy={titleId} />
        </div>
      ) : histories?.length ? (
        <div className={styles.cardHeader}>
          {heading}
          <ul className={styles.historyLinks}>
            {histories.map(({ historyKey: key, of }) => (
              <li key={key}>
                <HistoryLink historyKey={key} of={of} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        heading
      )}
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
