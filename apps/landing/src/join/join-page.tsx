import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  DASHBOARD_ROUTE,
  INVITATION_PAGE,
  LANDING_MESSAGES as L,
  PASSWORD_HINT,
  TEAM_API,
  TEAM_MESSAGES as T,
  TEAM_ROLE_LABELS,
  type InvitationInfo,
} from '@schoolpage/content-contract';
import { apiRequest, serverMessageOf } from '@schoolpage/api-client';
import { FormAlert, PageSection, PasswordField, SubmitButton, TextField } from '@schoolpage/ui';
import { useFormValues } from '../forms/use-form-values';
import styles from '../forms/form-card.module.css';
import joinStyles from './join-page.module.css';

const EMPTY_JOIN = { fullName: '', userId: '', password: '' };

/** The token of `/invite/<token>`. */
export function invitationTokenOf(pathname: string): string {
  return decodeURIComponent(pathname.slice(INVITATION_PAGE.length + 1).replace(/\/+$/, ''));
}

/** `/invite/<token>`: "Join <school name>": the invited person chooses their user ID, name and password. */
export function JoinPage() {
  const token = invitationTokenOf(useLocation().pathname);
  const navigate = useNavigate();
  const form = useFormValues(EMPTY_JOIN);
  const [invitation, setInvitation] = useState<InvitationInfo | 'checking' | 'invalid'>('checking');
  const [problem, setProblem] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    apiRequest(TEAM_API.invitationInfo, { method: 'POST', json: { token }, requireSuccess: true })
      .then((answer) => setInvitation(answer.info as InvitationInfo))
      .catch(() => setInvitation('invalid'));
  }, [token]);

  async function join(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setProblem(undefined);
    try {
      await apiRequest(TEAM_API.acceptInvitation, { method: 'POST', json: { token, ...form.values, userId: form.values.userId.trim() }, requireSuccess: true });
      navigate(DASHBOARD_ROUTE);
      return;
    } catch (error) {
      setProblem(serverMessageOf(error) ?? L.loginFailed);
    }
    setSubmitting(false);
  }

  if (invitation === 'checking') return <p role="status">Checking your invitation...</p>;
  if (invitation === 'invalid') {
    return (
      <PageSection title="Invitation" level={1} narrow>
        <FormAlert tone="error">{T.invitationInvalid}</FormAlert>
      </PageSection>
    );
  }

  const title = T.joinTitle(invitation.schoolName);
  return (
    <PageSection title={title} level={1} narrow>
      <title>{`${title} · SchoolPage`}</title>
      <form className={styles.card} onSubmit={join} noValidate aria-label={title}>
        <p className={joinStyles.invited}>
          You are invited as {TEAM_ROLE_LABELS[invitation.role]} with the e-mail address <strong>{invitation.email}</strong>.
        </p>
        <FormAlert tone={problem ? 'error' : undefined}>{problem}</FormAlert>
        <fieldset className={styles.fieldset} disabled={submitting}>
          <TextField label="Full name" autoComplete="name" required {...form.text('fullName')} />
          <TextField label={L.userIdLabel} hint={L.userIdHint} autoComplete="username" required {...form.text('userId')} />
          <PasswordField label={L.passwordLabel} hint={PASSWORD_HINT} autoComplete="new-password" required {...form.text('password')} />
        </fieldset>
        <SubmitButton className={styles.submit} busy={submitting} busyLabel={T.joining}>
          {T.joinButton}
        </SubmitButton>
      </form>
    </PageSection>
  );
}
