import { useEffect, useId, useRef } from 'react';
import { HISTORY_API, type HistoryVersionAnswer } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { useApiResource } from '../api/use-api-resource';
import { ChangeView, type ItemRestore } from './change-view';
import type { HistoryLabels } from './history-labels';
import { historyWords } from './history.words';
import sections from '../sections/sections.module.css';
import styles from './history.module.css';

const readVersion = (body: ApiAnswer) => {
  const info = body.info as HistoryVersionAnswer | undefined;
  return info && Array.isArray(info.changes) ? info : null;
};

interface VersionDetailsProps {
  versionId: string;
  /** The section (or list of pages, stories, circulars) the history is of. */
  part: string;
  /** Whether the thing is a section whose items can be restored one by one. */
  itemsRestorable: boolean;
  labels: HistoryLabels;
  when: (iso: string) => string;
  /** What is being restored, while it is. */
  restoring: string | null;
  onRestore: (versionId: string, itemId?: string) => void;
}

/** A version's differences from the one before it, with "Restore this version" and, for list items, "Restore this item". */
export function VersionDetails({ versionId, part, itemsRestorable, labels, when, restoring, onRestore }: VersionDetailsProps) {
  const words = useWords(historyWords);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useApiResource(HISTORY_API.version(versionId), readVersion, null);
  const answer = shown.data;
  useEffect(() => {
    if (answer) heading.current?.focus();
  }, [answer]);

  if (!answer) {
    return shown.status === 'failed' ? <p className={sections.muted}>{words.t('loadFailed')}</p> : <p role="status">{words.t('loading')}</p>;
  }
  const { version, previousId, changes } = answer;
  const items = Array.isArray(version.state) ? version.state : [];
  const restoreOf = (change: (typeof changes)[number]): ItemRestore | undefined => {
    if (!itemsRestorable || change.itemId === null) return undefined;
    if (change.kind === 'removed') return previousId ? { versionId: previousId, itemId: change.itemId } : undefined;
    return { versionId: version.id, itemId: change.itemId };
  };
  const busy = (key: string) => restoring === key;
  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={sections.cardTitle}>
        {words.t('changesTitle', { when: when(version.at) })}
      </h2>
      {changes.length === 0 ? <p className={sections.muted}>{words.t('noChanges')}</p> : null}
      <ul className={styles.changes}>
        {changes.map((change, index) => {
          const restore = restoreOf(change);
          return (
            <ChangeView
              key={`${change.kind}-${change.itemId ?? index}`}
              change={change}
              part={part}
              items={items}
              labels={labels}
              restore={restore}
              restoring={restore ? busy(`${restore.versionId}:${restore.itemId}`) : false}
              onRestore={(chosen) => onRestore(chosen.versionId, chosen.itemId)}
            />
          );
        })}
      </ul>
      <div>
        <Button className={sections.secondaryButton} busy={busy(version.id)} busyLabel={words.t('restoring')} onClick={() => onRestore(version.id)}>
          {words.t('restoreVersion')}
        </Button>
      </div>
    </section>
  );
}
