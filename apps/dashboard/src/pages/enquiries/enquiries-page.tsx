import { useCallback, useState } from 'react';
import { DASHBOARD_API, ENQUIRY_STATUSES, type Enquiry } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { SelectField, TextField, useConfirm } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import styles from '../../sections/sections.module.css';
import { EnquiryItem } from './enquiry-item';
import { EnquiryRetentionForm } from './enquiry-retention-form';
import { announceEnquiriesChanged } from './new-enquiry-count';
import own from './enquiries-page.module.css';
import { enquiriesWords } from './enquiries.words';

interface Inbox {
  items: Enquiry[];
  total: number;
  newCount: number;
  page: number;
  pageSize: number;
}

const EMPTY: Inbox = { items: [], total: 0, newCount: 0, page: 1, pageSize: 20 };

export function readInbox(body: ApiAnswer): Inbox {
  const info = body.info as Partial<Inbox> | undefined;
  return { ...EMPTY, ...info, items: Array.isArray(info?.items) ? info.items : [] };
}

/** Enquiries: the admission questions parents sent from the school's site, newest first. */
export function EnquiriesPage() {
  const words = useWords(enquiriesWords);
  const [status, setStatus] = useState('');
  const [classSought, setClassSought] = useState('');
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}), ...(classSought.trim() ? { classSought: classSought.trim() } : {}) });
  const inbox = useApiResource(`${DASHBOARD_API.enquiries}?${query.toString()}`, readInbox, EMPTY);
  const feedback = useFeedback();
  const { confirm, dialog } = useConfirm();
  const pages = Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize));
  const { reload } = inbox;

  const changed = useCallback(async () => {
    announceEnquiriesChanged();
    await reload();
  }, [reload]);

  async function remove(enquiry: Enquiry) {
    const sure = await confirm({
      title: words.t('deleteTitle'),
      message: words.t('deleteMessage', { student: enquiry.studentName }),
      confirmLabel: words.t('delete'),
      cancelLabel: words.t('cancel'),
      destructive: true,
    });
    if (!sure) return;
    try {
      feedback.success(successText(await apiRequest(DASHBOARD_API.enquiry.replace(':id', encodeURIComponent(enquiry.id)), { method: 'DELETE' }), words.t('deleted')));
      await changed();
    } catch (error) {
      feedback.error(words.t('deleteFailed', { message: failureText('{message}', error) }));
    }
  }

  return (
    <SectionPage title={words.t('title')}>
      <SectionCard title={words.t('inboxTitle')}>
        <p className={styles.muted}>{words.t('inboxIntro')}</p>
        <div className={own.toolbar}>
          <SelectField
            label={words.t('status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{words.t('all')}</option>
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {words.t(`status:${s}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={words.t('className')}
            value={classSought}
            onChange={(e) => {
              setClassSought(e.target.value);
              setPage(1);
            }}
          />
          <a className={own.download} href={DASHBOARD_API.enquiriesCsv} download>
            {words.t('downloadCsv')}
          </a>
        </div>
        <FeedbackAlert feedback={feedback} />
        {inbox.status === 'loading' ? (
          <p className={styles.muted} role="status">
            {words.t('loading')}
          </p>
        ) : inbox.status === 'failed' ? (
          <p className={styles.muted} role="alert">
            {words.t('failed')}
          </p>
        ) : inbox.data.items.length === 0 ? (
          <p className={styles.muted}>{words.t('none')}</p>
        ) : (
          <>
            <p className={styles.muted} aria-live="polite">
              {words.t('counts', { total: inbox.data.total, newCount: inbox.data.newCount })}
            </p>
            <ul className={styles.list}>
              {inbox.data.items.map((enquiry) => (
                <EnquiryItem key={`${enquiry.id}-${enquiry.status}-${enquiry.note}`} enquiry={enquiry} feedback={feedback} onChanged={changed} onDelete={(e) => void remove(e)} />
              ))}
            </ul>
          </>
        )}
        {pages > 1 ? (
          <nav className={own.pager} aria-label={words.t('pagesLabel')}>
            <button type="button" className={styles.secondaryButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {words.t('previous')}
            </button>
            <span>{words.t('pageOf', { page, pages })}</span>
            <button type="button" className={styles.secondaryButton} disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {words.t('next')}
            </button>
          </nav>
        ) : null}
        {dialog}
      </SectionCard>
      <EnquiryRetentionForm />
    </SectionPage>
  );
}
