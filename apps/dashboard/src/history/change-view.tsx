import { useId } from 'react';
import type { HistoryChange, HistoryFieldChange } from '@schoolpage/content-contract';
import { Button } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import type { HistoryLabels } from './history-labels';
import { historyWords } from './history.words';
import { useShownValue } from './shown-value';
import { fieldLabelOf, ItemFields, pictureUrl } from './item-fields';
import { WordDiff } from './word-diff';
import sections from '../sections/sections.module.css';
import styles from './history.module.css';

/** "Restore this item" of one change: which version holds the item as it is offered, and its id. */
export interface ItemRestore {
  versionId: string;
  itemId: string;
}

interface ChangeViewProps {
  change: HistoryChange;
  /** The section (or list of pages, stories, circulars) the change is in. */
  part: string;
  /** The items of the version, to name an item a change names by id. */
  items: unknown[];
  labels: HistoryLabels;
  /** Where the item can be restored alone (list sections): the version and id; none offered otherwise. */
  restore?: ItemRestore;
  restoring: boolean;
  onRestore: (restore: ItemRestore) => void;
}

const idOf = (item: unknown) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined);

/** One change of a version, in the school's words: what was added, removed, moved, and each changed field word by word. */
export function ChangeView({ change, part, items, labels, restore, restoring, onRestore }: ChangeViewProps) {
  const words = useWords(historyWords);
  const nameId = useId();
  const index = change.itemId === null ? -1 : items.findIndex((item) => idOf(item) === change.itemId);
  const item = change.kind === 'added' || change.kind === 'removed' ? change.item : items[index];
  const name = change.itemId === null ? null : labels.item(part, item, Math.max(index, 0));
  const heading = {
    added: words.t('added'),
    removed: words.t('removed'),
    changed: words.t('changed'),
    moved: change.kind === 'moved' ? words.t('moved', { place: change.position + 1 }) : '',
  }[change.kind];
  return (
    <li className={styles.change}>
      <p className={styles.changeHeading}>
        <span className={`${styles.kind} ${styles[change.kind]}`}>{heading}</span>
        {name ? (
          <span id={nameId} className={styles.itemName}>
            {name}
          </span>
        ) : null}
      </p>
      {change.kind === 'added' ? <ItemFields part={part} value={change.item} labels={labels} pictureAlt={words.t('pictureAfter')} /> : null}
      {change.kind === 'removed' ? (
        <div className={styles.removedItem}>
          <ItemFields part={part} value={change.item} labels={labels} pictureAlt={words.t('pictureBefore')} />
        </div>
      ) : null}
      {change.kind === 'changed' ? (
        <dl className={styles.fields}>
          {change.fields.map((field) => (
            <FieldDiff key={field.field} change={field} label={fieldLabelOf(labels, part, field.field)} />
          ))}
        </dl>
      ) : null}
      {restore ? (
        <Button
          className={sections.secondaryButton}
          busy={restoring}
          busyLabel={words.t('restoring')}
          aria-describedby={nameId}
          onClick={() => onRestore(restore)}
        >
          {words.t('restoreItem')}
        </Button>
      ) : null}
    </li>
  );
}

/** One changed field: its label, then its text word by word, or its picture before and after. */
function FieldDiff({ change, label }: { change: HistoryFieldChange; label: string }) {
  const words = useWords(historyWords);
  const shown = useShownValue();
  const before = pictureUrl(change.old);
  const after = pictureUrl(change.new);
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>
        {before || after ? (
          <div className={styles.pictures}>
            <figure>
              {before ? <img className={styles.thumb} src={before} alt={words.t('pictureBefore')} /> : <span>{words.t('empty_value')}</span>}
              <figcaption>{words.t('before')}</figcaption>
            </figure>
            <figure>
              {after ? <img className={styles.thumb} src={after} alt={words.t('pictureAfter')} /> : <span>{words.t('empty_value')}</span>}
              <figcaption>{words.t('after')}</figcaption>
            </figure>
          </div>
        ) : (
          <WordDiff before={shown(change.old)} after={shown(change.new)} />
        )}
      </dd>
    </div>
  );
}
