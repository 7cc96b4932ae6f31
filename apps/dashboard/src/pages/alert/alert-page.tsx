import { useState, type FormEvent } from 'react';
import {
  ALERT_API_PATH,
  ALERT_LEVELS,
  ALERT_LIMITS,
  ALERT_MESSAGES as M,
  instantToWallTime,
  siteAlertSchema,
  wallTimeToInstant,
  type AlertLevel,
  historyKey,
  type SiteAlert,
} from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button, SubmitButton, TextAreaField, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback, type Feedback } from '../../feedback/use-feedback';
import { useUnsavedChanges } from '../../forms/unsaved-changes';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import styles from '../../sections/sections.module.css';
import { alertStateText } from './alert-state';
import { useSchoolTimeZone } from '../../layout/school-time-zone';
import own from './alert-page.module.css';
import { ALERT_CHECKS, alertWords } from './alert.words';

/** The key of the versions of what this screen edits (its "History"). */
const HISTORY_KEY = historyKey({ kind: 'alert' });

/** The saved alert from an answer of ALERT_API_PATH; undefined when there is none. */
export function readAlert(body: ApiAnswer): SiteAlert | undefined {
  const info = body.info as Partial<SiteAlert> | null | undefined;
  return info && typeof info.message === 'string' && typeof info.level === 'string' ? (info as SiteAlert) : undefined;
}

/** Alert: one banner at the top of every page of the school's site ("School closed tomorrow — heavy rain"). */
export function AlertPage() {
  const words = useWords(alertWords);
  const timeZone = useSchoolTimeZone();
  const saved = useApiResource(ALERT_API_PATH, readAlert, undefined);
  const feedback = useFeedback();
  return (
    <SectionPage title={words.t('title')}>
      <SectionCard title={words.t('cardTitle')} historyKey={HISTORY_KEY}>
        <p className={styles.muted}>{words.t('intro')}</p>
        {saved.status === 'loading' ? (
          <p className={styles.muted} role="status">
            {words.t('loading')}
          </p>
        ) : (
          <>
            <p className={styles.itemMeta} data-alert-state>
              {alertStateText(saved.data, Date.now(), words, timeZone)}
            </p>
            <AlertForm key={`${timeZone} ${JSON.stringify(saved.data ?? null)}`} saved={saved.data} onSaved={saved.reload} feedback={feedback} timeZone={timeZone} />
          </>
        )}
        <FeedbackAlert feedback={feedback} />
      </SectionCard>
    </SectionPage>
  );
}

type FieldName = 'message' | 'level' | 'link' | 'startsAt' | 'endsAt';

