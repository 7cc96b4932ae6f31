import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: a `span` (inline text) unless a `p` or `div` is needed, e.g. for a live region. */
  as?: 'span' | 'p' | 'div';
}

/**
 * Text for screen readers only: announced and read out, never shown. Its own entry point
 * (`@schoolpage/ui/visually-hidden`), so the shell and the templates take this alone, not the whole library.
 */
export function VisuallyHidden({ as: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Element className={className ? `${styles.visuallyHidden} ${className}` : styles.visuallyHidden} {...props} />;
}
