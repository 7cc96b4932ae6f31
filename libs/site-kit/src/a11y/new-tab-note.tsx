import { VisuallyHidden } from '@schoolpage/ui/visually-hidden';

/** Tells screen-reader users that a link opens a new tab (read with the link's name, not shown). */
export function NewTabNote() {
  return <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
}
