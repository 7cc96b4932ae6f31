import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { HISTORY_API, historyKey, type HistoryPage as VersionsPage, type HistoryVersion } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button, VisuallyHidden } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../api/api-request';
import { useApiResource } from '../api/use-api-resource';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { failureText, successText } from '../feedback/failure-text';
import { useFeedback } from '../feedback/use-feedback';
import { useSchoolTimeZone } from '../layout/school-time-zone';
import { useEditingLanguage } from '../languages/editing-language';
import { languageNameIn } from '../languages/language-name';
import { shownTime } from '../pages/approvals/approvals';
import { teamWords } from '../pages/team/team.words';
import { SectionCard } from '../sections/section-card';
import { SectionPage } from '../sections/section-page';
import { historyLabelsIn } from './history-labels';
import { historyHref } from './history-link';
import { historyWords } from './history.words';
import { VersionDetails } from './version-details';
import sections from '../sections/sections.module.css';
import styles from './history.module.css';

const readPage = (body: ApiAnswer) => {
  const info = body.info as VersionsPage | undefined;
  return info && Array.isArray(info.versions) ? info : null;
};

/** The versions of the texts in the site's other languages, kept apart from the main language's texts. */
const TRANSLATIONS_HISTORY = historyKey({ kind: 'section', field: 'translations' });
/** Things with no text of a language: the choice of languages, the template. */
const WITHOUT_TEXTS = new Set([TRANSLATIONS_HISTORY, historyKey({ kind: 'section', field: 'languages' }), historyKey({ kind: 'section', field: 'template' })]);

const ROLE_WORDS = { owner: 'roleOwner', editor: 'roleEditor', contributor: 'roleContributor' } as const;

/**
 * `/dashboard/history?thing=<historyKey>`: a thing's versions, newest first, a page at a time; a chosen version's
 * differences in the school's words, and restoring it (or one item of it).
 */
export function HistoryPage() {
  const words = useWords(historyWords);
  const team = useWords(teamWords);
  const timeZone = useSchoolTimeZone();
  const editing = useEditingLanguage();
  const feedback = useFeedback();
  const [search] = useSearchParams();
  const key = search.get('thing') ?? '';
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const listed = useApiResource(HISTORY_API.list(key, page), readPage, null);
  const labels = useMemo(() => historyLabelsIn(words), [words]);
  const when = (iso: string) => shownTime(iso, words.language, timeZone);
  const data = listed.data;
  const thing = labels.thing(key, page === 1 ? data?.versions[0] : undefined);
  const part = labels.partOf(key);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const author = (version: HistoryVersion) => {
    if (!version.by) return words.t('firstState');
    const role = version.by.role in ROLE_WORDS ? team.t(ROLE_WORDS[version.by.role as keyof typeof ROLE_WORDS]) : version.by.role;
    return words.t('byWhom', { name: version.by.name, role });
  };

  async function restore(versionId: string, itemId?: string) {
    setRestoring(itemId ? `${versionId}:${itemId}` : versionId);
    try {
      const answer = await apiRequest(HISTORY_API.restore(versionId), { method: 'POST', ...(itemId ? { json: { itemId } } : {}) });
      feedback.success(successText(answer));
      setPage(1);
      await listed.reload();
    } catch (error) {
      feedback.error(failureText(words.t('restoreFailed', { message: '{message}' }), error));
    }
    setRestoring(null);
  }

  let versions;
  if (!data) {
    versions = listed.status === 'failed' ? <p className={sections.muted}>{words.t('loadFailed')}</p> : <p role="status">{words.t('loading')}</p>;
  } else if (data.versions.length === 0) {
    versions = <p className={sections.muted}>{words.t('empty')}</p>;
  } else {
    versions = (
      <ol className={styles.versions} aria-label={words.t('versions')}>
        {data.versions.map((version) => (
          <li key={version.id} className={`${styles.version} ${chosen === version.id ? styles.chosen : ''}`}>
            <div className={styles.versionText}>
              <p className={styles.when}>{when(version.at)}</p>
              <p className={sections.muted}>
                {author(version)}
                {version.approvalId ? <span className={styles.approved}>{words.t('throughApproval')}</span> : null}
              </p>
            </div>
            <Button className={sections.secondaryButton} aria-pressed={chosen === version.id} onClick={() => setChosen(version.id)}>
              {words.t('showChanges')}
              <VisuallyHidden>{` ${when(version.at)}`}</VisuallyHidden>
            </Button>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <SectionPage title={words.t('title', { thing })}>
      <SectionCard title={words.t('versions')}>
        <p className={sections.muted}>{words.t('intro')}</p>
        {editing && !WITHOUT_TEXTS.has(key) ? (
          <p className={sections.muted}>
            {words.t('mainLanguageOnly', { language: languageNameIn(words.language, editing) })}{' '}
            <Link to={historyHref(TRANSLATIONS_HISTORY)}>{words.t('translationHistory')}</Link>
          </p>
        ) : null}
        <FeedbackAlert feedback={feedback} />
        {versions}
        {pages > 1 ? (
          <nav className={styles.paging} aria-label={words.t('versions')}>
            <Button className={sections.secondaryButton} aria-disabled={page <= 1} onClick={() => page > 1 && setPage(page - 1)}>
              {words.t('newer')}
            </Button>
            <span>{words.t('pageOf', { page, pages })}</span>
            <Button className={sections.secondaryButton} aria-disabled={page >= pages} onClick={() => page < pages && setPage(page + 1)}>
              {words.t('older')}
            </Button>
          </nav>
        ) : null}
      </SectionCard>
      {chosen ? (
        <div className={sections.card}>
          <VersionDetails
            key={chosen}
            versionId={chosen}
            part={part}
            itemsRestorable={key.startsWith('section:')}
            labels={labels}
            when={when}
            restoring={restoring}
            onRestore={(versionId, itemId) => void restore(versionId, itemId)}
          />
        </div>
      ) : null}
    </SectionPage>
  );
}
