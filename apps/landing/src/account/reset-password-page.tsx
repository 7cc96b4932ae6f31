import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_API, EMAIL_PATTERN, LANDING_MESSAGES as M, PASSWORD_HINT } from '@schoolpage/content-contract';
import { apiRequest, serverMessageOf } from '@schoolpage/api-client';
import { FormAlert, PageSection, PasswordField, SubmitButton, TextField, type AlertMessage } from '@schoolpage/ui';
import { noticeFrom, type NoticeState } from '../forms/navigation-notice';
import { useFormValues } from '../forms/use-form-values';
import { resetEmailFrom } from './reset-navigation';
import styles from '../forms/form-card.module.css';

/** Spec §9: one-time codes have 6 characters. */
const OTP_LENGTH = 6;

/** /resetpassword (spec §2, §5, §8). Without an e-mail in navigation state it goes to /login. */
export function ResetPasswordPage() {
  const location = useLocation();
  const email = resetEmailFrom(location.state);
  if (!email) return <Navigate to="/login" replace />;
  return <ResetPasswordForm email={email} notice={noticeFrom(location.state)} />;
}

function ResetPasswordForm({ email, notice }: { email: string; notice?: string }) {
  const navigate = useNavigate();
  const form = useFormValues({ email, otp: '', newPassword: '' });
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | undefined>(notice ? { tone: 'info', text: notice } : undefined);

  async function resetPassword(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const { otp, newPassword } = form.values;
    const address = form.values.email.trim();
    if (!EMAIL_PATTERN.test(address) || otp.length !== OTP_LENGTH || newPassword === '') {
      setAlert({ tone: 'error', text: M.resetFieldsInvalid });
      return;
    }
    setSubmitting(true);
    setAlert(undefined);
    try {
      const answer = await apiRequest(AUTH_API.resetPassword, {
        method: 'POST',
        json: { email: address, otp, newPassword },
      });
      if (answer?.success) {
        const state: NoticeState = { notice: M.passwordReset };
        navigate('/login', { state, replace: true });
        return;
      }
      setAlert({ tone: 'error', text: answer?.message || M.resetError });
    } catch (error) {
      setAlert({ tone: 'error', text: serverMessageOf(error) ?? M.resetError });
    }
    setSubmitting(false);
  }

  const otpField = form.text('otp');
  return (
    <PageSection title={M.resetTitle} level={1} narrow>
      <title>{`${M.resetTitle} · SchoolPage`}</title>
      <form className={styles.card} onSubmit={resetPassword} noValidate aria-label={M.resetTitle}>
        <FormAlert tone={alert?.tone}>{alert?.text}</FormAlert>
        <fieldset className={styles.fieldset} disabled={submitting}>
          <TextField label={M.emailLabel} type="email" autoComplete="email" required {...form.text('email')} />
          <TextField
            label={M.otpLabel}
            hint={M.otpHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            required
            {...otpField}
            onChange={(event) => form.set('otp', event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          />
          <PasswordField
            label={M.newPasswordLabel}
            hint={PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.text('newPassword')}
          />
        </fieldset>
        <SubmitButton className={styles.submit} busy={submitting} busyLabel={M.resetting}>
          {M.resetButton}
        </SubmitButton>
        <p className={styles.links}>
          <Link to="/login">{M.backToLogin}</Link>
        </p>
      </form>
    </PageSection>
  );
}