function AlertForm({ saved, onSaved, feedback, timeZone }: { saved?: SiteAlert; onSaved: () => Promise<void>; feedback: Feedback; timeZone: string }) {
  const words = useWords(alertWords);
  /** A check's message (the shared schema's words) in the screen's language. */
  const checkText = (text: string) => {
    const id = ALERT_CHECKS.find((check) => M[check] === text);
    return id ? words.t(id) : text;
  };
  const [message, setMessage] = useState(saved?.message ?? '');
  const [level, setLevel] = useState<AlertLevel>(saved?.level ?? 'info');
  const [link, setLink] = useState(saved?.link ?? '');
  const [startsAt, setStartsAt] = useState(instantToWallTime(saved?.startsAt, timeZone));
  const [tellSubscribers, setTellSubscribers] = useState(true);
  const [endsAt, setEndsAt] = useState(instantToWallTime(saved?.endsAt, timeZone));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  useUnsavedChanges(
    message !== (saved?.message ?? '') ||
      level !== (saved?.level ?? 'info') ||
      link !== (saved?.link ?? '') ||
      startsAt !== instantToWallTime(saved?.startsAt, timeZone) ||
      endsAt !== instantToWallTime(saved?.endsAt, timeZone),
  );

  /** A typed time as the instant it names, '' for none, undefined when it is not a time. */
  const instantOf = (typed: string) => (typed ? wallTimeToInstant(typed, timeZone) : '');

  async function save(event: FormEvent) {
    event.preventDefault();
    const start = instantOf(startsAt);
    const end = instantOf(endsAt);
    const timeErrors = { ...(start === undefined ? { startsAt: words.t('timeInvalid') } : {}), ...(end === undefined ? { endsAt: words.t('timeInvalid') } : {}) };
    const checked = siteAlertSchema().safeParse({ message, level, link, startsAt: start ?? '', endsAt: end ?? '', tellSubscribers });
    const issue = checked.success ? undefined : checked.error.issues[0];
    const problems: Partial<Record<FieldName, string>> = { ...timeErrors, ...(issue ? { [String(issue.path[0] ?? 'message')]: checkText(issue.message) } : {}) };
    setErrors(problems);
    const first = Object.values(problems)[0];
    if (first || !checked.success) {
      feedback.error(first ?? words.t('failedToSave'));
      return;
    }
    await call('save', () => apiRequest(ALERT_API_PATH, { method: 'POST', json: checked.data }), words.t('saved'), words.t('failedToSave'));
  }

  /** Sends a change, says how it went (the server's words) and reads the saved alert again. */
  async function call(action: 'save' | 'remove', request: () => Promise<ApiAnswer>, done: string, failed: string) {
    setBusy(action);
    try {
      feedback.success(successText(await request(), done));
      await onSaved();
    } catch (error) {
      feedback.error(`${failed} ${failureText('{message}', error)}`);
    } finally {
      setBusy(null);
    }
  }

  const remove = () => call('remove', () => apiRequest(ALERT_API_PATH, { method: 'DELETE' }), words.t('removed'), words.t('failedToRemove'));

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <TextAreaField
        label={words.t('message')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        maxLength={ALERT_LIMITS.message}
        rows={3}
        hint={words.t('messageHint', { max: ALERT_LIMITS.message })}
        error={errors.message}
      />
      <fieldset className={`${styles.radioGroup} ${own.levels}`}>
        <legend>{words.t('level')}</legend>
        {ALERT_LEVELS.map((value) => (
          <label key={value} className={styles.radio}>
            <input type="radio" name="alert-level" value={value} checked={level === value} onChange={() => setLevel(value)} />
            {words.t('levelChoice', { level: words.t(`level:${value}`), hint: words.t(`hint:${value}`) })}
          </label>
        ))}
      </fieldset>
      <TextField
        label={words.t('link')}
        type="url"
        inputMode="url"
        value={link}
        onChange={(event) => setLink(event.target.value)}
        hint={words.t('linkHint')}
        error={errors.link}
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.fields}>
        <TimeField label={words.t('showFrom')} hint={words.t('showFromHint')} value={startsAt} onChange={setStartsAt} error={errors.startsAt} />
        <TimeField label={words.t('showUntil')} hint={words.t('showUntilHint')} value={endsAt} onChange={setEndsAt} error={errors.endsAt} />
      </div>
      <label className={styles.radio}>
        <input type="checkbox" checked={tellSubscribers} onChange={(event) => setTellSubscribers(event.target.checked)} aria-describedby="alert-tell-subscribers-hint" />
        {words.t('tellSubscribers')}
      </label>
      <p id="alert-tell-subscribers-hint" className={styles.muted}>
        {words.t('tellSubscribersHint')}
      </p>
      <div className={styles.formActions}>
        <SubmitButton busy={busy === 'save'} busyLabel={words.t('saving')}>
          {words.t('save')}
        </SubmitButton>
        {saved ? (
          <Button className={styles.secondaryButton} busy={busy === 'remove'} busyLabel={words.t('removing')} onClick={() => void remove()}>
            {words.t('remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A time typed in the school's time zone (`YYYY-MM-DDTHH:mm`), '' for none. */
function TimeField({ label, hint, value, onChange, error }: { label: string; hint: string; value: string; onChange: (typed: string) => void; error?: string }) {
  return <TextField label={label} type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} hint={hint} error={error} />;
}
