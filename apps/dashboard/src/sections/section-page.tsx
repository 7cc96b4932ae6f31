import type { ReactNode } from 'react';
import { PreviewLookProvider } from './preview-look';
import styles from './sections.module.css';

/** A dashboard page: its title and its section cards (their previews share one read of the school's brand and template). */
export function SectionPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <PreviewLookProvider>{children}</PreviewLookProvider>
    </div>
  );
}
