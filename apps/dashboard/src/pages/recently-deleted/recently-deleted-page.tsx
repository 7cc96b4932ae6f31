import { TRASH_API } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { useState } from 'react';
import { Button } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
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
import { useSchoolTimeZone } from '../../layout/school-time-zone';
import styles from '../../sections/sections.module.css';
import { daysLeftText, summarizeDeleted, type DeletedEntry } from './deleted-item-summary';
import { recentlyDeletedWords } from './recently-deleted.words';

const readEntries = (body: ApiAnswer) => readList<DeletedEntry>(body, []);

/** Items deleted in the last 30 days, newest first, each with a Restore button that puts it back where it was. */
export function RecentlyDeletedPage() {
  const words = useWords(recentlyDeletedWords);
  const timeZone = useSchoolTimeZone();
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
      feedback.success(words.t('restored', { item: what, section }));
    } catch (error) {
      feedback.error(words.t('restoreFailed', { message: failureText('{message}', error) }));
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
        {words.t('loading')}
      </p>
    );
  } else if (entries.status === 'failed' && entries.data.length === 0) {
    body = <p className={styles.muted}>{words.t('loadFailed')}</p>;
  } else if (entries.data.length === 0) {
    body = <p className={styles.muted}>{words.t('empty')}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label={words.t('deletedItems')}>
        {entries.data.map((entry) => {
          const shown = summarizeDeleted(entry, now, words, timeZone);
          return (
            <li key={entry.id} className={styles.item}>
              <div className={styles.itemBody}>
                <p className={styles.itemTitle}>{shown.what}</p>
                <p className={styles.itemText}>{shown.section}</p>
                <p className={styles.itemMeta}>
                  {words.t('deletedOn', { when: shown.deletedOn })} · {daysLeftText(shown.daysLeft, words)}
                </p>
              </div>
              <div className={styles.itemActions}>
                <Button
                  className={styles.secondaryButton}
                  data-item-action="restore"
                  busy={restoring === entry.id}
                  busyLabel={words.t('restoring')}
                  onClick={() => void restore(entry, shown.what, shown.section)}
                >
                  {words.t('restore')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <SectionPage title={words.t('title')}>
      <SectionCard title={words.t('deletedItems')}>
        <p className={styles.muted}>{words.t('intro')}</p>
        <FeedbackAlert feedback={feedback} />
        {body}
      </SectionCard>
    </SectionPage>
  );
}
