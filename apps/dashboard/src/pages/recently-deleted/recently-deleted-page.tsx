import { DASHBOARD_MESSAGES as M, TRASH_API, fillMessage } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { useState } from 'react';
import { Button } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { readList } from '../../api/read-list';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { controlOf, headingOf, itemAt, placeOf } from '../../focus/item-place';
import { useFocusAfterRender } from '../../focus/use-focus-after-render';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import styles from '../../sections/sections.module.css';
import { daysLeftText, summarizeDeleted, type DeletedEntry } from './deleted-item-summary';

const readEntries = (body: ApiAnswer) => readList<DeletedEntry>(body, []);

/** Items deleted in the last 30 days, newest first, each with a Restore button that puts it back where it was. */
export function RecentlyDeletedPage() {
  const feedback = useFeedback();
  const entries = useApiResource<DeletedEntry[]>(TRASH_API.list, readEntries, []);
  const now = Date.now();
  const [restoring, setRestoring] = useState<string | null>(null);
  const focusAfterRender = useFocusAfterRender();

  async function restore(entry: DeletedEntry, what: string, section: string) {
    // The entry leaves this list: focus moves to the next entry's Restore, else to the card's heading.
    const place = placeOf(document.activeElement);
    setRestoring(entry.id);
    try {
      await apiRequest(TRASH_API.restore(entry.id), { method: 'POST' });
      feedback.success(fillMessage(M.restored, { item: what, section }));
    } catch (error) {
      feedback.error(failureText(M.restoreFailed, error));
    }
    await entries.reload();
    setRestoring(null);
    focusAfterRender(
      () => place && controlOf(itemAt(place), place.action),
      () => headingOf(place),
    );
  }

  let body;
  if (entries.status === 'loading' && entries.data.length === 0) {
    body = (
      <p className={styles.muted} role="status">
        Loading...
      </p>
    );
  } else if (entries.status === 'failed' && entries.data.length === 0) {
    body = <p className={styles.muted}>{M.loadFailed}</p>;
  } else if (entries.data.length === 0) {
    body = <p className={styles.muted}>{M.recentlyDeletedEmpty}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label="Deleted items">
        {entries.data.map((entry) => {
          const shown = summarizeDeleted(entry, now);
          return (
            <li key={entry.id} className={styles.item}>
              <div className={styles.itemBody}>
                <p className={styles.itemTitle}>{shown.what}</p>
                <p className={styles.itemText}>{shown.section}</p>
                <p className={styles.itemMeta}>
                  Deleted {shown.deletedOn} · {daysLeftText(shown.daysLeft)}
                </p>
              </div>
              <div className={styles.itemActions}>
                <Button
                  className={styles.secondaryButton}
                  data-item-action="restore"
                  busy={restoring === entry.id}
                  busyLabel="Restoring..."
                  onClick={() => void restore(entry, shown.what, shown.section)}
                >
                  Restore
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <SectionPage title={M.recentlyDeletedTitle}>
      <SectionCard title="Deleted items">
        <p className={styles.muted}>{M.recentlyDeletedIntro}</p>
        <FeedbackAlert feedback={feedback} />
        {body}
      </SectionCard>
    </SectionPage>
  );
}
