import type { ReactNode } from 'react';
import type { ResourceStatus } from '../api/use-api-resource';
import { ExpandableText } from './expandable-text';
import { safeHref } from './item-fields';
import { MoveButtons } from './move-buttons';
import { useDragReorder } from './use-drag-reorder';
import { previewLabel, type ItemPreview } from './item-preview';
import styles from './sections.module.css';
import { useWords } from '@schoolpage/words';
import { useDashboardMessages } from '../feedback/use-dashboard-messages';
import { sectionsWords } from './sections.words';

export interface ItemListProps<T> {
  /** Accessible name of the list, e.g. "Slider list". */
  label: string;
  items: readonly T[];
  status: ResourceStatus;
  preview: (item: T, index: number) => ItemPreview;
  onDelete: (item: T, index: number, label: string) => void;
  /** Opens the item's form (an "Edit" button is shown when given). */
  onEdit?: (item: T, index: number) => void;
  /** Moves the item to position `to` ("Move up" and "Move down" buttons are shown when given). */
  onMove?: (item: T, index: number, to: number, label: string) => void;
  /** The position whose form is open, and the form shown in its place. */
  editing?: { index: number; form: ReactNode };
}

/** A key that follows the item when the list is reordered (so focus stays on the moved item's button). */
function keyOf(item: unknown, index: number): string {
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : typeof item === 'string' ? `${index}:${item}` : String(index);
}

/** The saved items of a section, each with a Delete button. */
/** The grip drawn on an item that can be dragged (a sign, not a word). */
const DRAG_HANDLE = '⠿';

export function ItemList<T>({ label, items, status, preview, onDelete, onEdit, onMove, editing }: ItemListProps<T>) {
  const words = useWords(sectionsWords);
  const shownMessages = useDashboardMessages();
  const numbered = (number: number) => words.t('itemNumber', { number });
  const drag = useDragReorder((from, to) => {
    const item = items[from];
    if (item !== undefined) onMove?.(item, from, to, previewLabel(preview(item, from), from, numbered));
  });
  if (status === 'loading' && items.length === 0) {
    return (
      <p className={styles.muted} role="status">
        {words.t('loading')}
      </p>
    );
  }
  if (status === 'failed' && items.length === 0) return <p className={styles.muted}>{shownMessages.loadFailed}</p>;
  if (items.length === 0) return <p className={styles.muted}>{shownMessages.emptyList}</p>;

  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item, index) => {
        const shown = preview(item, index);
        const name = previewLabel(shown, index, numbered);
        return (
          <li key={keyOf(item, index)} {...drag.itemProps(index, Boolean(onMove) && items.length > 1 && editing === undefined, styles.item)}>
            {editing?.index === index ? (
              <div className={styles.itemBody}>{editing.form}</div>
            ) : (
              <>
            {onMove && items.length > 1 ? (
              <span className={styles.dragHandle} aria-hidden="true" title={words.t('dragToReorder')}>
                {DRAG_HANDLE}
              </span>
            ) : null}
            {shown.image ? <img className={styles.thumb} src={shown.image.src} alt={shown.image.alt} draggable={false} /> : null}
            <div className={styles.itemBody}>
              {shown.title ? (
                <p className={styles.itemTitle}>
                  <ExpandableText short={shown.title} full={shown.fullTitle} />
                </p>
              ) : null}
              {shown.text ? (
                <p className={styles.itemText}>
                  <ExpandableText short={shown.text} full={shown.fullText} />
                </p>
              ) : null}
              {shown.meta ? <p className={styles.itemMeta}>{shown.meta}</p> : null}
              {shown.needsAltText ? <p className={styles.itemWarning}>{words.t('needsAltText')}</p> : null}
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
            <div className={styles.itemActions}>
              {onMove ? (
                <MoveButtons index={index} count={items.length} onMove={(to) => onMove(item, index, to, name)} />
              ) : null}
              {onEdit ? (
                <button type="button" className={styles.secondaryButton} data-item-action="edit" onClick={() => onEdit(item, index)}>
                  {words.t('edit')}
                </button>
              ) : null}
              <button
                type="button"
                className={styles.deleteButton}
                data-item-action="delete"
                aria-label={words.t('deleteItem', { name })}
                onClick={() => onDelete(item, index, name)}
              >
                {words.t('delete')}
              </button>
            </div>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

