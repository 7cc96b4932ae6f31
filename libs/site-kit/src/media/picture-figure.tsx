import type { ReactNode } from 'react';
import type { FieldLanguage } from '../words/site-words';
import styles from './picture-figure.module.css';

interface PictureFigureProps {
  /** What the school wrote under the picture; without one the picture stands alone. */
  caption?: string;
  /** The caption's `lang` (and `dir`) when it shows untranslated (see useSiteWords' fieldLanguage). */
  captionLanguage?: FieldLanguage;
  /** Where the figure sits in its section's layout (it takes the picture's place there). */
  className?: string;
  children: ReactNode;
}

/** A picture with its caption: a `<figure>` with a `<figcaption>` when the school gave one, else the picture alone. */
export function PictureFigure({ caption, captionLanguage, className, children }: PictureFigureProps) {
  const text = caption?.trim();
  if (!text) return <>{children}</>;
  return (
    <figure className={[styles.figure, className ?? ''].filter(Boolean).join(' ')}>
      {children}
      <figcaption className={styles.caption} {...captionLanguage}>{text}</figcaption>
    </figure>
  );
}
