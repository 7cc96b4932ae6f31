import { useState, type FormEvent } from 'react';
import { TEAM_API, TEAM_ROLES, type TeamMember, type TeamRole } from '@schoolpage/content-contract';
import { SelectField, SubmitButton, TextField } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import { readTeam, roleDescription, roleLabel } from './team';
import styles from './team.module.css';
import { teamWords } from './team.words';

interface InviteFormProps {
  feedback: Feedback;
  onInvited: (team: TeamMember[]) => void;
}

/** An owner invites someone by e-mail, with the role they will have. */
export function InviteForm({ feedback, onInvited }: InviteFormProps) {
  const words = useWords(teamWords);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('contributor');
  const [busy, setBusy] = useState(false);

  async function invite(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const body = await apiRequest(TEAM_API.invitations, { method: 'POST', json: { email, role } });
      feedback.success(successText(body));
      onInvited(readTeam(body));
      setEmail('');
    } catch (error) {
      feedback.error(failureText('{message}', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard title={words.t('inviteTitle')}>
      <form className={styles.invite} onSubmit={invite} noValidate aria-label={words.t('inviteTitle')}>
        <TextField label={words.t('email')} type="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <SelectField label={words.t('role')} hint={roleDescription(words, role)} value={role} onChange={(event) => setRole(event.target.value as TeamRole)}>
          {TEAM_ROLES.map((option) => (
            <option key={option} value={option}>
              {roleLabel(words, option)}
            </option>
          ))}
        </SelectField>
        <SubmitButton busy={busy} busyLabel={words.t('sending')}>
          {words.t('inviteButton')}
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
