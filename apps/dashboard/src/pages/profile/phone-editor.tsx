import { useState, type FormEvent } from 'react';
import { DASHBOARD_API, DASHBOARD_MESSAGES as M, phoneAsRead } from '@schoolpage/content-contract';
import { Button, SubmitButton, TextField } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import sectionStyles from '../../sections/sections.module.css';
import styles from './profile.module.css';
import { useWords } from '@schoolpage/words';
import { profileWords } from './profile.words';

interface PhoneEditorProps {
  phone: string;
  /** The school's country, in which the phone is read to be shown as people read it. */
  country: string;
  feedback: Feedback;
  onSaved: () => void;
}

/** Spec §4 "Phone edit: display -> edit -> saved (back to display)": the signed-in person's own phone, whatever their role. */
export function PhoneEditor({ phone, country, feedback, onSaved }: PhoneEditorProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(phone);
  const [busy, setBusy] = useState(false);
  const words = useWords(profileWords);

  async function save(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    if (!next) return feedback.error(M.phoneRequired);
    if (next === phone) return feedback.error(M.phoneSame);
    setBusy(true);
    try {
      const body = await apiRequest(DASHBOARD_API.profileUpdate, { method: 'POST', json: { phone: next } });
      feedback.success(successText(body));
      setEditing(false);
      onSaved();
    } catch (error) {
      feedback.error(failureText(M.phoneFailed, error));
    } finally {
      setBusy(false);
    }
  }

  if (!editing) {
    return (
      <div className={styles.detail}>
        <dt>{words.t('phone')}</dt>
        <dd className={sectionStyles.row}>
          <span>{phone ? phoneAsRead(phone, country) : words.t('notAdded')}</span>
          <button
            type="button"
            className={sectionStyles.secondaryButton}
            onClick={() => {
              setDraft(phone);
              setEditing(true);
            }}
          >
            {words.t('editPhone')}
          </button>
        </dd>
      </div>
    );
  }

  return (
    <div className={styles.detail}>
      <dt>{words.t('phone')}</dt>
      <dd>
        <form className={sectionStyles.row} onSubmit={save} noValidate>
          <TextField
            label={words.t('newPhone')}
            type="tel"
            inputMode="numeric"
            pattern="[0-9]*"
            value={draft}
            autoFocus
            disabled={busy}
            onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          />
          <SubmitButton busy={busy} busyLabel={words.t('saving')}>
            {words.t('savePhone')}
          </SubmitButton>
          <Button className={sectionStyles.secondaryButton} onClick={() => setEditing(false)} aria-disabled={busy}>
            {words.t('cancel')}
          </Button>
        </form>
      </dd>
    </div>
  );
}
