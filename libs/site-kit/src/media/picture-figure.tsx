import type { ReactNode } from 'react';
import styles from './picture-figure.module.css';

interface PictureFigureProps {
  /** What the school wrote under the picture; without one the picture stands alone. */
  caption?: string;
  /** Where the figure sits in its section's layout (it takes the picture's place there). */
  className?: string;
  children: ReactNode;
}

/** A picture with its caption: a `<figure>` with a `<figcaption>` when the school gave one, else the picture alone. */
export function PictureFigure({ caption, className, children }: PictureFigureProps) {
  const text = caption?.trim();
  if (!text) return <>{children}</>;
  return (
    <figure className={[styles.figure, className ?? ''].filter(Boolean).join(' ')}>
      {children}
      <figcaption className={styles.caption}>{text}</figcaption>
    </figure>
  );
}
