import { useState, type FormEvent } from 'react';
import { DASHBOARD_API, DEFAULT_ENQUIRY_RETENTION_DAYS, ENQUIRY_RETENTION_LIMITS as LIMITS, type EnquirySettings } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { SubmitButton, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback, type Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import styles from '../../sections/sections.module.css';
import { enquiriesWords } from './enquiries.words';

export function readSettings(body: ApiAnswer): EnquirySettings {
  const days = (body.info as Partial<EnquirySettings> | undefined)?.retentionDays;
  return { retentionDays: typeof days === 'number' ? days : DEFAULT_ENQUIRY_RETENTION_DAYS };
}

/** The typed days as a whole number within the limits, or undefined. */
function daysOf(typed: string): number | undefined {
  const days = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(days) && days >= LIMITS.minDays && days <= LIMITS.maxDays ? days : undefined;
}

/** How long the school keeps its enquiries (DPDP Act: no longer than their purpose needs); the daily job deletes older ones. */
export function EnquiryRetentionForm() {
  const saved = useApiResource(DASHBOARD_API.enquirySettings, readSettings, { retentionDays: DEFAULT_ENQUIRY_RETENTION_DAYS });
  const words = useWords(enquiriesWords);
  const feedback = useFeedback();
  return (
    <SectionCard title={words.t('retentionTitle')}>
      {saved.status === 'loading' ? (
        <p className={styles.muted} role="status">
          {words.t('loading')}
        </p>
      ) : saved.status === 'failed' ? (
        <p className={styles.muted} role="alert">
          {words.t('failed')}
        </p>
      ) : (
        <RetentionForm key={saved.data.retentionDays} saved={saved.data.retentionDays} onSaved={saved.replace} feedback={feedback} />
      )}
      <FeedbackAlert feedback={feedback} />
    </SectionCard>
  );
}

function RetentionForm({ saved, onSaved, feedback }: { saved: number; onSaved: (settings: EnquirySettings) => void; feedback: Feedback }) {
  const words = useWords(enquiriesWords);
  const limits = { min: LIMITS.minDays, max: LIMITS.maxDays };
  const [typed, setTyped] = useState(String(saved));
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const retentionDays = daysOf(typed);
    setWrong(retentionDays === undefined);
    if (retentionDays === undefined) return;
    setBusy(true);
    try {
      const body = await apiRequest(DASHBOARD_API.enquirySettings, { method: 'POST', json: { retentionDays } });
      feedback.success(successText(body));
      onSaved(readSettings(body));
    } catch (error) {
      feedback.error(failureText('{message}', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <p className={styles.muted}>{words.t('retentionIntro', limits)}</p>
      <TextField
        label={words.t('retentionDays')}
        type="number"
        inputMode="numeric"
        min={LIMITS.minDays}
        max={LIMITS.maxDays}
        step={1}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={wrong ? words.t('retentionWrong', limits) : undefined}
        disabled={busy}
      />
      <SubmitButton busy={busy} busyLabel={words.t('saving')}>
        {words.t('save')}
      </SubmitButton>
    </form>
  );
}
