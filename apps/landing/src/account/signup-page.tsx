import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AUTH_API,
  COUNTRIES,
  DASHBOARD_ROUTE,
  LANDING_MESSAGES as M,
  PASSWORD_HINT,
  registrationSchema,
} from '@schoolpage/content-contract';
import { apiRequest, serverMessageOf } from '@schoolpage/api-client';
import {
  CheckboxField,
  FormAlert,
  PageSection,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
  type AlertMessage,
} from '@schoolpage/ui';
import { useFormValues } from '../forms/use-form-values';
import { useExistingSessionRedirect } from './use-existing-session-redirect';
import styles from '../forms/form-card.module.css';

const EMPTY_SIGNUP = {
  organizationName: '',
  userId: '',
  email: '',
  country: '',
  phone: '',
  password: '',
  agreed: false,
};

/**
 * Registration does not open a session by itself, so the new account is signed in before going to the
 * dashboard (spec §4). Should that fail, the dashboard's own session check sends the visitor to /login.
 */
async function signIn(userId: string, password: string): Promise<void> {
  try {
    await apiRequest(AUTH_API.login, { method: 'POST', json: { userId, password } });
  } catch (error) {
    console.warn('Sign-in after registration failed', error);
  }
}

/** /signup (spec §2, §5): the 'Create Account' form. */
export function SignupPage() {
  useExistingSessionRedirect();
  const navigate = useNavigate();
  const form = useFormValues(EMPTY_SIGNUP);
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<AlertMessage>();

  const { organizationName, userId, email, country, phone, password, agreed } = form.values;
  const complete =
    agreed && [organizationName, userId, email, country, password].every((value) => value.trim() !== '');

  async function createAccount(event: FormEvent) {
    event.preventDefault();
    if (!complete || submitting) return;
    const registration = registrationSchema.safeParse({
      organizationName,
      userId,
      email,
      country,
      password,
      ...(phone.trim() ? { phone: phone.trim() } : {}),
    });
    if (!registration.success) {
      setAlert({ tone: 'error', text: registration.error.issues[0]?.message ?? M.registrationFailed });
      return;
    }

    setSubmitting(true);
    setAlert(undefined);
    try {
      const answer = await apiRequest(AUTH_API.register, {
        method: 'POST',
        json: registration.data,
      });
      if (answer?.success) {
        await signIn(registration.data.userId, registration.data.password);
        form.reset();
        navigate(DASHBOARD_ROUTE);
        return;
      }
      setAlert({ tone: 'error', text: answer?.message || M.registrationFailed });
    } catch (error) {
      setAlert({ tone: 'error', text: serverMessageOf(error) ?? M.registrationError });
    }
    setSubmitting(false);
  }

  return (
    <PageSection title={M.signupTitle} level={1} narrow>
      <title>{`${M.signupTitle} · SchoolPage`}</title>
      <form className={styles.card} onSubmit={createAccount} noValidate aria-label={M.signupTitle}>
        <FormAlert tone={alert?.tone}>{alert?.text}</FormAlert>
        <fieldset className={styles.fieldset} disabled={submitting}>
          <TextField
            label={M.organizationNameLabel}
            autoComplete="organization"
            required
            {...form.text('organizationName')}
          />
          <TextField label={M.userIdLabel} autoComplete="username" required {...form.text('userId')} />
          <TextField label={M.emailLabel} type="email" autoComplete="email" required {...form.text('email')} />
          <SelectField label={M.countryLabel} autoComplete="country-name" required {...form.text('country')}>
            <option value="">{M.countryPlaceholder}</option>
            {COUNTRIES.map(({ name, code }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextField label={M.phoneLabel} type="tel" inputMode="tel" autoComplete="tel" {...form.text('phone')} />
          <PasswordField
            label={M.passwordLabel}
            hint={PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.text('password')}
          />
          <CheckboxField
            label={
              <>
                {M.agreeLabel} <Link to="/terms-and-conditions">{M.agreeTermsLink}</Link>
              </>
            }
            required
            {...form.checkbox('agreed')}
          />
        </fieldset>
        <SubmitButton
          className={styles.submit}
          busy={submitting}
          busyLabel={M.creatingAccount}
          disabled={!complete}
        >
          {M.signupButton}
        </SubmitButton>
        <p className={styles.links}>
          <span>
            {M.haveAccountPrompt} <Link to="/login">{M.loginLink}</Link>
          </span>
        </p>
      </form>
    </PageSection>
  );
}
