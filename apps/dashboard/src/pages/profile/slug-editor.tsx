import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { API_MESSAGES, DASHBOARD_API, DASHBOARD_MESSAGES as M, SITE_ROUTE } from '@schoolpage/content-contract';
import { Button, SubmitButton } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import sectionStyles from '../../sections/sections.module.css';
import { slugProblem } from './slug-check';
import styles from './site-address.module.css';
import { useDashboardMessages } from '../../feedback/use-dashboard-messages';
import { useWords } from '@schoolpage/words';
import { profileWords } from './profile.words';

interface SlugEditorProps {
  slug: string;
  /** Called once the server took the new slug (the page then shows the new address). */
  onSaved: () => Promise<void> | void;
}

/** "Edit address": a small form that changes the school's slug; the old address keeps working. */
export function SlugEditor({ slug, onSaved }: SlugEditorProps) {
  const feedback = useFeedback();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(slug);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const [focusEdit, setFocusEdit] = useState(false);
  const inputId = useId();
  const shown = useDashboardMessages();
  const words = useWords(profileWords);

  useEffect(() => {
    if (!editing && focusEdit) {
      editButton.current?.focus();
      setFocusEdit(false);
    }
  }, [editing, focusEdit]);

  function open() {
    feedback.clear();
    setDraft(slug);
    setInvalid(false);
    setEditing(true);
  }

  function close() {
    setEditing(false);
    setFocusEdit(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    const problem = slugProblem(next, slug);
    setInvalid(problem !== undefined);
    if (problem) return feedback.error(problem);
    setBusy(true);
    try {
      const body = await apiRequest(DASHBOARD_API.profileSlug, { method: 'POST', json: { slug: next } });
      feedback.success(successText(body, API_MESSAGES.address.changed));
      close();
      await onSaved();
    } catch (error) {
      feedback.error(failureText(M.slugFailed, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.editor}>
      <FeedbackAlert feedback={feedback} />
      {editing ? (
        <form className={styles.slugForm} onSubmit={save} noValidate>
          <label htmlFor={inputId} className={styles.slugLabel}>
            {shown.slugLabel}
          </label>
          <div className={styles.slugInput}>
            <span className={styles.slugPrefix} id={`${inputId}-prefix`}>
              {SITE_ROUTE}/
            </span>
            <input
              id={inputId}
              className={styles.slugControl}
              value={draft}
              autoFocus
              autoCapitalize="none"
              autoCorrect="off"
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
              aria-invalid={invalid || undefined}
              aria-describedby={`${inputId}-prefix ${inputId}-hint`}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <p id={`${inputId}-hint`} className={styles.slugHint}>
            {shown.slugHint}
          </p>
          <div className={sectionStyles.row}>
            <SubmitButton busy={busy} busyLabel={shown.savingAddress}>
              {shown.saveAddress}
            </SubmitButton>
            <Button
              className={sectionStyles.secondaryButton}
              onClick={() => {
                feedback.clear();
                setDraft(slug);
                close();
              }}
              aria-disabled={busy}
            >
              {words.t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <button ref={editButton} type="button" className={sectionStyles.secondaryButton} onClick={open}>
            {shown.editAddress}
          </button>
        </div>
      )}
    </div>
  );
}
