import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_API, INVALID_EMAIL_MESSAGE, isValidEmail, LANDING_MESSAGES as M } from '@schoolpage/content-contract';
import { apiRequest, serverMessageOf } from '@schoolpage/api-client';
import { FormAlert, PageSection, SubmitButton, TextField } from '@schoolpage/ui';
import type { ResetPasswordState } from './reset-navigation';
import styles from '../forms/form-card.module.css';

/** /forgotpassword (spec §2, §5, §8): sends a reset code, then goes to /resetpassword with the e-mail. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      const answer = await apiRequest(AUTH_API.forgotPasswordOtp, {
        method: 'POST',
        json: { email: address },
      });
      if (answer?.success) {
        const state: ResetPasswordState = { email: address, notice: answer.message };
        navigate('/resetpassword', { state });
        return;
      }
      setError(answer?.message || M.otpFailed);
    } catch (failure) {
      setError(serverMessageOf(failure) ?? M.forgotError);
    }
    setSubmitting(false);
  }

  return (
    <PageSection title={M.forgotTitle} level={1} narrow>
      <title>{`${M.forgotTitle} · SchoolPage`}</title>
      <form className={styles.card} onSubmit={sendCode} noValidate aria-label={M.forgotTitle}>
        <p className={styles.intro}>{M.forgotIntro}</p>
        <FormAlert>{error}</FormAlert>
        <fieldset className={styles.fieldset} disabled={submitting}>
          <TextField
            label={M.emailLabel}
            type="email"
            autoComplete="email"
            required
            aria-invalid={error === INVALID_EMAIL_MESSAGE || undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </fieldset>
        <SubmitButton className={styles.submit} busy={submitting} busyLabel={M.sendingOtp}>
          {M.sendOtpButton}
        </SubmitButton>
        <p className={styles.links}>
          <Link to="/login">{M.backToLogin}</Link>
        </p>
      </form>
    </PageSection>
  );
}
