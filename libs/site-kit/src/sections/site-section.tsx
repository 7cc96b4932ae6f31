import type { ReactNode } from 'react';
import { Reveal } from '../motion/reveal';
import styles from './site-section.module.css';

export interface SiteSectionProps {
  /** Anchor and heading id, e.g. `faculty`. */
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  /** A band in the brand colour itself (cards inside stay light). */
  bold?: boolean;
  /** `h2` normally; a page without its own title may make a section's heading `h1`. */
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
}

/** One titled band of a site page; it fades into view when first scrolled to. */
export function SiteSection({ id, title, intro, tinted = false, bold = false, headingLevel = 'h2', children }: SiteSectionProps) {
  const Heading = headingLevel;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={[styles.section, tinted ? styles.tinted : '', bold ? styles.bold : ''].filter(Boolean).join(' ')}>
      <Reveal className={styles.inner}>
        <Heading id={`${id}-title`} className={styles.title}>
          {title}
        </Heading>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <div className={styles.body}>{children}</div>
      </Reveal>
    </section>
  );
}
