import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_ROUTE, LANDING_MESSAGES as M, TWO_STEP_API } from '@schoolpage/content-contract';
import { apiRequest, serverMessageOf } from '@schoolpage/api-client';
import { FormAlert, PageSection, SubmitButton, TextField } from '@schoolpage/ui';
import styles from '../forms/form-card.module.css';

/** After the right password, for an account with an authenticator app: its code (or a recovery code). */
export function SecondStepForm({ prompt }: { prompt: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (submitting || !code.trim()) return;
    setSubmitting(true);
    setProblem(undefined);
    try {
      await apiRequest(TWO_STEP_API.login, { method: 'POST', json: { code: code.trim() }, requireSuccess: true });
      navigate(DASHBOARD_ROUTE);
      return;
    } catch (error) {
      setProblem(serverMessageOf(error) ?? M.loginFailed);
    }
    setSubmitting(false);
  }

  return (
    <PageSection title={M.loginTitle} level={1} narrow>
      <form className={styles.card} onSubmit={verify} noValidate aria-label="Second step">
        <p>{prompt}</p>
        <FormAlert tone={problem ? 'error' : undefined}>{problem}</FormAlert>
        <fieldset className={styles.fieldset} disabled={submitting}>
          <TextField label="Authenticator code" autoComplete="one-time-code" required autoFocus value={code} onChange={(event) => setCode(event.target.value)} />
        </fieldset>
        <SubmitButton className={styles.submit} busy={submitting} busyLabel="Checking..." disabled={!code.trim()}>
          Verify
        </SubmitButton>
      </form>
    </PageSection>
  );
}
