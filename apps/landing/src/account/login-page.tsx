import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_API, DASHBOARD_ROUTE, LANDING_MESSAGES as M } from '@schoolpage/content-contract';
import { SecondStepForm } from './second-step-form';
import { apiRequest, serverMessageOf } from '@schoolpage/api-client';
import { FormAlert, PageSection, PasswordField, SubmitButton, TextField, type AlertMessage } from '@schoolpage/ui';
import { noticeFrom } from '../forms/navigation-notice';
import { useFormValues } from '../forms/use-form-values';
import { useExistingSessionRedirect } from './use-existing-session-redirect';
import styles from '../forms/form-card.module.css';

const EMPTY_LOGIN = { userId: '', password: '' };

/** /login (spec §2): 'Log in to Dashboard' with User ID (or e-mail, issue #25) and Password. */
export function LoginPage() {
  useExistingSessionRedirect();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useFormValues(EMPTY_LOGIN);
  const [submitting, setSubmitting] = useState(false);
  /** The password was right and the account signs in with an authenticator app too: its code is asked next. */
  const [secondStep, setSecondStep] = useState<string>();
  const [alert, setAlert] = useState<AlertMessage | undefined>(() => {
    const notice = noticeFrom(location.state);
    return notice ? { tone: 'success', text: notice } : undefined;
  });

  const { userId, password } = form.values;
  const complete = userId.trim() !== '' && password !== '';

  async function logIn(event: FormEvent) {
    event.preventDefault();
    if (!complete || submitting) return;
    setSubmitting(true);
    setAlert(undefined);
    try {
      const answer = await apiRequest(AUTH_API.login, {
        method: 'POST',
        json: { userId: userId.trim(), password },
      });
      if (answer?.success && answer.twoStepRequired === true) {
        setSecondStep(typeof answer.message === 'string' ? answer.message : '');
        setSubmitting(false);
        return;
      }
      if (answer?.success) {
        form.reset();
        navigate(DASHBOARD_ROUTE);
        return;
      }
      setAlert({ tone: 'error', text: answer?.message || M.loginFailed });
    } catch (error) {
      setAlert({ tone: 'error', text: serverMessageOf(error) ?? M.loginFailed });
    }
    setSubmitting(false);
  }

  if (secondStep !== undefined) return <SecondStepForm prompt={secondStep} />;

  return (
    <PageSection title={M.loginTitle} level={1} narrow>
      <title>{`${M.loginTitle} · SchoolPage`}</title>
      <form className={styles.card} onSubmit={logIn} noValidate aria-label={M.loginTitle}>
        <FormAlert tone={alert?.tone}>{alert?.text}</FormAlert>
        <fieldset className={styles.fieldset} disabled={submitting}>
          <TextField label={M.loginUserIdLabel} autoComplete="username" required {...form.text('userId')} />
          <PasswordField label={M.passwordLabel} autoComplete="current-password" required {...form.text('password')} />
        </fieldset>
        <SubmitButton className={styles.submit} busy={submitting} busyLabel={M.loggingIn} disabled={!complete}>
          {M.loginButton}
        </SubmitButton>
        <p className={styles.links}>
          <Link to="/forgotpassword">{M.forgotPasswordLink}</Link>
          <span>
            {M.noAccountPrompt} <Link to="/signup">{M.signupLink}</Link>
          </span>
        </p>
      </form>
    </PageSection>
  );
}
