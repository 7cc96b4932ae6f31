import type { ReactNode } from 'react';
import { PageSection } from '@schoolpage/ui';
import styles from './legal.module.css';

export interface LegalClause {
  heading: string;
  body: ReactNode;
}

/** A static legal page: a title and numbered clauses. */
export function LegalArticle({ title, clauses }: { title: string; clauses: readonly LegalClause[] }) {
  return (
    <PageSection title={title} level={1} className={styles.article}>
      <title>{`${title} · SchoolPage`}</title>
      {clauses.map(({ heading, body }, index) => (
        <div key={heading}>
          <h2 className={styles.heading}>{`${index + 1}. ${heading}`}</h2>
          <p className={styles.text}>{body}</p>
        </div>
      ))}
    </PageSection>
  );
}
