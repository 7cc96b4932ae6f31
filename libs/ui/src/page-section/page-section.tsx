import { useId, type ReactNode } from 'react';
import styles from './page-section.module.css';

export interface PageSectionProps {
  title: ReactNode;
  /** `1` for the page's own title, `2` (default) for a section of it. */
  level?: 1 | 2;
  intro?: ReactNode;
  /** A narrow column, for forms. */
  narrow?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A titled region of a page, named by its heading for assistive technology. */
export function PageSection({ title, level = 2, intro, narrow, className, children }: PageSectionProps) {
  const titleId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  const classes = [styles.section, narrow ? styles.narrow : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
