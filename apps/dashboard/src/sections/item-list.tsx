import { DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import type { ResourceStatus } from '../api/use-api-resource';
import { safeHref } from './item-fields';
import { previewLabel, type ItemPreview } from './item-preview';
import styles from './sections.module.css';

export interface ItemListProps<T> {
  /** Accessible name of the list, e.g. "Slider list". */
  label: string;
  items: readonly T[];
  status: ResourceStatus;
  preview: (item: T, index: number) => ItemPreview;
  onDelete: (item: T, index: number, label: string) => void;
}

/** The saved items of a section, each with a Delete button. */
export function ItemList<T>({ label, items, status, preview, onDelete }: ItemListProps<T>) {
  if (status === 'loading' && items.length === 0) {
    return (
      <p className={styles.muted} role="status">
        Loading...
      </p>
    );
  }
  if (status === 'failed' && items.length === 0) return <p className={styles.muted}>{DASHBOARD_MESSAGES.loadFailed}</p>;
  if (items.length === 0) return <p className={styles.muted}>{DASHBOARD_MESSAGES.emptyList}</p>;

  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item, index) => {
        const shown = preview(item, index);
        const name = previewLabel(shown, index);
        return (
          <li key={index} className={styles.item}>
            {shown.image ? <img className={styles.thumb} src={shown.image.src} alt={shown.image.alt} /> : null}
            <div className={styles.itemBody}>
              {shown.title ? <p className={styles.itemTitle}>{shown.title}</p> : null}
              {shown.text ? <p className={styles.itemText}>{shown.text}</p> : null}
              {shown.meta ? <p className={styles.itemMeta}>{shown.meta}</p> : null}
              {shown.link && safeHref(shown.link.href) ? (
                <a
                  className={styles.itemLink}
                  href={safeHref(shown.link.href)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {shown.link.label}
                </a>
              ) : shown.link ? (
                <p className={styles.itemMeta}>{shown.link.label}</p>
              ) : null}
            </div>
            <button
              type="button"
              className={styles.deleteButton}
              aria-label={`Delete ${name}`}
              onClick={() => onDelete(item, index, name)}
            >
              Delete
            </button>
          </li>
        );
      })}
    </ul>
  );
}
