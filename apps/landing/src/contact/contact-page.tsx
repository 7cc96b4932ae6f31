import { useState, type FormEvent } from 'react';
import {
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  LANDING_MESSAGES as M,
  PUBLIC_API,
  withEmail,
} from '@schoolpage/content-contract';
import { apiRequest } from '@schoolpage/api-client';
import { FormAlert, PageSection, SubmitButton, TextAreaField, TextField, type AlertMessage } from '@schoolpage/ui';
import { useFormValues } from '../forms/use-form-values';
import { useOperatorEmail } from '../operator/use-operator-email';
import styles from '../forms/form-card.module.css';

const EMPTY_MESSAGE = { name: '', email: '', message: '' };

/** /contact (spec §2, §5, §8): Name, Email address, Message; the fields clear after a successful send. */
export function ContactPage() {
  const operatorEmail = useOperatorEmail();
  const form = useFormValues(EMPTY_MESSAGE);
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<AlertMessage>();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const name = form.values.name.trim();
    const email = form.values.email.trim();
    const message = form.values.message.trim();
    if (!name || !email || !message) {
      setAlert({ tone: 'error', text: M.contactRequired });
      return;
    }
    // A mistyped address is the visitor's to fix, not a failed send (spec §5's e-mail rule and message).
    if (!isValidEmail(email)) {
      setAlert({ tone: 'error', text: INVALID_EMAIL_MESSAGE });
      return;
    }
    setSubmitting(true);
    setAlert(undefined);
    try {
      const answer = await apiRequest(PUBLIC_API.contact, {
        method: 'POST',
        json: { name, email, message },
      });
      if (answer?.success === false) {
        setAlert({ tone: 'error', text: answer.message || withEmail(M.contactFailed, operatorEmail) });
      } else {
        form.reset();
        setAlert({ tone: 'success', text: answer?.message || M.contactSent });
      }
    } catch {
      setAlert({ tone: 'error', text: withEmail(M.contactFailed, operatorEmail) });
    }
    setSubmitting(false);
  }

  return (
    <PageSection title={M.contactTitle} level={1} intro={M.contactIntro} narrow>
      <title>{`${M.contactTitle} · SchoolPage`}</title>
      <form className={styles.card} onSubmit={send} noValidate aria-label={M.contactTitle}>
        <FormAlert tone={alert?.tone}>{alert?.text}</FormAlert>
        <fieldset className={styles.fieldset} disabled={submitting}>
          <TextField label={M.nameLabel} autoComplete="name" required {...form.text('name')} />
          <TextField
            label={M.emailLabel}
            type="email"
            autoComplete="email"
            required
            aria-invalid={alert?.text === INVALID_EMAIL_MESSAGE || undefined}
            {...form.text('email')}
          />
          <TextAreaField label={M.messageLabel} required {...form.text('message')} />
        </fieldset>
        <SubmitButton className={styles.submit} busy={submitting} busyLabel={M.sendingMessage}>
          {M.sendMessageButton}
        </SubmitButton>
      </form>
    </PageSection>
  );
}
