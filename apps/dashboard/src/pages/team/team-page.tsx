import { useState } from 'react';
import { TEAM_API, teamPath, type TeamMember, type TeamRole } from '@schoolpage/content-contract';
import { useConfirm } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { useRoleMay } from '../../layout/site-status';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';
import { memberName, readTeam } from './team';
import styles from './team.module.css';
import { teamWords } from './team.words';

/** The school's team: every member sees who keeps the site; owners invite, change roles and remove. */
export function TeamPage() {
  const words = useWords(teamWords);
  const feedback = useFeedback();
  const team = useApiResource<TeamMember[]>(TEAM_API.team, readTeam, []);
  const manage = useRoleMay('owner');
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();

  async function change(call: () => ReturnType<typeof apiRequest>) {
    setBusy(true);
    try {
      const body = await call();
      feedback.success(successText(body));
      team.replace(readTeam(body));
    } catch (error) {
      feedback.error(failureText('{message}', error));
    } finally {
      setBusy(false);
    }
  }

  const changeRole = (member: TeamMember, role: TeamRole) =>
    change(() => apiRequest(teamPath(TEAM_API.memberRole, member.id), { method: 'POST', json: { role } }));

  async function remove(member: TeamMember) {
    const invited = member.status === 'invited';
    const name = memberName(member);
    const confirmed = await confirm({
      title: invited ? words.t('withdrawTitle') : words.t('removeTitle', { name }),
      message: invited ? words.t('withdrawMessage', { email: member.email }) : words.t('removeMessage', { name }),
      confirmLabel: invited ? words.t('withdrawButton') : words.t('removeButton'),
      cancelLabel: words.t('cancel'),
    });
    if (!confirmed) return;
    await change(() => apiRequest(teamPath(invited ? TEAM_API.invitation : TEAM_API.member, member.id), { method: 'DELETE' }));
  }

  return (
    <SectionPage title={words.t('teamTitle')}>
      <p className={styles.intro}>{words.t('teamIntro')}</p>
      <FeedbackAlert feedback={feedback} />
      {manage ? <InviteForm feedback={feedback} onInvited={team.replace} /> : null}
      <SectionCard title={words.t('members')}>
        {team.status === 'loading' ? <p role="status">{words.t('loading')}</p> : null}
        <ul className={styles.members} aria-label={words.t('members')}>
          {team.data.map((member) => (
            <MemberRow key={`${member.id}-${member.role}`} member={member} manage={manage} busy={busy} onRole={changeRole} onRemove={remove} />
          ))}
        </ul>
      </SectionCard>
      {dialog}
    </SectionPage>
  );
}
