import type { ReactNode } from 'react';
import { PreviewBrandProvider } from './preview-brand';
import styles from './sections.module.css';

/** A dashboard page: its title and its section cards (their previews share one read of the school's brand). */
export function SectionPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <PreviewBrandProvider>{children}</PreviewBrandProvider>
    </div>
  );
}
