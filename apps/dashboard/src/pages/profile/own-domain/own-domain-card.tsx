import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DASHBOARD_API, type CustomDomain } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button, SubmitButton, TextField, useConfirm } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../../../api/api-request';
import { useApiResource } from '../../../api/use-api-resource';
import { failureText } from '../../../feedback/failure-text';
import type { Feedback } from '../../../feedback/use-feedback';
import { SectionCard } from '../../../sections/section-card';
import sectionStyles from '../../../sections/sections.module.css';
import { DomainRecordsTable } from './domain-records-table';
import { ownDomainWords } from './own-domain.words';
import { RegistrarNotes } from './registrar-notes';
import styles from './own-domain.module.css';

/** The school's domain in an answer of `/api/dashboard/domain` (each route answers like the GET). */
const readDomain = (body: ApiAnswer): CustomDomain | null => (body.info as { domain?: CustomDomain | null } | undefined)?.domain ?? null;

type Busy = 'connect' | 'check' | 'remove' | null;

interface OwnDomainCardProps {
  feedback: Feedback;
  /** The site's address moved to the domain or back from it (the profile is read again). */
  onAddressChanged?: () => void;
}

/**
 * "Your own domain" (issue #46): the school types its domain and connects it, then sees the records to create, what
 * to correct, and its status (waiting, Connected, lost); "Check now" checks the records at once, and the result is
 * said in a polite live region.
 */
export function OwnDomainCard({ feedback, onAddressChanged }: OwnDomainCardProps) {
  const domain = useApiResource(DASHBOARD_API.domain, readDomain, null);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [said, setSaid] = useState('');
  const { confirm, dialog } = useConfirm();
  const words = useWords(ownDomainWords);
  const hostnameRef = useRef<HTMLHeadingElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  /** Where the focus goes once the card shows what a change made: the domain connected, or the field after a removal. */
  const [focusNext, setFocusNext] = useState<'domain' | 'field' | null>(null);

  useEffect(() => {
    if (!focusNext) return;
    (focusNext === 'domain' ? hostnameRef : fieldRef).current?.focus();
    setFocusNext(null);
  }, [focusNext, domain.data]);

  async function call(what: Exclude<Busy, null>, request: () => Promise<ApiAnswer>): Promise<CustomDomain | null | undefined> {
    setBusy(what);
    const wasConnected = domain.data?.status === 'verified';
    try {
      const answered = readDomain(await request());
      domain.replace(answered);
      if ((answered?.status === 'verified') !== wasConnected) onAddressChanged?.();
      return answered;
    } catch (error) {
      const text = failureText('{message}', error);
      if (what === 'connect') setFieldError(text);
      else feedback.error(text);
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  async function connect(event: FormEvent) {
    event.preventDefault();
    setFieldError('');
    setSaid('');
    const connected = await call('connect', () => apiRequest(DASHBOARD_API.domain, { method: 'POST', json: { hostname: typed } }));
    if (!connected) return;
    setTyped('');
    setFocusNext('domain');
  }

  async function checkNow() {
    setSaid('');
    const checked = await call('check', () => apiRequest(DASHBOARD_API.domainCheck, { method: 'POST', json: {} }));
    if (!checked) return;
    setSaid(checked.status === 'verified' ? words.t('checkedConnected', { hostname: checked.hostname }) : words.t('checkedProblems', { count: checked.problems.length }));
  }

  async function remove(hostname: string) {
    const confirmed = await confirm({
      title: words.t('removeTitle', { hostname }),
      message: words.t('removeMessage', { hostname }),
      confirmLabel: words.t('removeConfirm'),
      cancelLabel: words.t('cancel'),
    });
    if (!confirmed) return;
    setSaid('');
    if ((await call('remove', () => apiRequest(DASHBOARD_API.domain, { method: 'DELETE' }))) !== null) return;
    feedback.success(words.t('removed'));
    setFocusNext('field');
  }

  const current = domain.data;
  return (
    <SectionCard title={words.t('ownDomainTitle')}>
      {current ? (
        <div className={styles.layout}>
          <h3 ref={hostnameRef} className={styles.hostname} tabIndex={-1}>
            {current.hostname}
          </h3>
          <p className={styles.status}>
            {words.t('status')} <strong className={styles[current.status]}>{words.t(`status.${current.status}`)}</strong>
          </p>
          <p>
            {current.status === 'verified'
              ? words.t('verifiedNote', { hostname: current.hostname })
              : current.status === 'lost'
                ? words.t('lostNote', { hostname: current.hostname })
                : words.t('pendingNote')}
          </p>
          {current.checkedAt ? <p className={styles.checkedAt}>{words.t('checkedAt', { at: new Date(current.checkedAt) })}</p> : null}
          {current.problems.length > 0 ? (
            <div className={styles.problems}>
              <h3 className={styles.subheading}>{words.t('problemsTitle')}</h3>
              <ul>
                {current.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button className={sectionStyles.secondaryButton} busy={busy === 'check'} busyLabel={words.t('checkingNow')} aria-disabled={busy !== null} onClick={() => void checkNow()}>
              {words.t('checkNow')}
            </Button>
            <Button className={sectionStyles.deleteButton} aria-disabled={busy !== null} onClick={() => void remove(current.hostname)}>
              {words.t('removeDomain')}
            </Button>
          </div>
          <DomainRecordsTable records={current.records} onCopied={setSaid} />
          {current.redirectFrom ? <p>{words.t('redirectNote', { from: current.redirectFrom, to: current.hostname })}</p> : null}
          <RegistrarNotes />
        </div>
      ) : (
        <form className={styles.layout} onSubmit={(event) => void connect(event)} aria-label={words.t('ownDomainTitle')} noValidate>
          <p>{words.t('ownDomainIntro')}</p>
          <TextField
            ref={fieldRef}
            label={words.t('domainField')}
            hint={words.t('domainHint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={fieldError || undefined}
            autoComplete="url"
            inputMode="url"
            spellCheck={false}
            autoCapitalize="none"
          />
          <div className={styles.actions}>
            <SubmitButton busy={busy === 'connect'} busyLabel={words.t('connecting')}>
              {words.t('connect')}
            </SubmitButton>
          </div>
        </form>
      )}
      <p role="status" aria-live="polite" className={styles.said}>
        {said}
      </p>
      {dialog}
    </SectionCard>
  );
}
