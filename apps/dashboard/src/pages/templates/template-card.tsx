import type { TemplateDescriptor } from '@schoolpage/content-contract';
import { Button } from '@schoolpage/ui';
import { MyContentPreviewLink } from './my-content-preview-link';
import { isCurrent, previewHref, templateTitle } from './template-state';
import styles from './templates.module.css';
import { useWords } from '@schoolpage/words';
import { templatesWords } from './templates.words';

interface TemplateCardProps {
  template: TemplateDescriptor;
  current: string | undefined;
  busy: boolean;
  onSelect: (template: TemplateDescriptor) => void;
  /** False for a role that may not change the template: no Select button. */
  selectable?: boolean;
  onUnavailablePreview: () => void;
}

/** One template: picture, name, Available/Unavailable badge, Preview and Select. */
export function TemplateCard({ template, current, busy, onSelect, onUnavailablePreview, selectable = true }: TemplateCardProps) {
  const title = templateTitle(template);
  const available = template.availability === 'available';
  const selected = isCurrent(template, current);
  const words = useWords(templatesWords);

  return (
    <li className={selected ? `${styles.card} ${styles.cardSelected}` : styles.card}>
      <img className={styles.image} src={template.image} alt={words.t('imageAlt', { title })} loading="lazy" />
      <div className={styles.body}>
        <div className={styles.heading}>
          <h2 className={styles.name}>{title}</h2>
          <span className={available ? styles.available : styles.unavailable}>
            {words.t(available ? 'available' : 'unavailable')}
          </span>
        </div>
        {selected ? <p className={styles.current}>{words.t('currentTemplate')}</p> : null}
        <div className={styles.actions}>
          {available ? (
            <a
              className={styles.preview}
              href={previewHref(template)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={words.t('previewNewTab', { title })}
            >
              {words.t('preview')}
            </a>
          ) : (
            <button
              type="button"
              className={styles.preview}
              aria-label={words.t('previewOf', { title })}
              onClick={onUnavailablePreview}
            >
              {words.t('preview')}
            </button>
          )}
          {available ? <MyContentPreviewLink template={template} /> : null}
          {selectable ? <Button
            className={styles.select}
            aria-label={words.t(selected ? 'isSelected' : 'selectOf', { title })}
            aria-pressed={selected}
            // An unavailable template can never be chosen; the chosen one (and all while one is saved) keeps focus.
            disabled={!available}
            aria-disabled={busy || selected}
            onClick={() => onSelect(template)}
          >
            {words.t(selected ? 'selected' : 'select')}
          </Button> : null}
        </div>
      </div>
    </li>
  );
}
