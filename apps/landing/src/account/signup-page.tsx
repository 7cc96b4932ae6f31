import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AUTH_API,
  COUNTRIES,
  countryOfLanguages,
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
import {
  fieldOfRefusal,
  registrationOf,
  SIGNUP_ERROR_ROOM,
  SIGNUP_FIELDS,
  signupMissing,
  signupProblems,
  type SignupField,
  type SignupProblems,
  type SignupValues,
} from './signup-problems';
import styles from '../forms/form-card.module.css';

/** An empty form, its country preselected from the browser's languages (India when they name none). */
function emptySignup(): SignupValues {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { organizationName: '', userId: '', email: '', country: countryOfLanguages(languages), phone: '', password: '', agreed: false };
}

/**
 * Registration does not open a session by itself, so the new account is signed in before going to the
 * dashboard (spec §4). Should that fail, the dashboard's own session check sends the visitor to /login.
 */
async function signIn(userId: string, password: string): Promise<void> {
  try {
    await apiRequest(AUTH_API.login, { method: 'POST', json: { userId, password } });
  } catch (error) {
    console.warn('Sign-up: the sign-in after registration failed', error);
  }
}

/**
 * /signup (spec §2, §5): the 'Create Account' form. Each field says what is wrong beside it (once left
 * with something typed, and all of them at a submit, before any request); Create Account is marked
 * disabled while required parts are missing and says which, yet pressing it shows every problem and goes
 * to the first.
 */
export function SignupPage() {
  useExistingSessionRedirect();
  const navigate = useNavigate();
  const [initial] = useState(emptySignup);
  const form = useFormValues(initial);
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<AlertMessage>();
  const [submitted, setSubmitted] = useState(false);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<{ field: SignupField; message: string; value: string }>();
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const missingId = useId();

  const values = form.values;
  const problems = signupProblems(values);
  const missing = signupMissing(values);
  const shown: SignupProblems = {};
  for (const field of SIGNUP_FIELDS) {
    const typed = field === 'agreed' ? false : values[field].trim() !== '';
    if (problems[field] && (submitted || (visited.has(field) && typed))) shown[field] = problems[field];
  }
  // The server's refusal of a value (a taken user ID or e-mail) stays beside it until it is changed.
  if (refused && values[refused.field] === refused.value) shown[refused.field] ??= refused.message;

  useEffect(() => {
    // After a submit with problems (or a refusal about a field): go to the first field that says one.
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  function leave(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === 'string' && name && !visited.has(name)) setVisited(new Set(visited).add(name));
  }

  /** Every problem shown beside its field at once, and the first field with one focused. */
  function showProblems() {
    setSubmitted(true);
    setAlert(undefined);
    setAttempts((count) => count + 1);
  }

  async function createAccount(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (Object.keys(problems).length > 0) {
      showProblems();
      return;
    }

    // From now on every problem shows at once, as after a submit with problems.
    setSubmitted(true);
    setSubmitting(true);
    setAlert(undefined);
    const registration = registrationSchema.parse(registrationOf(values));
    try {
      const answer = await apiRequest(AUTH_API.register, { method: 'POST', json: registration });
      if (answer?.success) {
        await signIn(registration.userId, registration.password);
        form.reset();
        navigate(DASHBOARD_ROUTE);
        return;
      }
      setAlert({ tone: 'error', text: answer?.message || M.registrationFailed });
    } catch (error) {
      const message = serverMessageOf(error);
      const field = fieldOfRefusal(message);
      if (field && message) {
        setRefused({ field, message, value: String(values[field]) });
        setAttempts((count) => count + 1);
      } else {
        setAlert({ tone: 'error', text: message ?? M.registrationError });
      }
    }
    setSubmitting(false);
  }

  return (
    <PageSection title={M.signupTitle} level={1} narrow>
      <title>{`${M.signupTitle} · SchoolPage`}</title>
      <form ref={formRef} className={styles.card} onSubmit={createAccount} onBlur={leave} noValidate aria-label={M.signupTitle}>
        <FormAlert tone={alert?.tone}>{alert?.text}</FormAlert>
        <fieldset className={styles.fieldset} disabled={submitting}>
          <TextField
            label={M.organizationNameLabel}
            autoComplete="organization"
            required
            error={shown.organizationName}
            errorRoom={SIGNUP_ERROR_ROOM.organizationName}
            {...form.text('organizationName')}
          />
          <TextField
            label={M.userIdLabel}
            hint={M.userIdHint}
            autoComplete="username"
            required
            error={shown.userId}
            errorRoom={SIGNUP_ERROR_ROOM.userId}
            {...form.text('userId')}
          />
          <TextField
            label={M.emailLabel}
            type="email"
            autoComplete="email"
            required
            error={shown.email}
            errorRoom={SIGNUP_ERROR_ROOM.email}
            {...form.text('email')}
          />
          <SelectField
            label={M.countryLabel}
            autoComplete="country-name"
            required
            error={shown.country}
            errorRoom={SIGNUP_ERROR_ROOM.country}
            {...form.text('country')}
          >
            <option value="">{M.countryPlaceholder}</option>
            {COUNTRIES.map(({ name, code }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={M.phoneLabel}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={shown.phone}
            errorRoom={SIGNUP_ERROR_ROOM.phone}
            {...form.text('phone')}
          />
          <PasswordField
            label={M.passwordLabel}
            hint={PASSWORD_HINT}
            autoComplete="new-password"
            required
            error={shown.password}
            errorRoom={SIGNUP_ERROR_ROOM.password}
            {...form.text('password')}
          />
          <CheckboxField
            label={
              <>
                {M.agreeLabel} <Link to="/terms-and-conditions">{M.agreeTermsLink}</Link>
              </>
            }
            required
            error={shown.agreed}
            errorRoom={SIGNUP_ERROR_ROOM.agreed}
            {...form.checkbox('agreed')}
          />
        </fieldset>
        <SubmitButton
          className={styles.submit}
          busy={submitting}
          busyLabel={M.creatingAccount}
          aria-disabled={missing ? true : undefined}
          aria-describedby={missing ? missingId : undefined}
          onUnavailablePress={showProblems}
        >
          {M.signupButton}
        </SubmitButton>
        {missing ? (
          <p id={missingId} className={styles.missing}>
            {missing}
          </p>
        ) : null}
        <p className={styles.links}>
          <span>
            {M.haveAccountPrompt} <Link to="/login">{M.loginLink}</Link>
          </span>
        </p>
      </form>
    </PageSection>
  );
}
