import { MY_CONTENT_QUERY, type TemplateDescriptor } from '@schoolpage/content-contract';
import { templateTitle } from './template-state';
import styles from './templates.module.css';
import { useWords } from '@schoolpage/words';
import { templatesWords } from './templates.words';

/** `/web/nbl?source=my-content`: the template filled with the admin's own content, published or not. */
export function myContentPreviewHref(template: TemplateDescriptor): string {
  return `${template.link}?${MY_CONTENT_QUERY.name}=${MY_CONTENT_QUERY.value}`;
}

/** "Preview with my content": opens the school's own content in this template, before choosing it. */
export function MyContentPreviewLink({ template }: { template: TemplateDescriptor }) {
  const words = useWords(templatesWords);
  return (
    <a
      className={styles.preview}
      href={myContentPreviewHref(template)}
      target="_blank"
      rel="noopener"
      aria-label={words.t('previewMineNewTab', { title: templateTitle(template) })}
    >
      {words.t('previewMine')}
    </a>
  );
}
