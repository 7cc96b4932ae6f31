import { isPictureFile } from '@schoolpage/content-contract';
import type { HistoryLabels } from './history-labels';
import { useShownValue } from './shown-value';
import styles from './history.module.css';

/** Fields the school never types: ids, the time a notice was added, the phone numbers as the server reads them, the key itself. */
const UNSHOWN = new Set(['id', 'uploadDate', 'phoneE164', 'historyKey']);

/** A picture's address, where the value is a stored picture. */
export function pictureUrl(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const url = (value as { url?: unknown }).url;
  return typeof url === 'string' && isPictureFile({ url }) ? url : undefined;
}

/** A field's label: a single section's value is named as the section, an item's field by the form's label. */
export function fieldLabelOf(labels: HistoryLabels, part: string, field: string): string {
  return field === '' || field === part ? labels.part(part) : labels.field(part, field);
}

/** An item (or a single section's value) as labelled lines; its pictures as thumbnails described by `pictureAlt`. */
export function ItemFields({ part, value, labels, pictureAlt }: { part: string; value: unknown; labels: HistoryLabels; pictureAlt: string }) {
  const shown = useShownValue();
  const entries: [string, unknown][] = value && typeof value === 'object' && !Array.isArray(value) && !pictureUrl(value) ? Object.entries(value).filter(([key]) => !UNSHOWN.has(key)) : [['', value]];
  return (
    <dl className={styles.fields}>
      {entries.map(([field, fieldValue]) => {
        const picture = pictureUrl(fieldValue);
        const text = shown(fieldValue);
        if (!picture && !text) return null;
        return (
          <div key={field} className={styles.field}>
            <dt>{fieldLabelOf(labels, part, field)}</dt>
            <dd>{picture ? <img className={styles.thumb} src={picture} alt={pictureAlt} /> : text}</dd>
          </div>
        );
      })}
    </dl>
  );
}
