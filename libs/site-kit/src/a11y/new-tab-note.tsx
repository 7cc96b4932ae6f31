import { VisuallyHidden } from '@schoolpage/ui/visually-hidden';
import { useSiteWords } from '../words/site-words';

/** Tells screen-reader users that a link opens a new tab (read with the link's name, not shown). */
export function NewTabNote() {
  return <VisuallyHidden>{useSiteWords().t('opensInNewTab')}</VisuallyHidden>;
}
